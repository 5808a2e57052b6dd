import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportSPKI, SignJWT, UnsecuredJWT } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { users } from '@/db/schema/index';
import { PASSWORD_HASH_OPTIONS } from '@/modules/auth/password.service';
import { bearer, createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';

/**
 * ASVS 5.0 V7 (session management) and V9 (self-contained tokens) and V11.4 (password
 * storage) at level 2, as far as they are not already proven beside the auth module.
 */
const t = useTestApp();
let url: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

describe('token algorithm allow-list', () => {
  it('refuses RS256 tokens, HS256 tokens keyed with a public key, and alg "none"', async () => {
    const m = await createMember(t);
    const claims = decodeJwt(m.token);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = await exportSPKI(publicKey);
    const forged = [
      await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey),
      // The classic confusion: the public key's text used as the HMAC secret.
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(publicPem)),
      new UnsecuredJWT(claims).encode(),
      // "none" with the real signature kept, and a header naming a key elsewhere.
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${m.token.split('.')[1]}.${m.token.split('.')[2]}`,
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', jku: 'http://127.0.0.1:1/keys', kid: '../../dev/null' })
        .sign(new TextEncoder().encode('attacker-secret-attacker-secret-attacker')),
    ];
    for (const token of forged) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: MSG.sessionExpired, code: 'session_expired' });
    }
    expect((await me(m.token)).statusCode).toBe(200);
  });

  it('refuses a token whose subject was changed, even with a valid session id', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const claims = decodeJwt(a.token);
    const tampered = [
      a.token.split('.')[0],
      Buffer.from(JSON.stringify({ ...claims, sub: String(b.id) })).toString('base64url'),
      a.token.split('.')[2],
    ].join('.');
    expect((await me(tampered)).statusCode).toBe(401);
  });
});

describe('socket handshake', () => {
  const attempt = (token: string, origin?: string) =>
    new Promise<string>((resolve) => {
      const socket = connectClient(url, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
        ...(origin ? { extraHeaders: { origin } } : {}),
      });
      socket.once('connect', () => {
        socket.disconnect();
        resolve('connected');
      });
      socket.once('connect_error', (err) => {
        socket.disconnect();
        resolve(err.message);
      });
    });

  it('accepts the configured origin and refuses any other browser origin', async () => {
    const m = await createMember(t);
    const [allowed] = t.ctx.config.allowedOrigins;
    expect(await attempt(m.token, allowed)).toBe('connected');
    for (const origin of ['http://evil.example', 'null', `${allowed}.evil.example`, 'http://127.0.0.1:1']) {
      expect(await attempt(m.token, origin), origin).not.toBe('connected');
    }
  });

  it('refuses a forged token and a revoked session over the socket as over HTTP', async () => {
    const m = await createMember(t);
    expect(await attempt(`${m.token}x`)).toBe(MSG.sessionExpired);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) });
    expect(await attempt(m.token)).toBe(MSG.sessionExpired);
  });
});

describe('secrets and codes', () => {
  it('come from node:crypto: no Math.random anywhere in the server', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-support'))
      .filter((file) => /Math\.random\s*\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('passwords are stored as argon2id meeting ASVS appendix C (m ≥ 19 MiB, t ≥ 2, p ≥ 1)', async () => {
    const m = await createMember(t);
    const [row] = await t.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, m.id));
    const match = /^\$argon2id\$v=19\$m=(\d+),p=(\d+),t=(\d+)\$/.exec(row!.hash!);
    expect(match).not.toBeNull();
    const [, memory, lanes, time] = match!.map(Number);
    expect(memory).toBeGreaterThanOrEqual(19 * 1024);
    expect(time).toBeGreaterThanOrEqual(2);
    expect(lanes).toBeGreaterThanOrEqual(1);
    expect(PASSWORD_HASH_OPTIONS.memoryCost).toBe(memory);
    expect(row!.hash).not.toContain(m.password);
  });
});
