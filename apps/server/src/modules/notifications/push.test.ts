import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_TTL_SECONDS, type TPushPayload } from '@quad/contract';
import { pushSubscriptions } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { TestPushService, verifyVapid, type TestSubscription } from '@/test-support/push-service';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { clientId, send } from '@/modules/chat/chat.test-support';

const pushService = new TestPushService();
let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  await pushService.start();
  t = await createTestApp({ env: { PUSH_ENDPOINT_ALLOWLIST: pushService.origin, EMAIL_NUDGE_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await pushService.stop();
});
beforeEach(() => {
  pushService.status = 201;
});

async function connect(member: TestMember): Promise<TestSocket> {
  const socket = await connectSocket(t, member.token);
  sockets.push(socket);
  return socket;
}

async function subscribe(member: TestMember, subscription: TestSubscription = pushService.subscription()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(member.token),
    payload: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
  });
  expect(res.statusCode).toBe(200);
  return subscription;
}

/** Sends a message over a real socket and waits until everything that follows it (the push) is done. */
async function sendAndSettle(from: TestSocket, to: TestMember, message: string): Promise<void> {
  const ack = await send(from, { recipient_id: to.id, message, client_id: clientId() });
  expect(ack.ok).toBe(true);
  await t.ctx.background.settled();
}

const payloadOf = (subscription: TestSubscription, index = -1): TPushPayload =>
  JSON.parse(subscription.decrypt(pushService.pushesTo(subscription).at(index)!.body)) as TPushPayload;

describe('push API', () => {
  it('hands out the VAPID public key, generated once into DATA_DIR', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ public_key: t.ctx.config.vapid.publicKey });
    expect(Buffer.from(t.ctx.config.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses endpoints that are not https on a public host name unless allow-listed', async () => {
    const member = await createMember(t);
    const keys = pushService.subscription().keys;
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'http://10.0.0.1/x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(member.token),
        payload: { endpoint, keys },
      });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json()).toMatchObject({ code: 'push_endpoint_refused' });
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(member.token),
      payload: { endpoint: `${pushService.origin}/push/x`, keys: { ...keys, p256dh: 'A'.repeat(87) } },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('removes this device’s subscription on DELETE', async () => {
    const member = await createMember(t);
    const sub = await subscribe(member);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(member.token),
      payload: { endpoint: sub.endpoint },
    });
    expect(res.json()).toEqual({ subscribed: false });
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toEqual([]);
  });
});

describe('a new message, pushed', () => {
  it('reaches an offline recipient encrypted for their keys, signed with VAPID, without the text', async () => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    const sub = await subscribe(bob);
    await sendAndSettle(await connect(alice), bob, 'are you coming to the lecture');

    const [push] = pushService.pushesTo(sub);
    expect(push).toBeDefined();
    expect(push!.headers).toMatchObject({
      ttl: String(PUSH_TTL_SECONDS),
      topic: `chat-${alice.id}`,
      urgency: 'high',
      'content-encoding': 'aes128gcm',
    });
    const { claims, publicKey } = await verifyVapid(push!.headers.authorization, sub.endpoint);
    expect(publicKey).toBe(t.ctx.config.vapid.publicKey);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(JSON.parse(sub.decrypt(push!.body))).toEqual({
      title: `New message from ${alice.username}`,
      tag: `chat-${alice.id}`,
      url: `/chat/${alice.id}`,
    });
  });

  it('carries the text when the recipient turned previews on, and one tag per conversation', async () => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: bearer(bob.token),
      payload: { previews: true },
    });
    expect(patch.json()).toMatchObject({ previews: true, email_nudges: true, quiet_hours: null });
    const sub = await subscribe(bob);
    const socket = await connect(alice);
    await sendAndSettle(socket, bob, 'first of two');
    await sendAndSettle(socket, bob, 'second of two');
    expect(pushService.pushesTo(sub)).toHaveLength(2);
    expect([payloadOf(sub, 0), payloadOf(sub, 1)]).toEqual([
      expect.objectContaining({ body: 'first of two', tag: `chat-${alice.id}` }),
      expect.objectContaining({ body: 'second of two', tag: `chat-${alice.id}` }),
    ]);
  });

  it('is not sent while the recipient has a connected socket', async () => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    const sub = await subscribe(bob);
    const bobSocket = await connect(bob);
    await sendAndSettle(await connect(alice), bob, 'you are online');
    expect(pushService.pushesTo(sub)).toEqual([]);
    bobSocket.disconnect();
  });

  it('is not sent for a muted conversation, nor during quiet hours', async () => {
    const [alice, bob, carol] = [
      await createMember(t, { gender: 'woman' }),
      await createMember(t, { gender: 'man' }),
      await createMember(t, { gender: 'woman' }),
    ];
    const sub = await subscribe(bob);
    const mute = await t.app.inject({ method: 'PUT', url: `/api/chat/${alice.id}/mute`, headers: bearer(bob.token) });
    expect(mute.json()).toEqual({ muted: true });
    await sendAndSettle(await connect(alice), bob, 'muted one');
    expect(pushService.pushesTo(sub)).toEqual([]);

    // Quiet from an hour ago to an hour from now, in UTC.
    const hour = t.clock.now().getUTCHours();
    const clock = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: bearer(bob.token),
      payload: { quiet_hours: { start: clock(hour - 1), end: clock(hour + 1), time_zone: 'UTC' } },
    });
    await sendAndSettle(await connect(carol), bob, 'in quiet hours');
    expect(pushService.pushesTo(sub)).toEqual([]);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: bearer(bob.token),
      payload: { quiet_hours: null },
    });
    await sendAndSettle(await connect(carol), bob, 'after quiet hours');
    expect(pushService.pushesTo(sub)).toHaveLength(1);
  });

  it.each([404, 410])('forgets a subscription its push service answers %i', async (status) => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    await subscribe(bob);
    pushService.status = status;
    await sendAndSettle(await connect(alice), bob, 'is anyone there');
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bob.id))).toEqual([]);
  });

  it('keeps a subscription its push service fails to take, and counts the failure for the metrics', async () => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    await subscribe(bob);
    const failures = async () =>
      /^quad_outbound_failures_total\{channel="push"\} (\d+)$/m.exec(await t.ctx.metrics.text())?.[1] ?? '0';
    const before = Number(await failures());
    pushService.status = 503;
    await sendAndSettle(await connect(alice), bob, 'is anyone there');
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bob.id))).toHaveLength(1);
    expect(Number(await failures())).toBe(before + 1);
  });

  it('stops reaching a device once its session signed out', async () => {
    const [alice, bob] = [await createMember(t, { gender: 'woman' }), await createMember(t, { gender: 'man' })];
    const sub = await subscribe(bob);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(bob.token) });
    await sendAndSettle(await connect(alice), bob, 'after sign out');
    expect(pushService.pushesTo(sub)).toEqual([]);
  });
});
