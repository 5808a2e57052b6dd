import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { imageModerationLog, photos } from '@/db/schema/index';
import { createMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { addPhoto, uploadPhotoAs } from '@/test-support/photo-upload';
import { createTestApp } from '@/test-support/test-app';

// The real classifier (nsfwjs on WebAssembly); loading the model takes a few seconds.
describe('image moderation of uploads', { timeout: 120_000 }, () => {
  it('records an accepted decision and links it to the stored photo', async () => {
    const t = await createTestApp({ env: { IMAGE_MODERATION: 'nsfwjs' } });
    try {
      const member = await createMember(t);
      const photo = await addPhoto(t, member.token, await jpeg(400, 400));
      const log = await t.ctx.db.select().from(imageModerationLog).where(eq(imageModerationLog.userId, member.id));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ decision: 'accepted', photoId: photo.id });
      expect(Object.keys(log[0]!.scores!).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy', 'explicit']);
      expect(log[0]!.topScore).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('refuses a photo at or above the threshold: nothing stored, the rejection recorded', async () => {
    // Threshold 0: every photo is at or above it, whatever the model says.
    const t = await createTestApp({ env: { IMAGE_MODERATION: 'nsfwjs', IMAGE_MODERATION_THRESHOLD: '0' } });
    try {
      const member = await createMember(t);
      const res = await uploadPhotoAs(t, member.token, await jpeg(400, 400));
      expect([res.statusCode, res.json().msg]).toEqual([400, MSG.imageRejected]);
      expect(await t.ctx.db.select().from(photos).where(eq(photos.userId, member.id))).toEqual([]);
      // No file was ever written: the photo folder was not even created.
      expect(existsSync(path.join(t.dataDir, 'photos'))).toBe(false);
      const log = await t.ctx.db.select().from(imageModerationLog).where(eq(imageModerationLog.userId, member.id));
      expect(log.map((l) => [l.decision, l.photoId])).toEqual([['rejected', null]]);
    } finally {
      await t.close();
    }
  });
});
