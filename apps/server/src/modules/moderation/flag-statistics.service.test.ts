import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { autoFlags, messageNudges, messages, profileFlags } from '@/db/schema/index';
import { useTestApp } from '@/test-support/test-app';
import { insertMember } from './moderation.test-support';
import { flagStatistics } from './flag-statistics.service';

const t = useTestApp();

describe('flag statistics', () => {
  it('are all zero before anything was flagged', async () => {
    const empty = { total: 0, pending: 0, resolved: 0, false_positive_rate: 0, by_reason: {} };
    expect(await flagStatistics(t.ctx, 'message')).toEqual({
      ...empty,
      nudges: { issued: 0, confirmed: 0, edited: 0 },
    });
    expect(await flagStatistics(t.ctx, 'profile')).toEqual(empty);
  });

  it('count pending and reviewed flags, false positives among the reviewed, and reasons', async () => {
    const sender = await insertMember(t, 'sender');
    const recipient = await insertMember(t, 'recipient');
    const flag = (flagReason: string, review?: { action: string; falsePositive: boolean }) => ({
      senderId: sender,
      recipientId: recipient,
      flagReason,
      riskScore: 60,
      detectedPatterns: ['phone_number'],
      messageContent: 'text me',
      ...(review
        ? { status: 'reviewed' as const, reviewAction: review.action, falsePositive: review.falsePositive }
        : {}),
    });
    await t.ctx.db
      .insert(autoFlags)
      .values([
        flag('phone'),
        flag('phone', { action: 'dismiss', falsePositive: true }),
        flag('financial', { action: 'warn', falsePositive: false }),
        flag('financial', { action: 'suspend', falsePositive: false }),
        flag('spam'),
      ]);
    expect(await flagStatistics(t.ctx, 'message')).toEqual({
      total: 5,
      pending: 2,
      resolved: 3,
      false_positive_rate: 33.3,
      by_reason: { financial: 2, phone: 2, spam: 1 },
      nudges: { issued: 0, confirmed: 0, edited: 0 },
    });
  });

  it('count "Are you sure?" nudges: sent anyway when a message with their client id was stored', async () => {
    const sender = await insertMember(t, 'nudged');
    const recipient = await insertMember(t, 'nudged-to');
    const [sentAnyway, edited, alsoEdited] = [randomUUID(), randomUUID(), randomUUID()];
    await t.ctx.db
      .insert(messageNudges)
      .values([sentAnyway, edited, alsoEdited].map((clientId) => ({ senderId: sender, clientId })));
    // The edited text went as a new message with a new client id.
    await t.ctx.db.insert(messages).values([
      { senderId: sender, recipientId: recipient, content: 'held', clientId: sentAnyway },
      { senderId: sender, recipientId: recipient, content: 'edited', clientId: randomUUID() },
    ]);
    expect((await flagStatistics(t.ctx, 'message')).nudges).toEqual({ issued: 3, confirmed: 1, edited: 2 });
    expect(await flagStatistics(t.ctx, 'profile')).not.toHaveProperty('nudges');
  });

  it('keep profile flags apart from message flags', async () => {
    const user = await insertMember(t, 'bio-writer');
    await t.ctx.db.insert(profileFlags).values({
      userId: user,
      flagReason: 'social_media',
      riskScore: 45,
      detectedPatterns: ['social_instagram'],
      flaggedFields: ['bio'],
      profileText: 'ig: jess',
      status: 'reviewed',
      reviewAction: 'dismiss',
      falsePositive: true,
    });
    expect(await flagStatistics(t.ctx, 'profile')).toEqual({
      total: 1,
      pending: 0,
      resolved: 1,
      false_positive_rate: 100,
      by_reason: { social_media: 1 },
    });
  });
});
