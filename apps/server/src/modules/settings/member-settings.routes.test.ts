import { describe, expect, it } from 'vitest';
import { bearer, createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();

describe('GET/PATCH /api/settings', () => {
  it('starts visible, hides and shows the profile', async () => {
    const member = await createMember(t);
    const get = () => t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(member.token) });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(member.token), payload });
    expect((await get()).json()).toEqual({
      profile_visible: true,
      share_read_receipts: true,
      share_typing: true,
      verified_only_contact: false,
    });
    expect((await patch({ profile_visible: false })).json()).toMatchObject({ profile_visible: false });
    expect((await get()).json()).toMatchObject({ profile_visible: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member.token) });
    expect(me.json().profile_visible).toBe(false);
    expect((await patch({ profile_visible: true })).json()).toMatchObject({ profile_visible: true });
  });

  it('refuses an empty change, unknown keys and wrong types', async () => {
    const member = await createMember(t);
    for (const payload of [{}, { is_admin: true }, { profile_visible: 'no' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(member.token), payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('is for signed-in members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', payload: { profile_visible: false } });
    expect(res.statusCode).toBe(401);
  });
});
