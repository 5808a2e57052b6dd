import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { givePhoto } from '@/test-support/message-history';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();

describe('GET /api/users/me', () => {
  it("answers the member's own account", async () => {
    const m = await createMember(t, { gender: 'nonbinary', orientation: 'ambiphilic', age: 27, heightInches: 69 });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: m.id,
      username: m.username,
      email: m.email,
      institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
      age: 27,
      gender: 'nonbinary',
      orientation: 'ambiphilic',
      height_inches: 69,
      profile_text: '',
      profile_visible: true,
      email_verified: true,
      is_admin: false,
      is_paid: false,
      is_under_payment_review: false,
      is_verified: false,
      payment_code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      deleted_at: null,
      is_suspended: false,
      suspension_reason: null,
      suspended_at: null,
      suspended_until: null,
      has_active_warning: false,
      warning_message: null,
      warning_issued_at: null,
      max_photos: 5,
      max_photo_size_mb: 10,
      created_at: t.clock.now().toISOString(),
      last_activity_at: t.clock.now().toISOString(),
      avatar_url: null,
      snooze: { snoozed: false, ends_at: null, until_turned_off: false },
    });
  });

  it('carries the published primary photo for the top bar, never one still pending', async () => {
    const m = await createMember(t);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) })).json<{
        avatar_url: string | null;
      }>().avatar_url;
    await givePhoto(t, m.id, { primary: true, pending: true });
    expect(await me()).toBeNull();
    const photo = await givePhoto(t, m.id, { primary: true });
    const url = await me();
    // Signed for the member, as every photo URL is.
    expect(url).toBe(t.ctx.photoUrls.url(photo.thumbnail, m.id, t.clock.now()));
  });

  it('dismisses the active warning', async () => {
    const m = await createMember(t);
    await t.ctx.db
      .update(users)
      .set({ hasActiveWarning: true, warningMessage: 'Be kind', warningIssuedAt: t.clock.now() })
      .where(eq(users.id, m.id));
    const me = () => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
    expect((await me()).json()).toMatchObject({ has_active_warning: true, warning_message: 'Be kind' });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/dismiss-warning', headers: bearer(m.token) });
    expect(res.json()).toEqual({ ok: true, msg: MSG.warningDismissed });
    expect((await me()).json()).toMatchObject({ has_active_warning: false });
  });
});
