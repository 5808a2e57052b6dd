import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { conversations, hiddenEmails } from '@/db/schema/index';
import { block, storedMessages } from '@/modules/chat/chat.test-support';
import { loadParties, sendRefusal } from '@/modules/chat/chat.policy';
import { sendMessage } from '@/modules/chat/chat.service';
import { FloodControl } from '@/modules/chat/flood-control';
import { createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { emailKey } from './email-key';
import { pairKey } from './pair-key';

/**
 * The hide rule as the send statement (SQL) and the policy (TypeScript) decide it, for every
 * combination with blocks and an existing conversation: both read it from the relationships
 * module, and they agree.
 */

const t = useTestApp();

const HIDES = ['none', 'sender', 'recipient'] as const;
const BLOCKS = ['none', 'sender', 'recipient'] as const;

describe('the send statement and the policy agree on hides', () => {
  it('for every hide, block and conversation', { timeout: 120_000 }, async () => {
    const flood = new FloodControl(t.clock, { burst: 1_000_000, perSecond: 1_000_000 });
    const seen = new Set<string | null>();
    for (const hide of HIDES)
      for (const blocking of BLOCKS)
        for (const conversation of [false, true]) {
          // Men, so that the payment gate never stands in the way.
          const sender = await createMember(t, { gender: 'man' });
          const recipient = await createMember(t, { gender: 'man' });
          if (hide !== 'none') {
            const [owner, other] = hide === 'sender' ? [sender, recipient] : [recipient, sender];
            const key = emailKey(t.ctx.config.jwtSecret, other.email);
            await t.ctx.db.insert(hiddenEmails).values({ ownerId: owner.id, emailKey: key });
          }
          if (blocking === 'sender') await block(t, sender.id, recipient.id);
          if (blocking === 'recipient') await block(t, recipient.id, sender.id);
          if (conversation) {
            const { low, high } = pairKey(sender.id, recipient.id);
            await t.ctx.db
              .insert(conversations)
              .values({ userLowId: low, userHighId: high, initiatorId: recipient.id, lastMessageAt: t.clock.now() });
          }
          const parties = await loadParties(t.ctx, sender.id, recipient.id);
          const expected = await sendRefusal(t.ctx, parties!);
          const outcome = await sendMessage(t.ctx, flood, sender.id, {
            recipientId: recipient.id,
            content: 'hello',
            clientId: null,
          });
          const label = JSON.stringify({ hide, blocking, conversation });
          expect(outcome.ok ? null : outcome.msg, label).toBe(expected);
          expect(await storedMessages(t, sender.id), label).toHaveLength(outcome.ok ? 1 : 0);
          seen.add(expected);
        }
    // Each answer occurs: sent, blocked either way, and the hide's "unavailable".
    expect(seen).toEqual(new Set([null, MSG.youBlockedUser, MSG.blockedByUser, MSG.userUnavailable]));
  });
});
