import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminUserSearchResponse, TGenerateFakeProfilesResponse } from '@quad/contract';
import { photos, reports, users } from '@/db/schema/index';
import { bearer, createMember, useMember } from '@/test-support/accounts';
import { writeMessage } from '@/test-support/message-history';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man', institutionId: 'sait' });

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

describe('test profiles', () => {
  it('clamps the count to 1-100', async () => {
    const one = await call('POST', '/api/admin/generate-fake-profiles', { count: 0 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<TGenerateFakeProfilesResponse>().created).toBe(1);
    await call('DELETE', '/api/admin/fake-profiles');
  });

  it('creates varied, marked test members with photos at the admin’s institution, and removes them', async () => {
    const res = await call('POST', '/api/admin/generate-fake-profiles', { count: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TGenerateFakeProfilesResponse>();
    expect(body).toMatchObject({
      created: 12,
      msg: 'Generated 12 test profiles at Southern Alberta Institute of Technology.',
    });

    const listed = (
      await call('GET', '/api/admin/users/search?is_test_account=true&per_page=50')
    ).json<TAdminUserSearchResponse>();
    expect(listed.total).toBe(12);
    for (const u of listed.users) {
      expect(u).toMatchObject({ is_test_account: true, email_verified: true, institution: { id: 'sait' } });
      expect(u.photos).toHaveLength(1);
      expect(u.profile_text.length).toBeGreaterThan(20);
      expect(u.age).toBeGreaterThanOrEqual(18);
    }
    expect(new Set(listed.users.map((u) => u.profile_text)).size).toBeGreaterThan(6);
    expect(new Set(listed.users.map((u) => u.gender)).size).toBeGreaterThan(1);
    // The photo files exist and are served to the administrator.
    const photo = await t.app.inject({ method: 'GET', url: listed.users[0]!.photos[0]!.thumbnail });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/webp');
    // They cannot sign in.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, body.users[0]!.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.email).toMatch(/@test\.invalid$/);

    // A real member who talked to and reported one of them keeps their account.
    const member = await createMember(t, { institutionId: 'sait', email: 'real.person@edu.sait.ca' });
    await writeMessage(t, member.id, body.users[0]!.id, { content: 'hi!' });
    await t.ctx.db
      .insert(reports)
      .values({ reporterId: member.id, reportedId: body.users[1]!.id, reason: 'fake_profile' });

    const removed = await call('DELETE', '/api/admin/fake-profiles');
    expect(removed.json()).toEqual({ msg: 'Removed 12 test profiles.', removed: 12 });
    expect(await t.ctx.db.select().from(users).where(eq(users.isTestAccount, true))).toEqual([]);
    expect(await t.ctx.db.select().from(photos)).toEqual([]);
    expect(await t.ctx.photos.read(listed.users[0]!.photos[0]!.url.split('/').pop()!.split('?')[0]!)).toBeNull();
    const [still] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(still!.deletedAt).toBeNull();
  });
});
