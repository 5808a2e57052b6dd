import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
let member: TestMember;
let admin: TestMember;
let adminRoutes: [string, string][];
beforeAll(async () => {
  member = await createMember(t);
  admin = await createMember(t, { isAdmin: true });
  // Every documented route under /api/admin, read from the app's own OpenAPI description.
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  adminRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((method): [string, string] => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')]),
    );
});

describe('the admin gate', () => {
  it('covers the whole admin area', () => {
    const paths = new Set(adminRoutes.map(([, p]) => p));
    for (const expected of [
      '/api/admin/check',
      '/api/admin/statistics',
      '/api/admin/users/search',
      '/api/admin/users/1/details',
      '/api/admin/payments/pending',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('refuses every admin route without a token (401) and to a member (403 with msg)', async () => {
    const failures: string[] = [];
    for (const [method, url] of adminRoutes) {
      const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      if (anonymous.statusCode !== 401) failures.push(`${method} ${url} anonymous: ${anonymous.statusCode}`);
      const forbidden = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(member.token) });
      if (forbidden.statusCode !== 403 || forbidden.json<{ msg: string }>().msg !== MSG.notAdmin) {
        failures.push(`${method} ${url} member: ${forbidden.statusCode} ${forbidden.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets an administrator through: the check names the notification e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/check', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_admin: true, admin_email: null });
  });
});
