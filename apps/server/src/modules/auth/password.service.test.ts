import * as argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './password.service';

// Every argon2 verification is counted; the real one still runs.
vi.mock('argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('password verification', () => {
  it('pays for one argon2id verification whether or not an account matched', async () => {
    const stored = await hashPassword('the right password');
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();

    expect(await verifyPassword(stored, 'not the password')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);

    for (const missing of [undefined, null, '']) {
      verify.mockClear();
      expect(await verifyPassword(missing, 'not the password')).toBe(false);
      expect(verify).toHaveBeenCalledTimes(1);
      // Against a real argon2id hash of the same cost, not a cheap stand-in.
      const against = verify.mock.calls[0]![0];
      expect(against).toMatch(
        new RegExp(
          `^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_OPTIONS.memoryCost},p=1,t=${PASSWORD_HASH_OPTIONS.timeCost}\\$`,
        ),
      );
    }
    expect(await verifyPassword(stored, 'the right password')).toBe(true);
  });
});
