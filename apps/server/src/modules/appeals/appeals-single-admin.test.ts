import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TMyAppealsResponse } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';

/** The different-administrator rule gives way when no other administrator exists. */
describe('appeals with a single administrator', () => {
  let solo: TestApp;
  afterAll(async () => {
    await solo.close();
  });
  it('lets the only administrator decide an appeal of their own action', async () => {
    solo = await createTestApp();
    const only = await createMember(solo, { isAdmin: true, gender: 'man' });
    const someone = await createMember(solo, { gender: 'woman' });
    await solo.app.inject({
      method: 'POST',
      url: `/api/admin/users/${someone.id}/warn`,
      headers: bearer(only.token),
      payload: { warning_message: 'Careful' },
    });
    const list = await solo.app.inject({ method: 'GET', url: '/api/users/me/appeals', headers: bearer(someone.token) });
    const actionId = list.json<TMyAppealsResponse>().appealable[0]!.admin_action_id;
    const filed = await solo.app.inject({
      method: 'POST',
      url: '/api/users/me/appeals',
      headers: bearer(someone.token),
      payload: { admin_action_id: actionId, text: 'It was a misunderstanding.' },
    });
    const decided = await solo.app.inject({
      method: 'POST',
      url: `/api/admin/appeals/${filed.json<{ appeal: { id: number } }>().appeal.id}/review`,
      headers: bearer(only.token),
      payload: { decision: 'uphold', message: 'The warning stands.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [row] = await solo.ctx.db.select().from(users).where(eq(users.id, someone.id));
    expect(row!.hasActiveWarning).toBe(true);
  });
});
