import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-static';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const CHECK = 'localStorage.getItem("accessToken")&&(document.getElementById("root").textContent="")';
const LANDING = `<!doctype html><html><head></head><body><div id="root"><h1>No algorithms.</h1></div><script>${CHECK}</script></body></html>`;
const checkHash = `'sha256-${createHash('sha256').update(CHECK).digest('base64')}'`;

let dir = '';
let app: FastifyInstance | undefined;

async function serve(files: Record<string, string>): Promise<FastifyInstance> {
  dir = mkdtempSync(path.join(tmpdir(), 'quad-web-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
  });
  await registerWebApp(app, dir);
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('the web app pages', () => {
  it('sends / with the landing page rendered in, compressed, and lets its inline script run', async () => {
    const web = await serve({ 'index.html': INDEX, 'landing.html': LANDING });
    const br = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);
    expect(br.headers['content-security-policy']).toContain(`script-src 'self' ${checkHash}`);

    const gzip = await web.inject({ url: '/?utm_source=x', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LANDING);

    const plain = await web.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LANDING);
  });

  it('sends the empty shell for every other page, without the landing script allowed', async () => {
    const web = await serve({ 'index.html': INDEX, 'landing.html': LANDING });
    for (const url of ['/browse', '/terms', '/chat/12']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-security-policy'], url).not.toContain('sha256-');
    }
  });

  it('sends the shell for / when the build wrote no landing page', async () => {
    const web = await serve({ 'index.html': INDEX });
    expect((await web.inject({ url: '/' })).body).toBe(INDEX);
  });
});
