import { describe, expect, it } from 'vitest';
import { ADMIN_MANAGE_MSG, DEFAULT_SETTINGS, type TAdminSettingsResponse } from '@quad/contract';
import { bearer, createMember, useMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { screenAndRecordMessage } from '@/modules/moderation/moderation.service';
import { storeMessage } from '@/modules/moderation/moderation.test-support';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });

const put = (card: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings${card}`, headers: bearer(admin.token), payload });
const all = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/settings/all', headers: bearer(admin.token) })
  ).json<TAdminSettingsResponse>().settings;

describe('settings cards', () => {
  it('lists every setting with its default', async () => {
    expect(await all()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['/cooldown', { deletion_cooldown_days: 0 }],
    ['/cooldown', { deletion_cooldown_days: 366 }],
    ['/media', { max_photo_size_mb: 0 }],
    ['/media', { max_photo_size_mb: 51 }],
    ['/security', { verification_code_expiry_minutes: 4 }],
    ['/security', { verification_code_expiry_minutes: 1441 }],
    ['/activity', { user_activity_threshold_days: 0, active_chat_days: 14 }],
    ['/activity', { user_activity_threshold_days: 30, active_chat_days: 366 }],
    ['/payment', { payment_amount: -1, payment_currency: 'CAD', recipient_email: 'pay@quad.ca' }],
    ['/payment', { payment_amount: 20.005, payment_currency: 'CAD', recipient_email: 'pay@quad.ca' }],
    ['/payment', { payment_amount: 20, payment_currency: 'CADX', recipient_email: 'pay@quad.ca' }],
    ['/payment', { payment_amount: 20, payment_currency: 'CAD', recipient_email: 'not-an-email' }],
  ])('PUT %s refuses %j out of range with 400 and a message', async (card, payload) => {
    const before = await all();
    const res = await put(card, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid /);
    expect(await all()).toEqual(before);
  });

  it('accepts the range limits and applies them at once, without a restart', async () => {
    expect((await put('/cooldown', { deletion_cooldown_days: 365 })).json()).toMatchObject({
      msg: ADMIN_MANAGE_MSG.cooldownSettingsUpdated,
      settings: { deletion_cooldown_days: 365 },
    });
    expect((await put('/security', { verification_code_expiry_minutes: 5 })).statusCode).toBe(200);
    expect((await put('/activity', { user_activity_threshold_days: 1, active_chat_days: 365 })).statusCode).toBe(200);
    const payment = await put('/payment', {
      payment_amount: 25.5,
      payment_currency: 'usd',
      recipient_email: 'Pay@Quad.ca',
    });
    expect(payment.json().settings).toMatchObject({
      payment_amount: 25.5,
      payment_currency: 'USD',
      recipient_email: 'pay@quad.ca',
    });

    const media = await put('/media', { max_photo_size_mb: 50 });
    expect(media.json().msg).toBe(ADMIN_MANAGE_MSG.mediaSettingsUpdated);
    // Members see the new values on their next request.
    const member = await createMember(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member.token) });
    expect(me.json().max_photo_size_mb).toBe(50);
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/auth/public/settings' });
    expect(publicSettings.json()).toMatchObject({
      default_deletion_cooldown_days: 365,
      payment_amount: '25.50',
      payment_currency: 'USD',
    });
  });
});

describe('key/value settings', () => {
  it('type-checks the value per key and refuses keys of other cards', async () => {
    const set = (key: string, value: unknown) => put('', { key, value });
    expect((await set('autoflag_threshold_score', '70')).json()).toMatchObject({
      msg: ADMIN_MANAGE_MSG.settingUpdated,
      settings: { autoflag_threshold_score: 70 },
    });
    expect((await set('profile_screening_enabled', 'false')).json().settings.profile_screening_enabled).toBe(false);
    expect((await set('profile_screening_enabled', true)).json().settings.profile_screening_enabled).toBe(true);
    for (const [key, value] of [
      ['autoflag_threshold_score', '101'],
      ['autoflag_threshold_score', ''],
      ['autoflag_threshold_score', 'high'],
      ['autoflag_threshold_score', true],
      ['autoflag_enabled', 'yes'],
      ['autoflag_rapid_msg_threshold', '0'],
    ] as const) {
      const res = await set(key, value);
      expect(res.statusCode, `${key}=${String(value)}`).toBe(400);
    }
    const other = await set('payment_amount', '1');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ msg: ADMIN_MANAGE_MSG.settingNotEditable, code: 'bad_request' });
    expect((await set('no_such_key', '1')).statusCode).toBe(400);
    expect((await all()).autoflag_threshold_score).toBe(70);
  });

  it('switching message screening off takes effect on the next message', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const risky = 'send me $200 by e-transfer, text me at 403 555 0147 or paypal me';
    const log = { error: () => {} };
    expect((await screenAndRecordMessage(t.ctx, await storeMessage(t, a.id, b.id, risky), log))?.flagged).toBe(true);
    await put('', { key: 'autoflag_enabled', value: 'false' });
    expect(await screenAndRecordMessage(t.ctx, await storeMessage(t, a.id, b.id, risky), log)).toBeNull();
    await put('', { key: 'autoflag_enabled', value: 'true' });
  });
});
