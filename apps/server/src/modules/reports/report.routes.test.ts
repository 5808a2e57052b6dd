import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, REPORT_DESCRIPTION_MAX, REPORT_REPEAT_WINDOW_MS } from '@quad/contract';
import { reports, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();

const report = (as: TestMember, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/report`,
    headers: bearer(as.token),
    payload: payload as object,
  });

const reportsAgainst = (id: number) => t.ctx.db.select().from(reports).where(eq(reports.reportedId, id));

describe('POST /api/users/{id}/report', () => {
  it('files a report with a reason from the list and an optional description', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t, { gender: 'man' });
    const res = await report(alice, bob.id, { reason: 'harassment', description: '  kept messaging after I said no ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, msg: MSG.reportSubmitted });
    expect(await reportsAgainst(bob.id)).toMatchObject([
      { reporterId: alice.id, reason: 'harassment', description: 'kept messaging after I said no', status: 'pending' },
    ]);
    expect((await report(alice, bob.id, { reason: 'fake_profile' })).statusCode).toBe(200);
    expect((await reportsAgainst(bob.id)).at(-1)!.description).toBeNull();
  });

  it('accepts the same member and reason once a day', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t, { gender: 'man' });
    expect((await report(alice, bob.id, { reason: 'spam' })).statusCode).toBe(200);
    const again = await report(alice, bob.id, { reason: 'spam', description: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: MSG.alreadyReported, code: 'already_reported' });
    const carol = await createMember(t);
    expect((await report(carol, bob.id, { reason: 'spam' })).statusCode).toBe(200);
    t.clock.advance(REPORT_REPEAT_WINDOW_MS + 1_000);
    // A day later, signed in again (the old access token has expired).
    const { token } = await t.ctx.sessions.create(alice.id);
    expect((await report({ ...alice, token }, bob.id, { reason: 'spam' })).statusCode).toBe(200);
    expect(await reportsAgainst(bob.id)).toHaveLength(3);
  });

  it('keeps one report when the same one is sent several times at once', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t, { gender: 'man' });
    const results = await Promise.all(Array.from({ length: 5 }, () => report(alice, bob.id, { reason: 'underage' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await reportsAgainst(bob.id)).toHaveLength(1);
  });

  it('refuses a missing or unknown reason, a long description, oneself, nobody and the deleted', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t, { gender: 'man' });
    const missing = await report(alice, bob.id, { description: 'no reason' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ msg: string }>().msg).toContain(MSG.reportReasonRequired);
    const unknown = await report(alice, bob.id, { reason: 'rude' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ msg: string }>().msg).toContain(MSG.reportReasonUnknown);
    const long = await report(alice, bob.id, { reason: 'other', description: 'x'.repeat(REPORT_DESCRIPTION_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(await report(alice, alice.id, { reason: 'spam' })).toMatchObject({ statusCode: 400 });
    expect((await report(alice, alice.id, { reason: 'spam' })).json()).toEqual({
      msg: MSG.cannotReportSelf,
      code: 'bad_request',
    });
    expect((await report(alice, 99_999_999, { reason: 'spam' })).json()).toEqual({
      msg: MSG.userNotFound,
      code: 'not_found',
    });
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, bob.id));
    expect((await report(alice, bob.id, { reason: 'spam' })).statusCode).toBe(404);
    expect((await report(alice, 'abc', { reason: 'spam' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/users/${bob.id}/report`,
      payload: { reason: 'spam' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await reportsAgainst(bob.id)).toHaveLength(0);
  });
});
