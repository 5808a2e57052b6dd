import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser, TSaveDraftRequest, TSelfieChallenge, TSelfieResult } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { addPhoto, WHOLE } from '@/test-support/photo-upload';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { sendSelfie, vary, type Person } from './verification.test-support';

// The real face models: loading them and each image take a while on a shared machine.
const SLOW = 240_000;
let t: TestApp;
let viewer: TestMember;

beforeAll(async () => {
  // person-a smiles with her head turned to her right, so these poses fit her real photo.
  t = await createTestApp({ env: { SELFIE_POSES: 'smile,turn_right' } });
  viewer = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
}, SLOW);
afterAll(async () => t.close());

const form: TSaveDraftRequest = {
  gender: 'woman',
  orientation: 'androphilic',
  age: 25,
  height_inches: 66,
  profile_text: 'Rock climbing on weekends.',
};

const me = async (member: TestMember) =>
  (await t.app.inject({ url: '/api/users/me', headers: bearer(member.token) })).json<TCurrentUser>();

/** The member's card as another member sees it in browse. */
async function card(member: TestMember) {
  const res = await t.app.inject({ url: '/api/users', headers: bearer(viewer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ users: { id: number; is_verified: boolean }[] }>().users.find((c) => c.id === member.id);
}

async function verify(member: TestMember, frames: Buffer[]): Promise<TSelfieResult> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/verification/challenge',
    headers: bearer(member.token),
  });
  expect(started.statusCode, started.body).toBe(200);
  const res = await sendSelfie(t, member.token, started.json<TSelfieChallenge>().challenge_id, frames);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSelfieResult>();
}

/** Profile → Edit: upload `person`'s photo, make it the primary one, publish. */
async function publishNewPrimary(member: TestMember, person: Person, variation: Parameters<typeof vary>[1]) {
  const photo = await addPhoto(t, member.token, await vary(person, variation), { ...WHOLE, is_edit_mode: 'true' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/draft',
    headers: bearer(member.token),
    payload: { ...form, primary_photo_id: photo.id },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: bearer(member.token) });
  expect(published.statusCode, published.body).toBe(200);
  return photo;
}

/** Makes an already published photo the primary one again. */
async function publishPrimary(member: TestMember, photoId: number) {
  await t.app.inject({
    method: 'PUT',
    url: '/api/profile/draft',
    headers: bearer(member.token),
    payload: { ...form, primary_photo_id: photoId },
  });
  const published = await t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: bearer(member.token) });
  expect(published.statusCode, published.body).toBe(200);
}

describe('a verified member who changes the primary photo', () => {
  it(
    'keeps the badge for another photo of the same face, loses it for a different face until verified again',
    async () => {
      const member = await createMember(t);
      const first = await addPhoto(t, member.token, await vary('person-a', { side: 480 }));
      await addPhoto(t, member.token, await vary('person-a', { brightness: 1.15, rotate: 4, shift: 0.05, side: 440 }));
      const passed = await verify(member, [
        await vary('person-a', { brightness: 0.88, shift: 0.08, side: 400 }),
        await vary('person-a', { rotate: -3, shift: 0.03, side: 420 }),
      ]);
      expect(passed).toMatchObject({ passed: true });
      expect((await me(member)).is_verified).toBe(true);
      expect((await card(member))?.is_verified).toBe(true);

      // A new primary photo of the same face: the badge stays.
      await publishNewPrimary(member, 'person-a', { brightness: 0.95, rotate: 2, shift: 0.06, side: 460 });
      expect((await me(member)).is_verified).toBe(true);
      expect((await card(member))?.is_verified).toBe(true);

      // A new primary photo of someone else: the badge goes, on /me, on the card and in the filter.
      await publishNewPrimary(member, 'person-b', { side: 480 });
      expect((await me(member)).is_verified).toBe(false);
      expect((await card(member))?.is_verified).toBe(false);
      const verifiedOnly = await t.app.inject({ url: '/api/users?verified_only=true', headers: bearer(viewer.token) });
      expect(verifiedOnly.json<{ users: { id: number }[] }>().users.some((c) => c.id === member.id)).toBe(false);
      const status = await t.app.inject({ url: '/api/verification', headers: bearer(member.token) });
      expect(status.json()).toMatchObject({ is_verified: false, verified_at: null });

      // Putting the old photo back first does not bring the badge back by itself.
      await publishPrimary(member, first.id);
      expect((await me(member)).is_verified).toBe(false);

      // A fresh selfie does.
      const again = await verify(member, [
        await vary('person-a', { brightness: 0.92, shift: 0.1, side: 380 }),
        await vary('person-a', { rotate: 2, shift: 0.04, side: 410 }),
      ]);
      expect(again).toMatchObject({ passed: true, reasons: [] });
      expect((await me(member)).is_verified).toBe(true);
      expect((await card(member))?.is_verified).toBe(true);
    },
    SLOW,
  );
});
