import { describe, expect, it } from 'vitest';
import {
  ADMIN_MANAGE_MSG,
  MSG,
  type TAdminAccounts,
  type TAdminInstitutionResponse,
  type TAdminInstitutions,
  type TCreateAdminResponse,
} from '@quad/contract';
import { bearer, createMember, useMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man', email: 'lead.admin@ucalgary.ca' });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin.token) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('admin accounts', () => {
  it('creates an administrator with the specification defaults, lists them with is_current_user', async () => {
    const res = await call('POST', '/api/admin/create-admin', {
      email: 'Second.Admin@example.org',
      password: 'a long admin passphrase',
      notification_email: 'alerts@example.org',
      institution_id: 'sait',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<TCreateAdminResponse>();
    expect(created.admin).toMatchObject({
      email: 'second.admin@example.org',
      admin_email: 'alerts@example.org',
      institution: { id: 'sait' },
      is_current_user: false,
    });

    const list = (await call('GET', '/api/admin/admins')).json<TAdminAccounts>().admins;
    expect(list.find((a) => a.id === admin.id)).toMatchObject({ is_current_user: true, admin_email: null });
    expect(list.map((a) => a.id)).toContain(created.admin.id);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'second.admin@example.org', password: 'a long admin passphrase' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(login.json<{ access_token: string }>().access_token),
    });
    expect(me.json()).toMatchObject({
      is_admin: true,
      gender: 'man',
      orientation: 'ambiphilic',
      age: 30,
      height_inches: 70,
    });
  });

  it('refuses a short password, an age out of range and an unknown institution with field errors', async () => {
    const res = await call('POST', '/api/admin/create-admin', {
      email: 'x@example.org',
      password: 'short',
      institution_id: 'ucalgary',
      age: 17,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ password: MSG.passwordTooShort, age: MSG.ageRange });
    const unknown = await call('POST', '/api/admin/create-admin', {
      email: 'y@example.org',
      password: 'long enough password',
      institution_id: 'nowhere',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('institution_id');
  });

  it('edits only its own account, and sets the notification e-mail', async () => {
    const other = await createMember(t, { isAdmin: true });
    const refused = await call('PATCH', `/api/admin/admins/${other.id}`, {
      email: 'new@ucalgary.ca',
      institution_id: 'ucalgary',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: ADMIN_MANAGE_MSG.editOwnOnly, code: 'forbidden' });

    const taken = await call('PATCH', `/api/admin/admins/${admin.id}`, { email: other.email, institution_id: 'mru' });
    expect(taken.statusCode).toBe(409);

    const ok = await call('PATCH', `/api/admin/admins/${admin.id}`, {
      email: 'Lead.Admin2@ucalgary.ca',
      notification_email: 'lead-alerts@ucalgary.ca',
      institution_id: 'mru',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().admin).toMatchObject({
      email: 'lead.admin2@ucalgary.ca',
      admin_email: 'lead-alerts@ucalgary.ca',
      institution: { id: 'mru' },
      is_current_user: true,
    });
    const missing = await call('PATCH', `/api/admin/admins/${admin.id}`, { institution_id: 'mru' });
    expect(missing.statusCode).toBe(422);

    const note = await call('POST', '/api/admin/notification-email', { email: 'Desk@ucalgary.ca' });
    expect(note.json()).toEqual({ msg: ADMIN_MANAGE_MSG.notificationEmailUpdated, admin_email: 'desk@ucalgary.ca' });
    expect((await call('GET', '/api/admin/check')).json()).toEqual({ is_admin: true, admin_email: 'desk@ucalgary.ca' });
    expect((await call('POST', '/api/admin/notification-email', { email: 'nope' })).statusCode).toBe(400);
    await call('PATCH', `/api/admin/admins/${admin.id}`, { email: admin.email, institution_id: 'ucalgary' });
  });

  it('deletes other administrators but never itself; the deleted admin cannot register again', async () => {
    const self = await call('DELETE', `/api/admin/admins/${admin.id}/delete`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ msg: MSG.cannotDeleteSelf, code: 'forbidden' });

    const member = await createMember(t);
    expect((await call('DELETE', `/api/admin/admins/${member.id}/delete`)).statusCode).toBe(404);

    const other = await createMember(t, { isAdmin: true });
    const res = await call('DELETE', `/api/admin/admins/${other.id}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: ADMIN_MANAGE_MSG.adminDeleted });
    expect((await call('GET', '/api/admin/check', undefined, other.token)).statusCode).toBe(401);
    const list = (await call('GET', '/api/admin/admins')).json<TAdminAccounts>().admins;
    expect(list.map((a) => a.id)).not.toContain(other.id);
    const again = await call('POST', '/api/admin/create-admin', {
      email: other.email,
      password: 'a long admin passphrase',
      institution_id: 'ucalgary',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe(MSG.emailNotReturnable);
  });
});

describe('institutions', () => {
  const create = (payload: Record<string, unknown>) => call('POST', '/api/admin/institutions', payload);

  it('creates one with blank domains dropped, threshold 25 when invalid, order 0 by default, and wildcards', async () => {
    const res = await create({
      name: 'Bow Valley College',
      name_abbreviated: 'BVC',
      domains: ['bowvalleycollege.ca', '  ', '*.bvc.ca', ''],
      payment_threshold: 'lots',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { institution } = res.json<TAdminInstitutionResponse>();
    expect(institution).toMatchObject({
      id: 'bvc',
      name: 'Bow Valley College',
      domains: ['bowvalleycollege.ca', '*.bvc.ca'],
      payment_threshold: 25,
      display_order: 0,
      user_count: 0,
      can_delete: true,
      payment_required: false,
    });
    // Members can now sign up with a subdomain address.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'student@mail.bvc.ca',
        password: 'long enough password',
        institution_id: 'bvc',
        age: 20,
        gender: 'woman',
        orientation: 'androphilic',
        height_inches: 64,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const listed = (await call('GET', '/api/admin/institutions')).json<TAdminInstitutions>().institutions;
    expect(listed[0]).toMatchObject({ id: 'bvc', user_count: 1, can_delete: false });
    expect(listed.map((i) => i.display_order)).toEqual([...listed.map((i) => i.display_order)].sort((a, b) => a - b));
  });

  it('requires a name and a non-blank domain, and refuses a taken name or domain', async () => {
    const noName = await create({ name: ' ', domains: ['x.ca'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toContain(ADMIN_MANAGE_MSG.institutionNameRequired);
    const noDomain = await create({ name: 'Nowhere U', domains: ['  '] });
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().msg).toContain(ADMIN_MANAGE_MSG.institutionDomainRequired);
    expect((await create({ name: 'SAIT', domains: ['other.ca'] })).statusCode).toBe(409);
    const domain = await create({ name: 'Copy U', domains: ['ucalgary.ca'] });
    expect(domain.statusCode).toBe(409);
    expect(domain.json().msg).toBe(ADMIN_MANAGE_MSG.domainInUse('ucalgary.ca', 'University of Calgary'));
  });

  it('edits the threshold and order, and deletes only an institution without accounts', async () => {
    const made = (
      await create({ name: 'Ambrose University', domains: ['ambrose.edu'], display_order: 9 })
    ).json<TAdminInstitutionResponse>();
    const edit = await call('PATCH', `/api/admin/institutions/${made.institution.id}`, {
      payment_threshold: 3,
      display_order: 4,
      domains: ['ambrose.edu', 'students.ambrose.edu'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<TAdminInstitutionResponse>().institution).toMatchObject({
      payment_threshold: 3,
      display_order: 4,
      domains: ['ambrose.edu', 'students.ambrose.edu'],
      name: 'Ambrose University',
    });
    expect((await call('PATCH', '/api/admin/institutions/nowhere', { display_order: 1 })).statusCode).toBe(404);

    const busy = await call('DELETE', '/api/admin/institutions/ucalgary');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ msg: ADMIN_MANAGE_MSG.institutionHasUsers, code: 'conflict' });
    const res = await call('DELETE', `/api/admin/institutions/${made.institution.id}`);
    expect(res.json()).toEqual({ msg: ADMIN_MANAGE_MSG.institutionDeleted });
    const publicList = await t.app.inject({ method: 'GET', url: '/api/institutions' });
    expect(publicList.json<{ id: string }[]>().map((i) => i.id)).not.toContain(made.institution.id);
  });
});
