import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminVerificationReviews, TCurrentUser, TSelfieChallenge, TSelfieResult } from '@quad/contract';
import { adminActions, selfieChallenges, selfieChecks, verificationReviews } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { addPhoto } from '@/test-support/photo-upload';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { face, sendSelfie, vary, type Person } from './verification.test-support';

// The real face models: loading them and each image take a while on a shared machine.
const SLOW = 180_000;
let t: TestApp;
let admin: TestMember;

beforeAll(async () => {
  // person-a smiles with her head turned to her right, so these poses fit her real photo.
  t = await createTestApp({ env: { SELFIE_POSES: 'smile,turn_right' } });
  admin = await createMember(t, { isAdmin: true });
}, SLOW);
afterAll(async () => t.close());

/** A member whose primary photo and second photo are two versions of `person`'s photograph. */
async function memberWithPhotos(person: Person): Promise<TestMember> {
  const member = await createMember(t);
  await addPhoto(t, member.token, await vary(person, { side: 480 }));
  await addPhoto(t, member.token, await vary(person, { brightness: 1.15, rotate: 4, shift: 0.05, side: 440 }));
  return member;
}

async function challenge(member: TestMember): Promise<TSelfieChallenge> {
  const res = await t.app.inject({ method: 'POST', url: '/api/verification/challenge', headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSelfieChallenge>();
}

async function check(member: TestMember, frames: Buffer[]): Promise<TSelfieResult> {
  const { challenge_id } = await challenge(member);
  const res = await sendSelfie(t, member.token, challenge_id, frames);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSelfieResult>();
}

const me = async (member: TestMember) =>
  (await t.app.inject({ url: '/api/users/me', headers: bearer(member.token) })).json<TCurrentUser>();

/** Two selfie frames of person-a: darker and tighter, and tilted with another crop. */
const selfieOfA = async () => [
  await vary('person-a', { brightness: 0.88, shift: 0.08, side: 400 }),
  await vary('person-a', { rotate: -3, shift: 0.03, side: 420 }),
];

describe('the selfie check', () => {
  let passedFrames: Buffer[];

  it(
    'verifies a member whose selfie shows the face of their photos in the asked poses',
    async () => {
      const member = await memberWithPhotos('person-a');
      expect((await me(member)).is_verified).toBe(false);
      passedFrames = await selfieOfA();
      const result = await check(member, passedFrames);
      expect(result).toMatchObject({ passed: true, reasons: [], status: { is_verified: true } });
      expect((await me(member)).is_verified).toBe(true);
      // Kept: the result, the threshold and the hashes; no image.
      const [row] = await t.ctx.db.select().from(selfieChecks).where(eq(selfieChecks.userId, member.id));
      expect(row).toMatchObject({ result: 'passed', threshold: 0.45 });
      expect(row!.frameHashes).toHaveLength(2);
      expect(row!.primaryDistance).toBeLessThan(0.45);
      // The badge shows on the member's card for others, and the browse filter finds them.
      const viewer = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
      const browse = await t.app.inject({ url: '/api/users?verified_only=true', headers: bearer(viewer.token) });
      const cards = browse.json<{ users: { id: number; is_verified: boolean }[] }>().users;
      expect(cards.find((c) => c.id === member.id)?.is_verified).toBe(true);
      expect(cards.every((c) => c.is_verified)).toBe(true);
    },
    SLOW,
  );

  it(
    'fails when the selfie shows a different person',
    async () => {
      const member = await memberWithPhotos('person-a');
      const result = await check(member, [
        await vary('person-b', { brightness: 0.95 }),
        await vary('person-b', { rotate: -2, shift: 0.03 }),
      ]);
      expect(result.passed).toBe(false);
      expect(result.reasons).toContain('face_mismatch');
      expect((await me(member)).is_verified).toBe(false);
    },
    SLOW,
  );

  it(
    'fails a photo of the profile photo held up in the wrong pose',
    async () => {
      const member = await memberWithPhotos('person-d');
      const { challenge_id } = await challenge(member);
      // This challenge asked for a turn to the left and a look up; her photo shows neither.
      await t.ctx.db
        .update(selfieChallenges)
        .set({ poses: ['turn_left', 'look_up'] })
        .where(eq(selfieChallenges.id, challenge_id));
      const photo = await vary('person-d', { side: 480 });
      const res = await sendSelfie(t, member.token, challenge_id, [photo, photo]);
      expect(res.json<TSelfieResult>()).toMatchObject({ passed: false, reasons: ['pose_mismatch'] });
    },
    SLOW,
  );

  it(
    'refuses a selfie already used, by another account',
    async () => {
      const member = await memberWithPhotos('person-a');
      const result = await check(member, passedFrames);
      expect(result).toMatchObject({ passed: false, reasons: ['selfie_reused'] });
      // A re-encoded, slightly brighter copy is refused too.
      const copies = await Promise.all(
        passedFrames.map((f) => sharp(f).modulate({ brightness: 1.05 }).jpeg({ quality: 75 }).toBuffer()),
      );
      expect(await check(member, copies)).toMatchObject({ passed: false, reasons: ['selfie_reused'] });
    },
    SLOW,
  );

  it('answers a challenge only once, and only with one picture per pose', async () => {
    const member = await memberWithPhotos('person-d');
    const { challenge_id } = await challenge(member);
    const one = await sendSelfie(t, member.token, challenge_id, [face('person-d')]);
    expect(one.json()).toMatchObject({ code: 'selfie_challenge_invalid' });
    const again = await sendSelfie(t, member.token, challenge_id, [face('person-d'), face('person-d')]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'selfie_challenge_invalid' });
    const notImage = await sendSelfie(t, member.token, (await challenge(member)).challenge_id, [Buffer.from('hello')]);
    expect(notImage.statusCode).toBe(400);
  });

  it('needs a primary photo and another published photo', async () => {
    const member = await createMember(t);
    await addPhoto(t, member.token, await vary('person-a'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verification/challenge',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'verification_photos_needed' });
  });
});

describe('after three failures in a day', () => {
  it(
    'offers a manual review whose frames an administrator sees, approves, and which the history records',
    async () => {
      const member = await memberWithPhotos('person-a');
      for (let i = 0; i < 3; i++) {
        const frames = await Promise.all([0, 1].map((k) => vary('person-c', { brightness: 0.8 + 0.1 * i + 0.05 * k })));
        expect((await check(member, frames)).passed).toBe(false);
      }
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/verification/challenge',
        headers: bearer(member.token),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'selfie_attempts_exhausted' });
      const status = await t.app.inject({ url: '/api/verification', headers: bearer(member.token) });
      expect(status.json()).toMatchObject({ failures_today: 3, may_request_review: true });

      const review = await sendSelfie(t, member.token, '', await selfieOfA(), '/api/verification/review');
      expect(review.statusCode, review.body).toBe(200);
      const twice = await sendSelfie(t, member.token, '', await selfieOfA(), '/api/verification/review');
      expect(twice.json()).toMatchObject({ code: 'manual_review_pending' });

      const queue = await t.app.inject({ url: '/api/admin/verification/reviews', headers: bearer(admin.token) });
      const entry = queue.json<TAdminVerificationReviews>().reviews.find((r) => r.user_id === member.id)!;
      expect(entry.frames).toHaveLength(2);
      expect(entry.frames[0]).toMatch(/^data:image\/webp;base64,/);
      expect(entry.photos).toHaveLength(2);
      const asMember = await t.app.inject({ url: '/api/admin/verification/reviews', headers: bearer(member.token) });
      expect(asMember.statusCode).toBe(403);

      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/verification/reviews/${entry.id}`,
        headers: bearer(admin.token),
        payload: { decision: 'approve' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect((await me(member)).is_verified).toBe(true);

      const revoke = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${member.id}/verification/revoke`,
        headers: bearer(admin.token),
        payload: { reason: 'Photos of someone else' },
      });
      expect(revoke.statusCode, revoke.body).toBe(200);
      expect((await me(member)).is_verified).toBe(false);
      const history = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, member.id));
      expect(history.map((h) => h.actionType)).toEqual(['verification_approved', 'verification_revoked']);
    },
    SLOW * 2,
  );

  it('deletes review frames after seven days', async () => {
    const member = await memberWithPhotos('person-e');
    for (let i = 0; i < 3; i++) {
      await t.ctx.db.insert(selfieChecks).values({
        userId: member.id,
        createdAt: t.clock.now(),
        result: 'failed',
        reasons: ['face_mismatch'],
        threshold: 0.45,
        frameHashes: [BigInt(i + 1000 * member.id)],
      });
    }
    const sent = await sendSelfie(t, member.token, '', [face('person-e')], '/api/verification/review');
    expect(sent.statusCode, sent.body).toBe(200);
    const listed = async () => {
      const res = await t.app.inject({ url: '/api/admin/verification/reviews', headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TAdminVerificationReviews>().reviews.some((r) => r.user_id === member.id);
    };
    expect(await listed()).toBe(true);
    t.clock.advance(7 * 24 * 60 * 60_000 + 1);
    // Sessions do not last a week: another administrator looks.
    admin = await createMember(t, { isAdmin: true });
    expect(await listed()).toBe(false);
    const [row] = await t.ctx.db.select().from(verificationReviews).where(eq(verificationReviews.userId, member.id));
    expect(row).toMatchObject({ status: 'expired', frames: [] });
  });
});
