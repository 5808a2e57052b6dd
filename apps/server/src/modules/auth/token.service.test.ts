import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@/platform/clock';
import { signAccessToken, verifyAccessToken } from './token.service';

const config = () => ({
  jwtSecret: new TextEncoder().encode('token-test-secret-token-test-secret'),
  accessTokenTtlMs: 60_000,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('verifyAccessToken', () => {
  it('checks the signature of a token once, then answers from memory until the token expires', async () => {
    const c = config();
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const sessionId = randomUUID();
    const token = await signAccessToken(c, clock, 7, sessionId);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const claims = {
      userId: 7,
      sessionId,
      issuedAtMs: clock.now().getTime(),
      expiresAtMs: clock.now().getTime() + 60_000,
    };
    expect(await verifyAccessToken(c, clock, token)).toEqual(claims);
    expect(await verifyAccessToken(c, clock, token)).toEqual(claims);
    clock.advance(59_999);
    expect(await verifyAccessToken(c, clock, token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await verifyAccessToken(c, clock, token)).toBeNull();
    expect(await verifyAccessToken(c, clock, token)).toBeNull();
  });

  it('never lets a known token vouch for another string, or for another secret', async () => {
    const c = config();
    const clock = new ManualClock();
    const token = await signAccessToken(c, clock, 7, randomUUID());
    expect(await verifyAccessToken(c, clock, token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await verifyAccessToken(c, clock, altered)).toBeNull();
    const other = { ...c, jwtSecret: new TextEncoder().encode('another-secret-another-secret-another') };
    expect(await verifyAccessToken(other, clock, token)).toBeNull();
  });
});
