import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@quad/contract';
import { createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { SESSION_CACHE_TTL_MS } from './session.service';

const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SessionService', () => {
  it('reads the sessions of requests arriving together in one statement, each its own', async () => {
    const members = [await createMember(t), await createMember(t), await createMember(t)];
    const revoked = await createMember(t);
    // Tokens already checked once: what is left to read is the sessions.
    for (const m of [...members, revoked]) await t.ctx.sessions.authenticate(m.token);
    await t.ctx.sessions.logout(revoked.token);
    t.clock.advance(SESSION_CACHE_TTL_MS);

    const select = vi.spyOn(t.ctx.db, 'select');
    const outcomes = await Promise.allSettled(
      [...members, revoked, members[0]!].map((m) => t.ctx.sessions.authenticate(m.token)),
    );
    expect(select).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.user.id : (o.reason as Error).message))).toEqual([
      ...members.map((m) => m.id),
      MSG.sessionExpired,
      members[0]!.id,
    ]);
  });
});
