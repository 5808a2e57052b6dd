import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';
import { MemoryMailer } from '@/test-support/test-app';
import { bearer } from '@/test-support/accounts';
import { quickMember } from './principals';

/**
 * The database connection drops for a while (a TCP proxy in front of PostgreSQL cuts every
 * connection and refuses new ones): meanwhile every request answers 503 { msg }, never a
 * 500; once the database is back, the same process serves again without a restart.
 * PostgreSQL only: the embedded database has no connection to lose.
 */
const url = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(url);

/** A TCP proxy whose link can be cut and restored. */
class CuttableProxy {
  private readonly server: net.Server;
  private readonly open = new Set<net.Socket>();
  up = true;
  constructor(target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (!this.up) return void client.destroy();
      const upstream = net.connect(target);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
  }
  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)),
    );
  }
  cut(): void {
    this.up = false;
    for (const s of this.open) s.destroy();
  }
  restore(): void {
    this.up = true;
  }
  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe.runIf(onPostgres)('a database outage', () => {
  const name = `quad_outage_${randomBytes(5).toString('hex')}`;
  let proxy: CuttableProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url!);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await proxy.listen();
    target.hostname = '127.0.0.1';
    target.port = String(port);
    target.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
    await prepareDatabase(database);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-outage-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', IMAGE_MODERATION: 'off' },
      { dataDir, jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret!') },
    );
    app = await buildApp({ config, database, mailer: new MemoryMailer(), serveWeb: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });

  it('answers 503 { msg } while the database is away and recovers by itself', async () => {
    const member = await quickMember({ ctx: app.ctx, clock: app.ctx.clock } as never);
    const requests = [
      () => app.inject({ method: 'GET', url: '/api/health' }),
      () => app.inject({ method: 'GET', url: '/api/institutions' }),
      () => app.inject({ method: 'GET', url: '/api/settings', headers: bearer(member.token) }),
      () => app.inject({ method: 'GET', url: '/api/payments', headers: bearer(member.token) }),
      () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: member.password },
        }),
    ];
    for (const request of requests) expect((await request()).statusCode).toBeLessThan(400);

    proxy.cut();
    const during: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const request of requests) {
        const res = await request();
        during.push(res.statusCode);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json<{ msg: string }>().msg).toEqual(expect.any(String));
      }
    }

    proxy.restore();
    for (const request of requests) {
      const res = await request();
      expect(res.statusCode, res.body).toBeLessThan(400);
    }
  }, 60_000);
});
