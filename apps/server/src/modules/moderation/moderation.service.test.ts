import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@quad/contract';
import { autoFlags, reports } from '@/db/schema/index';
import { useTestApp } from '@/test-support/test-app';
import { insertMember, memoryLogger, storeMessage } from './moderation.test-support';
import { screenAndRecordMessage } from './moderation.service';

const t = useTestApp();
let veteran: number;
let alex: number;
beforeAll(async () => {
  veteran = await insertMember(t, 'veteran');
  alex = await insertMember(t, 'alex');
});
beforeEach(async () => {
  await t.ctx.db.delete(autoFlags);
  await t.ctx.settings.update(DEFAULT_SETTINGS);
});

const flagsOf = (senderId: number) => t.ctx.db.select().from(autoFlags).where(eq(autoFlags.senderId, senderId));

describe('screening a stored message', () => {
  it('puts a message with contact details in the admin queue with its score and patterns', async () => {
    const message = await storeMessage(t, veteran, alex, 'text me 403-555-0199 or jess.w22@gmail.com');
    const result = await screenAndRecordMessage(t.ctx, message, memoryLogger());
    expect(result).toMatchObject({ score: 60, flagged: true, flag_reason: 'phone' });
    // The rules' patterns; the learned scorer may add "<family>_model" ones beside them.
    expect(result!.detected_patterns).toEqual(expect.arrayContaining(['phone_number', 'email_address']));
    expect(await flagsOf(veteran)).toEqual([
      expect.objectContaining({
        messageId: message.id,
        senderId: veteran,
        recipientId: alex,
        flagReason: 'phone',
        riskScore: 60,
        detectedPatterns: result!.detected_patterns,
        messageContent: message.content,
        status: 'pending',
        falsePositive: false,
      }),
    ]);
  });

  it('records nothing for ordinary conversation', async () => {
    const message = await storeMessage(t, veteran, alex, 'see you at the Den after your 10am? CPSC 331 was brutal');
    expect(await screenAndRecordMessage(t.ctx, message, memoryLogger())).toMatchObject({ score: 0, flagged: false });
    expect(await flagsOf(veteran)).toEqual([]);
  });

  it('adds the sender context: a new account and reports that were not dismissed', async () => {
    const newcomer = await insertMember(t, 'newcomer', 2);
    await t.ctx.db.insert(reports).values([
      { reporterId: alex, reportedId: newcomer, reason: 'spam' },
      { reporterId: veteran, reportedId: newcomer, reason: 'harassment', status: 'reviewed', reviewAction: 'dismiss' },
    ]);
    const message = await storeMessage(t, newcomer, alex, 'add me on snap: jess.xo22');
    const result = await screenAndRecordMessage(t.ctx, message, memoryLogger());
    expect(result).toMatchObject({ score: 25 + 20 + 15, flagged: true, flag_reason: 'social_media' });
    const [flag] = await flagsOf(newcomer);
    expect(flag?.detectedPatterns).toEqual([
      'social_snapchat',
      'social_invite',
      'social_media_model',
      'new_account',
      'previous_reports',
    ]);
  });

  it('catches the same opener sent with small changes to many members', async () => {
    const spammer = await insertMember(t, 'spammer', 12);
    const targets = [await insertMember(t, 'target1'), await insertMember(t, 'target2'), alex];
    const openers = ['Hey cutie add me on snap', 'hey cutie, add me on snap!!', 'Hey hun add me on snap'];
    const results = [];
    for (const [i, recipient] of targets.entries()) {
      const message = await storeMessage(t, spammer, recipient, openers[i]!);
      results.push(await screenAndRecordMessage(t.ctx, message, memoryLogger()));
    }
    expect(results.map((r) => r?.detected_patterns.includes('spam_near_duplicate'))).toEqual([false, false, true]);
    expect(results[2]).toMatchObject({ score: 25 + 20 + 40, flagged: true, flag_reason: 'social_media' });
  });

  it('scores rapid messaging over the hourly threshold', async () => {
    const rapid = await insertMember(t, 'rapid');
    await t.ctx.settings.update({ autoflag_rapid_msg_threshold: 5, autoflag_rapid_msg_score: 50 });
    let last;
    for (let i = 0; i < 6; i++) {
      const message = await storeMessage(t, rapid, alex, `message number ${i}`);
      last = await screenAndRecordMessage(t.ctx, message, memoryLogger());
    }
    expect(last).toMatchObject({ score: 50, flagged: true, flag_reason: 'rapid_messaging' });
    expect(await flagsOf(rapid)).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    const later = await storeMessage(t, rapid, alex, 'back again');
    expect(await screenAndRecordMessage(t.ctx, later, memoryLogger())).toMatchObject({ score: 0 });
  });

  it('keeps scoring rapid messaging far past the threshold, counted only as far as the rule needs', async () => {
    const chatty = await insertMember(t, 'chatty');
    await t.ctx.settings.update({ autoflag_rapid_msg_threshold: 3, autoflag_rapid_msg_score: 50 });
    const results = [];
    for (let i = 0; i < 9; i++) {
      const message = await storeMessage(t, chatty, alex, `note ${i}`);
      results.push(await screenAndRecordMessage(t.ctx, message, memoryLogger()));
    }
    expect(results.map((r) => r?.score)).toEqual([0, 0, 0, 50, 50, 50, 50, 50, 50]);
    expect(results[8]?.reasons).toEqual(['More than 3 messages in the last hour: +50']);
  });

  it('counts explicit content in the first message to a member only', async () => {
    const forward = await insertMember(t, 'forward');
    const first = await storeMessage(t, forward, alex, 'hey send nudes');
    expect(await screenAndRecordMessage(t.ctx, first, memoryLogger())).toMatchObject({
      score: 35,
      flag_reason: 'explicit_first_message',
    });
    const second = await storeMessage(t, forward, alex, 'send nudes');
    expect(await screenAndRecordMessage(t.ctx, second, memoryLogger())).toMatchObject({ score: 0 });
  });

  it('applies a settings change at once, without a restart', async () => {
    const phoneOnly = () => storeMessage(t, veteran, alex, 'call me 403 555 0178');
    expect(await screenAndRecordMessage(t.ctx, await phoneOnly(), memoryLogger())).toMatchObject({ flagged: false });
    await t.ctx.settings.update({ autoflag_phone_score: '55' });
    expect(await screenAndRecordMessage(t.ctx, await phoneOnly(), memoryLogger())).toMatchObject({
      score: 55,
      flagged: true,
    });
    await t.ctx.settings.update({ autoflag_enabled: 'false' });
    expect(await screenAndRecordMessage(t.ctx, await phoneOnly(), memoryLogger())).toBeNull();
    expect(await flagsOf(veteran)).toHaveLength(1);
  });

  it('never rejects: a failure is logged and the caller carries on', async () => {
    const log = memoryLogger();
    // The sender does not exist, so recording the flag breaks a foreign key.
    const orphan = {
      id: 999_999,
      senderId: 999_999,
      recipientId: alex,
      content: 'text me 403-555-0199 jess@gmail.com',
    };
    await expect(screenAndRecordMessage(t.ctx, orphan, log)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ messageId: 999_999 });
  });
});
