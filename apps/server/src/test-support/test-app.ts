import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@/app';
import type { AppContext } from '@/app-context';
import { loadConfig, type Config } from '@/config';
import { ManualClock } from '@/platform/clock';
import type { MailMessage, Mailer } from '@/platform/mail';
import type { DatabaseHandle } from '@/db/client';
import { createTestDatabase } from './test-database';
import { undeclaredErrorAnswers } from './error-contract-log';

/** A mail transport that keeps what was sent, so a test can read a code from "the inbox". */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  async verify(): Promise<void> {}
  close(): void {}
  lastTo(to: string): MailMessage | undefined {
    return this.sent.findLast((m) => m.to === to);
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  mailer: MemoryMailer;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  config?: Partial<Config>;
  /** Test-only routes, registered under /api before the app is ready (e.g. to exercise a guard). */
  routes?: FastifyPluginAsync;
  /** 'configured' sends mail through the transport the config describes (SMTP_URL, outbox). */
  mail?: 'memory' | 'configured';
  /**
   * Another app's database, for a second instance or a restarted server; left open by
   * close() (its first owner closes it).
   */
  database?: DatabaseHandle;
  clock?: ManualClock;
}

/**
 * The Redis of the tests that run two instances on one database: they need PostgreSQL and
 * REDIS_URL (as CI has), and are skipped where this is undefined.
 */
export const twoInstancesRedisUrl: string | undefined =
  process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? process.env.REDIS_URL || undefined : undefined;

/** The real app on a fresh database, with a controllable clock and an in-memory mail outbox. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-test-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', IMAGE_MODERATION: 'off', ...options.env },
    { dataDir, jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret!'), ...options.config },
  );
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new ManualClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    clock,
    ...(options.mail === 'configured' ? {} : { mailer }),
    serveWeb: false,
    onUndeclaredError: (answer) => undeclaredErrorAnswers.push(answer),
  });
  if (options.routes) await app.register(options.routes, { prefix: '/api' });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    mailer,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app for the tests of one file, built before the first and closed after the last.
 * It is declared at the top of the file and read inside tests and hooks, once it is built.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built before the first test: read it inside a test or a hook.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get ctx() {
      return current().ctx;
    },
    get clock() {
      return current().clock;
    },
    get mailer() {
      return current().mailer;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}
