import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect } from 'vitest';
import type { TBrowseResponse } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember, type MemberOptions, type TestMember } from '@/test-support/accounts';
import { lastSeen } from '@/test-support/message-history';
import { createTestApp, type TestApp } from '@/test-support/test-app';

export const MINUTE = 60_000;

/** A fresh app per test with a viewer (a man into women), and what the browse tests ask of it. */
export function useBrowseScene() {
  const scene = {} as { t: TestApp; viewer: TestMember };
  beforeEach(async () => {
    scene.t = await createTestApp();
    scene.viewer = await createMember(scene.t, { gender: 'man', orientation: 'gynephilic' });
  });
  afterEach(async () => {
    await scene.t.close();
  });

  const get = (url: string, token = scene.viewer.token) =>
    scene.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  async function browse(query = '', token = scene.viewer.token): Promise<TBrowseResponse> {
    const res = await get(`/api/users${query ? `?${query}` : ''}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBrowseResponse>();
  }
  const names = (page: TBrowseResponse) => page.users.map((u) => u.username);
  /** A member active `minutesAgo` minutes ago. */
  async function member(options: MemberOptions = {}, minutesAgo = 10): Promise<TestMember> {
    const m = await createMember(scene.t, options);
    await lastSeen(scene.t, m.id, minutesAgo * MINUTE);
    return m;
  }
  const setUser = (m: TestMember, values: Partial<typeof users.$inferInsert>) =>
    scene.t.ctx.db.update(users).set(values).where(eq(users.id, m.id));
  return { scene, get, browse, names, member, setUser };
}
