import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@quad/contract';
import { profileFlags } from '@/db/schema/index';
import { useTestApp } from '@/test-support/test-app';
import { insertMember, memoryLogger } from './moderation.test-support';
import { screenAndRecordProfile } from './moderation.service';

const t = useTestApp();
let member: number;
beforeAll(async () => {
  member = await insertMember(t, 'priya');
});
beforeEach(async () => {
  await t.ctx.db.delete(profileFlags);
  await t.ctx.settings.update(DEFAULT_SETTINGS);
});

const flagsOf = (userId: number) => t.ctx.db.select().from(profileFlags).where(eq(profileFlags.userId, userId));

describe('screening profile text', () => {
  it('records a flag with the flagged field for a bio carrying contact details', async () => {
    const bio = 'Nursing @ MRU. Never on here, snap me: jess.xo22';
    const result = await screenAndRecordProfile(t.ctx, member, bio, memoryLogger());
    expect(result).toMatchObject({ score: 45, flagged: true, flag_reason: 'social_media', flagged_fields: ['bio'] });
    expect(await flagsOf(member)).toEqual([
      expect.objectContaining({
        userId: member,
        flagReason: 'social_media',
        riskScore: 45,
        detectedPatterns: ['social_snapchat', 'social_media_model'],
        flaggedFields: ['bio'],
        profileText: bio,
        status: 'pending',
      }),
    ]);
  });

  it('does not queue the same text twice while it waits for review', async () => {
    const bio = 'Text me 403-555-0166';
    await screenAndRecordProfile(t.ctx, member, bio, memoryLogger());
    await screenAndRecordProfile(t.ctx, member, bio, memoryLogger());
    await screenAndRecordProfile(t.ctx, member, 'Text me 403-555-0167', memoryLogger());
    expect((await flagsOf(member)).map((f) => f.profileText)).toEqual([bio, 'Text me 403-555-0167']);
  });

  it('leaves an ordinary bio alone', async () => {
    const bio = 'Third year CPSC at UCalgary. Coffee, climbing and bad puns. 5\'10" if that matters.';
    expect(await screenAndRecordProfile(t.ctx, member, bio, memoryLogger())).toMatchObject({ flagged: false });
    expect(await flagsOf(member)).toEqual([]);
  });

  it('follows the profile settings at once: threshold, weights and the switch', async () => {
    const bio = 'Check out my photography: jessphotos.ca';
    expect(await screenAndRecordProfile(t.ctx, member, bio, memoryLogger())).toMatchObject({
      score: 15,
      flagged: false,
    });
    await t.ctx.settings.update({ profile_flag_threshold: '15' });
    expect(await screenAndRecordProfile(t.ctx, member, bio, memoryLogger())).toMatchObject({ flagged: true });
    await t.ctx.settings.update({ profile_screening_enabled: false });
    expect(await screenAndRecordProfile(t.ctx, member, 'Text me 403-555-0199', memoryLogger())).toBeNull();
    expect(await flagsOf(member)).toHaveLength(1);
  });

  it('never throws, so a profile update is never blocked', async () => {
    const log = memoryLogger();
    await expect(screenAndRecordProfile(t.ctx, 999_999, 'Text me 403-555-0199', log)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ userId: 999_999 });
  });
});
