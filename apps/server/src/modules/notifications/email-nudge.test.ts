import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { decodeQuotedPrintable, SmtpInbox } from '@/test-support/smtp-inbox';
import { TestPushService } from '@/test-support/push-service';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { clientId, send } from '@/modules/chat/chat.test-support';
import { sendEmailNudges } from './email-nudge.service';

const inbox = new SmtpInbox();
const pushService = new TestPushService();
let t: TestApp;
const sockets: TestSocket[] = [];
const MINUTE = 60_000;

beforeAll(async () => {
  await Promise.all([inbox.start(), pushService.start()]);
  t = await createTestApp({
    mail: 'configured',
    env: {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://quad.example',
      PUSH_ENDPOINT_ALLOWLIST: pushService.origin,
      EMAIL_NUDGE_INTERVAL_SECONDS: '0',
    },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await Promise.all([inbox.stop(), pushService.stop()]);
});

/** A new session's token: the clock moved past the old one's lifetime. */
async function signIn(member: TestMember): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.email, password: member.password },
  });
  return res.json<{ access_token: string }>().access_token;
}

/** Alice writes to Bob, then leaves; nobody reads it. */
async function unreadMessage(from: TestMember, to: TestMember, message = 'are you free on friday'): Promise<void> {
  const socket = await connectSocket(t, await signIn(from));
  expect((await send(socket, { recipient_id: to.id, message, client_id: clientId() })).ok).toBe(true);
  await t.ctx.background.settled();
  socket.disconnect();
}

const pair = async () =>
  [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })] as const;

describe('the e-mail nudge', () => {
  it('e-mails an unread message after the delay, once a day per conversation, without its text', async () => {
    const [alice, bob] = await pair();
    await unreadMessage(alice, bob, 'meet me by the library');
    t.clock.advance(59 * MINUTE);
    expect(await sendEmailNudges(t.ctx)).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect(await sendEmailNudges(t.ctx)).toBe(1);

    const [mail] = inbox.to(bob.email);
    // Headers unfolded, as a mail client reads them.
    const raw = decodeQuotedPrintable(mail!.raw).replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^Subject: You have a new message on Quad$/m);
    expect(raw).toContain(`https://quad.example/chat/${alice.id}`);
    expect(raw).not.toContain('library');
    expect(raw).not.toContain(alice.username);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: +<(https:\/\/quad\.example\/api\/notifications\/unsubscribe\?token=[^>]+)>$/m.exec(
      raw,
    );
    expect(link).not.toBeNull();

    // A second message the same day: no second e-mail about this conversation.
    t.clock.advance(MINUTE);
    await unreadMessage(alice, bob, 'still there');
    t.clock.advance(2 * 60 * MINUTE);
    expect(await sendEmailNudges(t.ctx)).toBe(0);
    t.clock.advance(24 * 60 * MINUTE);
    expect(await sendEmailNudges(t.ctx)).toBe(1);
    expect(inbox.to(bob.email)).toHaveLength(2);

    // The one-click unsubscribe, as a mail client posts it (RFC 8058).
    const url = new URL(link![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: bearer(await signIn(bob)),
    });
    expect(settings.json()).toMatchObject({ email_nudges: false });
    await unreadMessage(alice, bob, 'hello again');
    t.clock.advance(26 * 60 * MINUTE);
    expect(await sendEmailNudges(t.ctx)).toBe(0);
  });

  it('refuses a forged unsubscribe token', async () => {
    const [, bob] = await pair();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${bob.id}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'unsubscribe_link_invalid' });
  });

  it('stays away from a member a push reached, a read message and a muted conversation', async () => {
    const [alice, bob] = await pair();
    const sub = pushService.subscription();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(bob.token),
      payload: { endpoint: sub.endpoint, keys: sub.keys },
    });
    await unreadMessage(alice, bob);
    expect(pushService.pushesTo(sub)).toHaveLength(1);

    const [carol, dave] = await pair();
    await unreadMessage(carol, dave);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/messages/mark-read/${carol.id}`,
      headers: bearer(dave.token),
      payload: {},
    });
    expect(read.json()).toMatchObject({ ok: true, message_ids: [expect.any(Number)] });

    const [erin, frank] = await pair();
    await t.app.inject({ method: 'PUT', url: `/api/chat/${erin.id}/mute`, headers: bearer(frank.token) });
    await unreadMessage(erin, frank);

    t.clock.advance(2 * 60 * MINUTE);
    await sendEmailNudges(t.ctx);
    for (const [who, member] of Object.entries({ bob, dave, frank })) expect(inbox.to(member.email), who).toEqual([]);
  });

  it('follows the administrators’ switch and delay', async () => {
    const [alice, bob] = await pair();
    await t.ctx.settings.update({ email_nudge_enabled: false });
    await unreadMessage(alice, bob);
    t.clock.advance(2 * 60 * MINUTE);
    await sendEmailNudges(t.ctx);
    expect(inbox.to(bob.email)).toHaveLength(0);
    await t.ctx.settings.update({ email_nudge_enabled: true, email_nudge_delay_minutes: 180 });
    await sendEmailNudges(t.ctx);
    expect(inbox.to(bob.email)).toHaveLength(0);
    t.clock.advance(61 * MINUTE);
    await sendEmailNudges(t.ctx);
    expect(inbox.to(bob.email)).toHaveLength(1);
    await t.ctx.settings.update({ email_nudge_delay_minutes: 60 });
  });
});
