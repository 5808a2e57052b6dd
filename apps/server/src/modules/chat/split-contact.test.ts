import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { NUDGE_CODE, type TChatHistoryResponse } from '@quad/contract';
import { autoFlags } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { sendQueue } from './chat.service';
import { clientId, collect, eventually, send, storedMessages } from './chat.test-support';

/** A phone number or a handle cut into several short messages is read whole (split-across-messages.ts). */

const t = useTestApp();
const sockets: TestSocket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  t.clock.advance(10 * 60_000);
  await t.ctx.settings.update({ autoflag_threshold_score: 50 });
});

async function online(): Promise<{ member: TestMember; socket: TestSocket }> {
  const member = await createMember(t, { gender: 'man' });
  const socket = await connectSocket(t, member.token);
  sockets.push(socket);
  return { member, socket };
}

async function sendText(from: TestSocket, to: TestMember, message: string, id = clientId(), confirmed = false) {
  return send(from, { recipient_id: to.id, message, client_id: id, ...(confirmed ? { confirmed } : {}) });
}

describe('contact details cut into several messages', () => {
  it('delivers the pieces, asks "Are you sure?" at the one that completes the number, and flags it once sent', async () => {
    // Phone alone scores 30: the flag threshold comes down so the stored message is flagged.
    await t.ctx.settings.update({ autoflag_threshold_score: 25 });
    const ann = await online();
    const ben = await online();
    const received = collect(ben.socket, 'receive_message');

    expect((await sendText(ann.socket, ben.member, '403')).ok).toBe(true);
    t.clock.advance(20_000);
    expect((await sendText(ann.socket, ben.member, '555')).ok).toBe(true);
    t.clock.advance(20_000);
    const id = clientId();
    expect(await sendText(ann.socket, ben.member, '0199', id)).toMatchObject({
      ok: false,
      code: NUDGE_CODE,
      reasons: ['contact'],
    });
    await sendQueue.of(t.ctx).idle();
    expect(await storedMessages(t, ann.member.id)).toHaveLength(2);

    const arriving = nextEvent(ben.socket, 'receive_message');
    const sent = await sendText(ann.socket, ben.member, '0199', id, true);
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(await arriving).toMatchObject({ id: sent.message.id, safety: { category: 'contact' } });
    expect(received.slice(0, 2).every((m) => !('safety' in m))).toBe(true);
    expect(await storedMessages(t, ann.member.id)).toHaveLength(3);

    const flags = () => t.ctx.db.select().from(autoFlags).where(eq(autoFlags.messageId, sent.message.id));
    await eventually(async () => (await flags()).length > 0, 'the flag');
    const [flag] = await flags();
    expect(flag).toMatchObject({ flagReason: 'phone' });
    expect(flag!.detectedPatterns).toEqual(expect.arrayContaining(['phone_number_across_messages']));

    // History shows the recipient the same warning on the same message, and the sender none.
    const history = async (viewer: TestMember, other: TestMember) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/chat/${other.id}/history`, headers: bearer(viewer.token) })
      ).json<TChatHistoryResponse>().messages;
    expect((await history(ben.member, ann.member)).map((m) => m.safety?.category ?? null)).toEqual([
      null,
      null,
      'contact',
    ]);
    expect((await history(ann.member, ben.member)).every((m) => m.safety === undefined)).toBe(true);

    // The number is told once: what follows it is not asked about again.
    expect((await sendText(ann.socket, ben.member, 'call me')).ok).toBe(true);
  });

  it('reads a handle given after the app’s name in separate messages', async () => {
    const ann = await online();
    const ben = await online();
    expect((await sendText(ann.socket, ben.member, 'my sc')).ok).toBe(true);
    expect((await sendText(ann.socket, ben.member, 'is')).ok).toBe(true);
    expect(await sendText(ann.socket, ben.member, 'jsmith22')).toMatchObject({ ok: false, reasons: ['contact'] });
  });

  it('keeps apart pieces minutes apart, pieces to other members, and pieces a long message came between', async () => {
    const ann = await online();
    const ben = await online();
    const cal = await online();

    expect((await sendText(ann.socket, ben.member, '403')).ok).toBe(true);
    expect((await sendText(ann.socket, ben.member, '555')).ok).toBe(true);
    t.clock.advance(3 * 60_000);
    expect((await sendText(ann.socket, ben.member, '0199')).ok).toBe(true);

    expect((await sendText(ann.socket, cal.member, '403')).ok).toBe(true);
    expect((await sendText(ann.socket, ben.member, '555')).ok).toBe(true);
    expect((await sendText(ann.socket, cal.member, '0199')).ok).toBe(true);

    t.clock.advance(3 * 60_000);
    expect((await sendText(ann.socket, ben.member, '403')).ok).toBe(true);
    const long = 'room 555 was booked so we moved the study group to the third floor of the library';
    expect((await sendText(ann.socket, ben.member, long)).ok).toBe(true);
    expect((await sendText(ann.socket, ben.member, '0199')).ok).toBe(true);
  });

  it('lets a run of ordinary short messages through', async () => {
    const ann = await online();
    const ben = await online();
    for (const message of ['omw', 'class at 2, gym at 4', 'room 217', 'see you at 6:30', 'bring the 2 chargers']) {
      expect((await sendText(ann.socket, ben.member, message)).ok).toBe(true);
      t.clock.advance(5_000);
    }
  });
});
