import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { TestPushService } from '@/test-support/push-service';
import { connectSocketTo, listeningUrl, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, twoInstancesRedisUrl, type TestApp } from '@/test-support/test-app';
import { clientId, send } from '@/modules/chat/chat.test-support';

/**
 * Two instances on one PostgreSQL and one Redis (as chat/two-instances.test.ts): a message is
 * pushed exactly once, and not at all when the recipient is connected to the other instance.
 */

const pushService = new TestPushService();
let a: TestApp;
let b: TestApp;
const clients: TestSocket[] = [];

async function connectTo(url: string, token: string): Promise<TestSocket> {
  const socket = await connectSocketTo(url, token);
  clients.push(socket);
  return socket;
}

describe.skipIf(!twoInstancesRedisUrl)('push with two instances on one PostgreSQL and one Redis', () => {
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    await pushService.start();
    const env = {
      REDIS_URL: twoInstancesRedisUrl!,
      PUSH_ENDPOINT_ALLOWLIST: pushService.origin,
      EMAIL_NUDGE_INTERVAL_SECONDS: '0',
    };
    a = await createTestApp({ env });
    // One VAPID key pair for both, as DATA_DIR or the environment gives a real deployment.
    b = await createTestApp({ env, database: a.ctx.database, clock: a.clock, config: { vapid: a.ctx.config.vapid } });
    [urlA, urlB] = [await listeningUrl(a), await listeningUrl(b)];
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await b?.close();
    await a?.close();
    await pushService.stop();
  });

  async function subscribedMember(on: TestApp): Promise<{ member: TestMember; endpoint: string }> {
    const member = await createMember(a, { gender: 'man' });
    const sub = pushService.subscription();
    const res = await on.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(member.token),
      payload: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(res.statusCode).toBe(200);
    return { member, endpoint: new URL(sub.endpoint).pathname };
  }

  const settled = () => Promise.all([a.ctx.background.settled(), b.ctx.background.settled()]);
  const pushesTo = (path: string) => pushService.received.filter((p) => p.path === path);

  it('pushes a message to an offline member once, whichever instance they subscribed on', async () => {
    const alice = await createMember(a, { gender: 'woman' });
    const { member: bob, endpoint } = await subscribedMember(b);
    const onA = await connectTo(urlA, alice.token);
    const onB = await connectTo(urlB, alice.token);
    expect((await send(onA, { recipient_id: bob.id, message: 'from A', client_id: clientId() })).ok).toBe(true);
    expect((await send(onB, { recipient_id: bob.id, message: 'from B', client_id: clientId() })).ok).toBe(true);
    await settled();
    expect(pushesTo(endpoint)).toHaveLength(2);
  });

  it('does not push to a member connected to the other instance', async () => {
    const alice = await createMember(a, { gender: 'woman' });
    const { member: bob, endpoint } = await subscribedMember(a);
    await connectTo(urlB, bob.token);
    const onA = await connectTo(urlA, alice.token);
    expect((await send(onA, { recipient_id: bob.id, message: 'bob is on B', client_id: clientId() })).ok).toBe(true);
    await settled();
    expect(pushesTo(endpoint)).toEqual([]);
  });
});
