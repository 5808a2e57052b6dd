import { describe, expect, it } from 'vitest';
import { HIDDEN_EMAILS_MAX, type THiddenEmailsSummary } from '@quad/contract';
import { bearer, useMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
const me = useMember(t);

const call = (method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/users/me/hidden-emails',
    headers: bearer(me.token),
    ...(payload ? { payload } : {}),
  });

describe('hidden e-mails', () => {
  it('stores keyed hashes only and answers a count with when addresses were added, never the addresses', async () => {
    expect((await call('GET')).json()).toEqual({ count: 0, max: HIDDEN_EMAILS_MAX, batches: [] });
    const res = await call('POST', { emails: ['Ex.Partner@ucalgary.ca', 'ex.partner@ucalgary.ca ', 'ta@mtroyal.ca'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('ex.partner');
    const summary = res.json<THiddenEmailsSummary>();
    expect(summary).toMatchObject({ count: 2, batches: [{ count: 2, added_at: t.clock.now().toISOString() }] });
    const stored = (await t.ctx.db.execute(`select email_key from hidden_emails`)) as { rows: { email_key: string }[] };
    for (const row of stored.rows) expect(row.email_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain('ucalgary');
  });

  it('refuses bad addresses and more than the limit, with a code', async () => {
    const bad = await call('POST', { emails: ['not an address'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', { emails: [] })).statusCode).toBe(400);
    const many = Array.from({ length: HIDDEN_EMAILS_MAX }, (_, i) => `classmate${i}@ucalgary.ca`);
    const over = await call('POST', { emails: many });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({ code: 'hidden_emails_limit' });
    // Nothing of a refused paste is kept.
    expect((await call('GET')).json()).toMatchObject({ count: 2 });
  });

  it('clears the whole list', async () => {
    const res = await call('DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, batches: [] });
  });
});
