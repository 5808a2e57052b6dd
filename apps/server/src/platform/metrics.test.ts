import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '@/test-support/accounts';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { clientId, eventually, send } from '@/modules/chat/chat.test-support';

const TOKEN = 'scrape-token-0123456789';

/** The value of one series in a Prometheus text page (0 when it is absent). */
function sample(page: string, series: string): number {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics behind METRICS_TOKEN, after real traffic', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('answers 401 with a code without the token, or with another one', async () => {
    for (const headers of [{}, bearer('scrape-token-0123456780'), bearer('short')]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('counts requests by route pattern, sockets, messages stored, delivered and flagged, and screening time', async () => {
    const before = await scrape();
    const alice = await createMember(t);
    const bob = await createMember(t, { gender: 'man' });
    for (const id of [7, 8, 9]) {
      await t.app.inject({ method: 'GET', url: `/api/users/${bob.id + id}/profile`, headers: bearer(alice.token) });
    }
    const [aliceSocket, bobSocket] = [await connectSocket(t, alice.token), await connectSocket(t, bob.token)];
    sockets.push(aliceSocket, bobSocket);

    const received = nextEvent(bobSocket, 'receive_message');
    const ack = await send(aliceSocket, {
      recipient_id: bob.id,
      message: 'Hi Bob, see you at the library',
      client_id: clientId(),
    });
    expect(ack.ok).toBe(true);
    const message = await received;
    bobSocket.emit('message_delivered', { message_ids: [message.id] });
    // Money asked for, sent anyway past the nudge: stored, delivered and flagged by screening.
    const risky = await send(aliceSocket, {
      recipient_id: bob.id,
      message: 'can you send me $200 on venmo tonight, my rent is due and I will pay you back',
      client_id: clientId(),
      confirmed: true,
    });
    expect(risky.ok).toBe(true);

    let after = '';
    await eventually(async () => {
      after = await scrape();
      return (
        sample(after, 'quad_messages_total{event="delivered"}') >= 1 &&
        sample(after, 'quad_messages_total{event="flagged"}') >= 1
      );
    }, 'the delivered and flagged counters to move');

    expect(
      sample(after, 'quad_messages_total{event="stored"}') - sample(before, 'quad_messages_total{event="stored"}'),
    ).toBe(2);
    expect(sample(after, 'quad_sockets_connected')).toBe(2);
    expect(sample(after, 'quad_screening_duration_seconds_count')).toBeGreaterThanOrEqual(2);
    // One series for the route pattern, whatever the ids were.
    expect(
      sample(
        after,
        'quad_http_request_duration_seconds_count{method="GET",route="/api/users/:id/profile",status="404"}',
      ),
    ).toBe(3);
    expect(after).toMatch(/^quad_nodejs_eventloop_lag_p99_seconds \d/m);
    // The pool's queue exists on PostgreSQL (the embedded database has no pool).
    if (t.ctx.database.kind === 'postgres') expect(after).toMatch(/^quad_db_pool_waiting \d+$/m);
    else expect(after).not.toContain('quad_db_pool_waiting');
  });
});

describe('Prometheus metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 here: every e-mail fails at once.
    t = await createTestApp({ env: { METRICS_PORT: '0', SMTP_URL: 'smtp://127.0.0.1:9' }, mail: 'configured' });
  });
  afterAll(async () => t.close());

  it('serves GET /metrics on its own listener only, and not on the app without a token', async () => {
    const { port } = t.app.metricsServer!.address() as AddressInfo;
    const page = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('quad_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts e-mails the SMTP server never took', async () => {
    const mail = { to: 'someone@ucalgary.ca', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(t.ctx.mailer.send(mail)).rejects.toThrow();
    const { port } = t.app.metricsServer!.address() as AddressInfo;
    const page = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(sample(page, 'quad_outbound_failures_total{channel="mail"}')).toBe(1);
  });
});
