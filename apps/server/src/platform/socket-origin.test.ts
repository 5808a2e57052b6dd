import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** A listening app (PUBLIC_URL elsewhere, as in production) and a member's token. */
async function serve(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { PUBLIC_URL: 'https://quad.example', ...env } });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const { token } = await createMember(t);
  return { url: `http://127.0.0.1:${port}`, port, token };
}

type Transport = 'websocket' | 'polling';

/** 'connected', or 'refused' with the client's error when the handshake is turned away. */
function handshake(url: string, token: string, transport: Transport, headers: Record<string, string>) {
  const socket = connectClient(url, {
    transports: [transport],
    reconnection: false,
    forceNew: true,
    auth: { token },
    extraHeaders: headers,
  });
  sockets.push(socket);
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(`refused: ${err.message}`));
  });
}

describe.each<Transport>(['websocket', 'polling'])('realtime origin check (%s)', (transport) => {
  it("accepts the page's own origin at 127.0.0.1, though PUBLIC_URL names another", async () => {
    const { url, port, token } = await serve();
    expect(await handshake(url, token, transport, { Origin: `http://127.0.0.1:${port}` })).toBe('connected');
  });

  it('accepts the page opened under another name of the host (localhost)', async () => {
    const { port, token } = await serve();
    const url = `http://localhost:${port}`;
    expect(await handshake(url, token, transport, { Origin: url })).toBe('connected');
  });

  it('refuses a foreign origin, and a same-host origin with another scheme or port', async () => {
    const { url, port, token } = await serve();
    for (const origin of ['http://evil.example', `https://127.0.0.1:${port}`, 'http://127.0.0.1:1']) {
      expect(await handshake(url, token, transport, { Origin: origin })).toMatch(/^refused/);
    }
  });

  it('still accepts the origins of ALLOWED_ORIGINS (and PUBLIC_URL by default)', async () => {
    const listed = await serve({ ALLOWED_ORIGINS: 'https://app.example, https://other.example/' });
    expect(await handshake(listed.url, listed.token, transport, { Origin: 'https://other.example' })).toBe('connected');
    expect(await handshake(listed.url, listed.token, transport, { Origin: 'https://quad.example' })).toMatch(
      /^refused/,
    );
    const byDefault = await serve();
    expect(await handshake(byDefault.url, byDefault.token, transport, { Origin: 'https://quad.example' })).toBe(
      'connected',
    );
  });

  it('behind TRUST_PROXY takes the scheme and host from X-Forwarded-Proto and -Host', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'quad.campus.test' };
    const proxied = await serve({ TRUST_PROXY: 'true' });
    const headers = { ...forwarded, Origin: 'https://quad.campus.test' };
    expect(await handshake(proxied.url, proxied.token, transport, headers)).toBe('connected');
    expect(
      await handshake(proxied.url, proxied.token, transport, { ...forwarded, Origin: 'http://quad.campus.test' }),
    ).toMatch(/^refused/);
    // Without TRUST_PROXY anyone could send those headers: they are not believed.
    const direct = await serve();
    expect(await handshake(direct.url, direct.token, transport, headers)).toMatch(/^refused/);
  });
});

// Node's polling transport may not set Host (a forbidden XHR header), so only over websocket.
it('accepts the page opened at a LAN address (Origin matches the Host it was sent to)', async () => {
  const { url, token } = await serve();
  const headers = { Origin: 'http://192.168.1.20:3000', Host: '192.168.1.20:3000' };
  expect(await handshake(url, token, 'websocket', headers)).toBe('connected');
  expect(await handshake(url, token, 'websocket', { ...headers, Host: '192.168.1.21:3000' })).toMatch(/^refused/);
});
