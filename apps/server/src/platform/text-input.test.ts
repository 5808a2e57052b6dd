import { describe, expect, it } from 'vitest';
import { bearer, createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { hasUnstorableText, NULL_BODY_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './text-input';

const t = useTestApp();

const registration = {
  email: 'someone@ucalgary.ca',
  password: 'long enough password',
  institution_id: 'ucalgary',
  age: 25,
  gender: 'woman',
  orientation: 'androphilic',
  height_inches: 66,
};

describe('text PostgreSQL cannot store', () => {
  it('is found at any depth, in keys too', () => {
    expect(hasUnstorableText({ a: [{ b: 'ok' }] })).toBe(false);
    expect(hasUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ a: ['\uD800'] })).toBe(true);
    expect(hasUnstorableText({ ['k\uDC00']: 1 })).toBe(true);
    expect(hasUnstorableText('emoji \u{1F600} is fine')).toBe(false);
  });

  it('a NUL character or an unpaired surrogate in a body answers 400 { msg }, not a 500', async () => {
    for (const institution_id of ['\u0000', 'ucalgary\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration, institution_id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: UNSTORABLE_TEXT_MESSAGE, code: 'bad_request' });
    }
    const admin = await createMember(t, { isAdmin: true });
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/payment-status`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '{"is_paid":true,"admin_note":"\\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: UNSTORABLE_TEXT_MESSAGE, code: 'bad_request' });
  });

  it('in a query string answers 400 as well', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/institutions?q=%00' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a JSON body that is null', () => {
  it('answers 400 { msg } on a route whose body is optional, while no body at all still works', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const member = await createMember(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspend`,
      headers: bearer(admin.token),
      payload: { reason: 'Testing' },
    });
    const sentNull = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/unsuspend`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(sentNull.statusCode).toBe(400);
    expect(sentNull.json()).toEqual({ msg: NULL_BODY_MESSAGE, code: 'bad_request' });

    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/unsuspend`,
      headers: bearer(admin.token),
    });
    expect(noBody.statusCode).toBe(200);
  });
});
