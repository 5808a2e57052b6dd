import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '@/test-support/accounts';
import { connectSocketTo, listeningUrl, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, twoInstancesRedisUrl, type TestApp } from '@/test-support/test-app';
import { MSG } from '@quad/contract';
import { clientId, send, setPaymentThresholds, storedMessages } from './chat.test-support';

/**
 * Two server instances on one PostgreSQL database and one Redis, as in production behind a
 * load balancer: members connected to different instances chat as if on one. Runs in the
 * server-postgres project when REDIS_URL is set too (CI); skipped otherwise.
 */

let a: TestApp;
let b: TestApp;
const clients: TestSocket[] = [];

async function connectTo(url: string, token: string): Promise<TestSocket> {
  const socket = await connectSocketTo(url, token);
  clients.push(socket);
  return socket;
}

describe.skipIf(!twoInstancesRedisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: twoInstancesRedisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: twoInstancesRedisUrl! }, database: a.ctx.database, clock: a.clock });
    [urlA, urlB] = [await listeningUrl(a), await listeningUrl(b)];
  });
  afterAll(async () => {
    // Closing the clients first starts presence work across Redis that shutdown must wait for.
    for (const c of clients) c.disconnect();
    await b?.close();
    await a?.close();
  });

  it('carries a message, its receipts, typing and presence from a member on one to a member on the other', async () => {
    const alice = await createMember(a, { gender: 'woman' });
    const bob = await createMember(a, { gender: 'man' });
    const onA = await connectTo(urlA, alice.token);
    const onB = await connectTo(urlB, bob.token);

    const typing = nextEvent(onB, 'user_typing');
    onA.emit('typing_start', { recipient_id: bob.id });
    expect(await typing).toEqual({ user_id: alice.id, is_typing: true });

    const received = nextEvent(onB, 'receive_message');
    const ack = await send(onA, { recipient_id: bob.id, message: 'hello from instance A', client_id: clientId() });
    expect(ack.ok).toBe(true);
    const message = await received;
    expect(message).toMatchObject({ sender_id: alice.id, content: 'hello from instance A' });

    const read = nextEvent(onA, 'message_read');
    const put = await b.app.inject({
      method: 'PUT',
      url: `/api/messages/mark-read/${alice.id}`,
      headers: bearer(bob.token),
      payload: { message_ids: [message.id] },
    });
    expect(put.statusCode).toBe(200);
    expect(await read).toMatchObject({ message_id: message.id, read_at: expect.any(String) });

    const reply = nextEvent(onA, 'receive_message');
    expect((await send(onB, { recipient_id: alice.id, message: 'hi from B' })).ok).toBe(true);
    expect((await reply).content).toBe('hi from B');

    // Bob's last connection (on B) closes: Alice, on A, sees him go offline.
    const offline = nextEvent(onA, 'user_went_offline');
    onB.disconnect();
    expect((await offline).user_id).toBe(bob.id);
  });

  it('stores one copy when the same send reaches both instances at once', async () => {
    const alice = await createMember(a, { gender: 'woman' });
    const bob = await createMember(a, { gender: 'man' });
    const [onA, onB] = [await connectTo(urlA, alice.token), await connectTo(urlB, alice.token)];
    const id = clientId();
    const acks = await Promise.all([
      send(onA, { recipient_id: bob.id, message: 'once', client_id: id }),
      send(onB, { recipient_id: bob.id, message: 'once', client_id: id }),
    ]);
    expect(acks[0]).toEqual(acks[1]);
    expect(await storedMessages(a, alice.id)).toHaveLength(1);
  });

  it('applies a block, a suspension and a verified payment made on one instance to the very next message on the other', async () => {
    // Every institution past its threshold: a first message to a woman needs the payment.
    await setPaymentThresholds(a, 'past');
    await setPaymentThresholds(b, 'past');
    const admin = await createMember(a, { isAdmin: true, gender: 'man' });
    const sam = await createMember(a, { gender: 'man' });
    const alice = await createMember(a, { gender: 'woman' });
    const bob = await createMember(a, { gender: 'man' });
    const onA = await connectTo(urlA, sam.token);
    const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
      b.app.inject({ method: 'POST', url, headers: bearer(token), payload });

    // Sent on A, decided on A; everything else happens on B.
    expect(await send(onA, { recipient_id: alice.id, client_id: clientId() })).toEqual({
      ok: false,
      msg: MSG.paymentRequiredToStart,
      code: 'payment_required',
    });
    const claim = await post('/api/payments/claim', sam.token, { amount: 20 });
    expect(claim.statusCode).toBe(200);
    const paymentId = claim.json<{ payment: { id: number } }>().payment.id;
    expect((await post(`/api/admin/payments/${paymentId}/verify`, admin.token)).statusCode).toBe(200);
    expect((await send(onA, { recipient_id: alice.id, client_id: clientId() })).ok).toBe(true);

    expect((await send(onA, { recipient_id: bob.id, client_id: clientId() })).ok).toBe(true);
    expect((await post(`/api/users/${sam.id}/block`, bob.token)).statusCode).toBe(200);
    expect(await send(onA, { recipient_id: bob.id, client_id: clientId() })).toEqual({
      ok: false,
      msg: MSG.blockedByUser,
      code: 'blocked_by_user',
    });
    expect((await post(`/api/users/${sam.id}/unblock`, bob.token)).statusCode).toBe(200);
    expect((await send(onA, { recipient_id: bob.id, client_id: clientId() })).ok).toBe(true);

    expect((await post(`/api/admin/users/${alice.id}/suspend`, admin.token, { reason: 'spam' })).statusCode).toBe(200);
    expect(await send(onA, { recipient_id: alice.id, client_id: clientId() })).toEqual({
      ok: false,
      msg: MSG.recipientSuspended,
      code: 'recipient_suspended',
    });
    expect((await post(`/api/admin/users/${sam.id}/suspend`, admin.token, { reason: 'spam' })).statusCode).toBe(200);
    expect(await send(onA, { recipient_id: bob.id, client_id: clientId() })).toEqual({
      ok: false,
      msg: MSG.suspendedNotAllowed,
      code: 'account_suspended',
    });
    await setPaymentThresholds(a, 'below');
    await setPaymentThresholds(b, 'below');
  });

  it('ends a member’s connections on both instances when their account is suspended or deleted', async () => {
    const alice = await createMember(a, { gender: 'woman' });
    const [onA, onB] = [await connectTo(urlA, alice.token), await connectTo(urlB, alice.token)];
    const ended = Promise.all(
      [onA, onB].map((s) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)))),
    );
    a.ctx.realtime.disconnectUser(alice.id);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
