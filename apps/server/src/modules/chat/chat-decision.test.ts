import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TGender } from '@quad/contract';
import { blocks, conversations, users } from '@/db/schema/index';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { setPaymentThresholds, storedMessages } from './chat.test-support';
import { loadParties, sendRefusal } from './chat.policy';
import { sendMessage } from './chat.service';
import { FloodControl } from './flood-control';
import { pairKey } from './message.repository';

/**
 * The send decides every rule inside its one statement (`sendIfAllowed`), while typing,
 * presence and history decide them in TypeScript (`loadParties` + `sendRefusal`). Both must
 * answer the same for every combination of sender, recipient, blocks, an existing
 * conversation and the institution's payment threshold; a send that is allowed is stored.
 */

type SenderState = 'member' | 'paid' | 'admin' | 'suspended' | 'deleted';
type RecipientState = 'verified' | 'unverified' | 'suspended' | 'deleted' | 'missing';
type Blocking = 'none' | 'sender' | 'recipient' | 'both';

interface Case {
  sender: SenderState;
  recipient: RecipientState;
  gender: TGender;
  blocking: Blocking;
  conversation: boolean;
  threshold: 'past' | 'below';
}

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function insertUser(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  sequence++;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      username: `decision${sequence}`,
      email: `decision${sequence}@ucalgary.ca`,
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

async function arrange(c: Case): Promise<{ senderId: number; recipientId: number }> {
  const now = t.clock.now();
  const senderId = await insertUser({
    isPaid: c.sender === 'paid',
    isAdmin: c.sender === 'admin',
    isSuspended: c.sender === 'suspended',
    deletedAt: c.sender === 'deleted' ? now : null,
  });
  if (c.recipient === 'missing') return { senderId, recipientId: senderId + 1_000_000 };
  const recipientId = await insertUser({
    gender: c.gender,
    emailVerified: c.recipient !== 'unverified',
    isSuspended: c.recipient === 'suspended',
    deletedAt: c.recipient === 'deleted' ? now : null,
  });
  if (c.blocking === 'sender' || c.blocking === 'both') {
    await t.ctx.db.insert(blocks).values({ blockerId: senderId, blockedId: recipientId });
  }
  if (c.blocking === 'recipient' || c.blocking === 'both') {
    await t.ctx.db.insert(blocks).values({ blockerId: recipientId, blockedId: senderId });
  }
  if (c.conversation) {
    const { low, high } = pairKey(senderId, recipientId);
    await t.ctx.db
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, initiatorId: recipientId, lastMessageAt: now });
  }
  return { senderId, recipientId };
}

const SENDERS: SenderState[] = ['member', 'paid', 'admin', 'suspended', 'deleted'];
const RECIPIENTS: RecipientState[] = ['verified', 'unverified', 'suspended', 'deleted', 'missing'];
const GENDERS: TGender[] = ['man', 'woman', 'nonbinary'];
const BLOCKING: Blocking[] = ['none', 'sender', 'recipient', 'both'];

function casesOf(sender: SenderState, threshold: Case['threshold']): Case[] {
  return RECIPIENTS.flatMap((recipient) =>
    GENDERS.flatMap((gender) =>
      BLOCKING.flatMap((blocking) =>
        [false, true].map((conversation) => ({ sender, recipient, gender, blocking, conversation, threshold })),
      ),
    ),
  );
}

const GROUPS = (['past', 'below'] as const).flatMap((threshold) => SENDERS.map((sender) => ({ sender, threshold })));

describe('the send statement and the policy agree', () => {
  // 60 combinations each; generous time for a busy machine.
  it.each(GROUPS)(
    'for every recipient, block and conversation: sender $sender, institution $threshold its threshold',
    { timeout: 120_000 },
    async ({ sender, threshold }) => {
      await setPaymentThresholds(t, threshold);
      const flood = new FloodControl(t.clock, { burst: 1_000_000, perSecond: 1_000_000 });
      let allowed = 0;
      for (const c of casesOf(sender, threshold)) {
        const { senderId, recipientId } = await arrange(c);
        const parties = await loadParties(t.ctx, senderId, recipientId);
        const expected = parties === null ? MSG.accountDeleted : await sendRefusal(t.ctx, parties);
        const outcome = await sendMessage(t.ctx, flood, senderId, { recipientId, content: 'hello', clientId: null });
        const label = JSON.stringify(c);
        expect(outcome.ok ? null : outcome.msg, label).toBe(expected);
        expect(await storedMessages(t, senderId), label).toHaveLength(outcome.ok ? 1 : 0);
        if (outcome.ok) allowed++;
      }
      // Only a member in good standing gets anything through; they always get something through.
      const mayWrite = sender !== 'suspended' && sender !== 'deleted';
      expect(allowed > 0).toBe(mayWrite);
    },
  );

  it('refuses a member writing to themselves', async () => {
    const me = await insertUser();
    const flood = new FloodControl(t.clock, { burst: 10, perSecond: 1 });
    const outcome = await sendMessage(t.ctx, flood, me, { recipientId: me, content: 'hi me', clientId: null });
    expect(outcome).toEqual({ ok: false, msg: MSG.cannotMessageSelf, code: 'cannot_message_self' });
  });
});
