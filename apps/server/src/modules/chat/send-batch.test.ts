import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { blocks, conversations, users } from '@/db/schema/index';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { clientId, storedMessages } from './chat.test-support';
import { sendMessage, type SendInput, type SendOutcome } from './chat.service';
import { FloodControl } from './flood-control';
import { pairKey } from './message.repository';

/**
 * Messages sent at the same moment are stored by one statement (group commit). Called in the
 * same turn of the event loop, these sends share a batch: each must come out exactly as if
 * it had been sent alone.
 */

let t: TestApp;
let flood: FloodControl;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  flood = new FloodControl(t.clock, { burst: 1_000, perSecond: 1_000 });
});
afterAll(async () => t.close());

async function member(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  sequence++;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      username: `batch${sequence}`,
      email: `batch${sequence}@ucalgary.ca`,
      institutionId: 'ucalgary',
      age: 22,
      gender: 'man',
      orientation: 'ambiphilic',
      heightInches: 68,
      emailVerified: true,
      ...values,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Every send starts in this turn of the event loop, so they share one batch. */
function together(sends: [number, SendInput][]): Promise<SendOutcome[]> {
  return Promise.all(sends.map(([from, input]) => sendMessage(t.ctx, flood, from, input)));
}

const text = (content: string, recipientId: number, id: string | null = clientId()): SendInput => ({
  recipientId,
  content,
  clientId: id,
});

async function pairRow(a: number, b: number) {
  const { low, high } = pairKey(a, b);
  const [row] = await t.ctx.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row;
}

describe('sends that share a batch', () => {
  it('are stored in order, each pair counted once per message, first messages marked', async () => {
    const [ann, ben, cat, dan] = [await member(), await member(), await member(), await member()];
    const outcomes = await together([
      [ann, text('one', ben)],
      [ben, text('two', ann)],
      [ann, text('three', ben, null)],
      [cat, text('four', dan)],
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true]);
    const stored = outcomes.map((o) => (o.ok ? o : null)!);
    const ids = stored.map((o) => o.message.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(stored.map((o) => o.created)).toEqual([true, true, true, true]);
    expect(stored.map((o) => o.firstFromSender)).toEqual([true, true, false, true]);
    expect(stored[2]!.message.clientId).toBeNull();

    const annIsLow = ann < ben;
    expect(await pairRow(ann, ben)).toMatchObject({
      initiatorId: ann,
      lowSentCount: annIsLow ? 2 : 1,
      highSentCount: annIsLow ? 1 : 2,
      lowUnread: annIsLow ? 1 : 2,
      highUnread: annIsLow ? 2 : 1,
      lastMessageId: ids[2],
    });
    expect(await pairRow(cat, dan)).toMatchObject({ initiatorId: cat, lastMessageId: ids[3] });

    // A later message in the same conversation is nobody's first.
    const [later] = await together([[ben, text('five', ann)]]);
    expect(later).toMatchObject({ ok: true, firstFromSender: false });
  });

  it('keeps any text intact, quotes, braces, backslashes and all', async () => {
    const [ann, ben] = [await member(), await member()];
    const texts = [
      'say "hi", {ok}',
      'back\\slash \\" and NULL',
      "it's {a,b}\n\tnext line",
      'émoji 🎉 ﷺ',
      'x'.repeat(2000),
    ];
    const outcomes = await together(texts.map((content): [number, SendInput] => [ann, text(content, ben)]));
    expect(outcomes.map((o) => (o.ok ? o.message.content : o.msg))).toEqual(texts);
    expect((await storedMessages(t, ann)).map((m) => m.content)).toEqual(texts);
  });

  it('refuses each message by its own rules and stores the others', async () => {
    const [ann, ben, blocker, suspended] = [
      await member(),
      await member(),
      await member(),
      await member({ isSuspended: true }),
    ];
    await t.ctx.db.insert(blocks).values({ blockerId: blocker, blockedId: ann });
    const outcomes = await together([
      [ann, text('to ben', ben)],
      [ann, text('to blocker', blocker)],
      [ann, text('to suspended', suspended)],
      [suspended, text('from suspended', ben)],
      [ann, text('to myself', ann)],
      [ben, text('to ann', ann)],
    ]);
    expect(outcomes.map((o) => (o.ok ? 'stored' : o.msg))).toEqual([
      'stored',
      MSG.blockedByUser,
      MSG.recipientSuspended,
      MSG.suspendedNotAllowed,
      MSG.cannotMessageSelf,
      'stored',
    ]);
    expect((await storedMessages(t, ann)).map((m) => m.content)).toEqual(['to ben']);
  });

  it('stores one copy of a client id sent several times in one batch, and answers each with it', async () => {
    const [ann, ben] = [await member(), await member()];
    const id = clientId();
    const outcomes = await together([
      [ann, text('again', ben, id)],
      [ann, text('again', ben, id)],
      [ann, text('other', ben)],
      [ann, text('again', ben, id)],
    ]);
    const copies = outcomes.map((o) => (o.ok ? o : null)!);
    expect(new Set([0, 1, 3].map((i) => copies[i]!.message.id)).size).toBe(1);
    expect(copies.map((o) => o.created)).toEqual([true, false, true, false]);
    expect((await storedMessages(t, ann)).map((m) => m.content)).toEqual(['again', 'other']);

    // And in a later batch, as a retry of a stored message.
    const [retry] = await together([[ann, text('again', ben, id)]]);
    expect(retry).toMatchObject({ ok: true, created: false, message: { id: copies[0]!.message.id } });
  });

  it('over the flood limit, answers a retry of a stored message with it and refuses a new one', async () => {
    const [ann, ben] = [await member(), await member()];
    const tight = new FloodControl(t.clock, { burst: 1, perSecond: 0.001 });
    const id = clientId();
    const first = await sendMessage(t.ctx, tight, ann, text('first', ben, id));
    expect(first).toMatchObject({ ok: true, created: true });
    const [retry, fresh, anonymous] = await Promise.all([
      sendMessage(t.ctx, tight, ann, text('first', ben, id)),
      sendMessage(t.ctx, tight, ann, text('second', ben)),
      sendMessage(t.ctx, tight, ann, text('third', ben, null)),
    ]);
    expect(retry).toMatchObject({ ok: true, created: false, message: { id: first.ok ? first.message.id : -1 } });
    expect(fresh).toEqual({ ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' });
    expect(anonymous).toEqual({ ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' });
    expect((await storedMessages(t, ann)).map((m) => m.content)).toEqual(['first']);
  });

  it('fails only the message the database refuses, storing the rest of its batch', async () => {
    const [ann, ben] = [await member(), await member()];
    const results = await Promise.allSettled(
      [text('fine', ben), text('nul \u0000 byte', ben), text('also fine', ben)].map((input) =>
        sendMessage(t.ctx, flood, ann, input),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await storedMessages(t, ann)).map((m) => m.content)).toEqual(['fine', 'also fine']);
  });

  it('leaves a conversation pointing at its newest message when an older batch commits last', async () => {
    const [ann, ben] = [await member(), await member()];
    const [first] = await together([[ann, text('first', ben)]]);
    const { low, high } = pairKey(ann, ben);
    // A batch on another instance drew a later id and committed first.
    const newer = { id: Number.MAX_SAFE_INTEGER - 1, at: new Date(t.clock.now().getTime() + 60_000) };
    await t.ctx.db
      .update(conversations)
      .set({ lastMessageId: newer.id, lastMessageAt: newer.at })
      .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
    const [second] = await together([[ben, text('second', ann)]]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    expect(await pairRow(ann, ben)).toMatchObject({
      lastMessageId: newer.id,
      lastMessageAt: newer.at,
      lowSentCount: 1,
      highSentCount: 1,
    });
  });

  it('go to pages that keep half their room for the delivery receipt that follows (fillfactor 50)', async () => {
    type Options = { reloptions: string[] | string | null };
    const { rows } = (await t.ctx.db.execute<Options>(
      sql`select reloptions from pg_class where oid = 'messages'::regclass`,
    )) as { rows: Options[] };
    expect(String(rows[0]?.reloptions)).toContain('fillfactor=50');
  });
});
