import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSelfieChallenge, TSelfieResult } from '@quad/contract';
import { bearer, createMember } from '@/test-support/accounts';
import { addPhoto } from '@/test-support/photo-upload';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { sendSelfie, vary } from './verification.test-support';

// The real face models: loading them and each image take a while on a shared machine.
const SLOW = 180_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SELFIE_POSES: 'smile,turn_right' } });
}, SLOW);
afterAll(async () => t.close());

describe('the selfie check’s model work', () => {
  it(
    'reads the profile photos’ faces while the member poses, once, and the smile only where asked',
    async () => {
      const member = await createMember(t);
      await addPhoto(t, member.token, await vary('person-e', { side: 480 }));
      await addPhoto(t, member.token, await vary('person-e', { brightness: 1.1, rotate: 3, shift: 0.04, side: 440 }));
      const analyse = vi.spyOn(t.ctx.faces, 'analyse');

      const started = await t.app.inject({
        method: 'POST',
        url: '/api/verification/challenge',
        headers: bearer(member.token),
      });
      expect(started.statusCode, started.body).toBe(200);
      // The challenge is answered at once; both photos are analysed behind it.
      await vi.waitFor(() => expect(analyse).toHaveBeenCalledTimes(2), { timeout: 60_000, interval: 100 });
      expect(analyse.mock.calls.map(([, options]) => options?.expression ?? false)).toEqual([false, false]);

      const frames = [
        await vary('person-e', { brightness: 0.9, shift: 0.07, side: 400 }),
        await vary('person-e', { rotate: -2, shift: 0.02, side: 420 }),
      ];
      const res = await sendSelfie(t, member.token, started.json<TSelfieChallenge>().challenge_id, frames);
      expect(res.statusCode, res.body).toBe(200);
      // The photos came from memory: only the two frames were analysed, the smile with its expression.
      expect(analyse).toHaveBeenCalledTimes(4);
      expect(analyse.mock.calls.slice(2).map(([, options]) => options?.expression)).toEqual([true, false]);
      // Whatever the poses made of person-e's photograph, the faces matched.
      expect(res.json<TSelfieResult>().reasons).not.toContain('face_mismatch');
      analyse.mockRestore();
    },
    SLOW,
  );
});
