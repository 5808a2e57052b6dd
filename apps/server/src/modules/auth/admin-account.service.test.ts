import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember, uniqueEmail } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { createAdminAccount, ensureBootstrapAdmin } from './admin-account.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (app) => {
      app.get('/test/admin', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => t.close());

describe('createAdminAccount', () => {
  it('creates a verified administrator with the admin-area defaults, who can sign in', async () => {
    const email = uniqueEmail('quad.example');
    const admin = await createAdminAccount(t.ctx, { email, password: 'admin password', institution_id: 'sait' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({
      email,
      isAdmin: true,
      emailVerified: true,
      institutionId: 'sait',
      gender: 'man',
      orientation: 'ambiphilic',
      age: 30,
      heightInches: 70,
      adminEmail: email,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'admin password' },
    });
    const token = login.json<{ access_token: string }>().access_token;
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('takes the optional details and the notification e-mail', async () => {
    const admin = await createAdminAccount(t.ctx, {
      email: uniqueEmail(),
      password: 'admin password',
      institution_id: 'mru',
      notification_email: 'Alerts@Quad.Example',
      gender: 'WOMAN',
      orientation: 'ANDROPHILIC',
      age: 41,
      height_inches: 64,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({
      gender: 'woman',
      orientation: 'androphilic',
      age: 41,
      adminEmail: 'alerts@quad.example',
    });
  });

  it.each([
    [{ email: 'nope' }, MSG.invalidEmail],
    [{ password: 'short' }, MSG.passwordTooShort],
    [{ institution_id: 'harvard' }, 'Unknown institution "harvard" (known: ucalgary, sait, mru)'],
    [{ age: 12 }, MSG.ageRange],
  ])('refuses %o', async (override, message) => {
    const request = { email: uniqueEmail(), password: 'admin password', institution_id: 'ucalgary', ...override };
    await expect(createAdminAccount(t.ctx, request)).rejects.toMatchObject({ statusCode: 422, message });
  });

  it('refuses an e-mail in use, and an admin-deleted one', async () => {
    const m = await createMember(t);
    await expect(
      createAdminAccount(t.ctx, { email: m.email, password: 'admin password', institution_id: 'ucalgary' }),
    ).rejects.toMatchObject({ statusCode: 409, message: MSG.emailExists });
    await deleteAccount(t.ctx, m.id, { type: 'admin_deleted' });
    await expect(
      createAdminAccount(t.ctx, { email: m.email, password: 'admin password', institution_id: 'ucalgary' }),
    ).rejects.toMatchObject({ statusCode: 403, message: MSG.emailNotReturnable });
  });
});

describe('ensureBootstrapAdmin (ADMIN_EMAIL on start)', () => {
  it('creates the administrator once', async () => {
    const admin = { email: uniqueEmail(), password: 'bootstrap password', institution: 'ucalgary' };
    expect(await ensureBootstrapAdmin(t.ctx, undefined)).toBe('not-configured');
    expect(await ensureBootstrapAdmin(t.ctx, admin)).toMatchObject({ email: admin.email });
    expect(await ensureBootstrapAdmin(t.ctx, admin)).toBe('exists');
  });
});
