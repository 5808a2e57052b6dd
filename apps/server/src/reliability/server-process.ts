import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/db/client';
import { serverRoot } from '@/platform/paths';
import { pgliteTemplate } from '@/test-support/test-database';

/**
 * The real server (`src/main.ts`, run by tsx as `npm run dev` does) in a process of its
 * own, on loopback, so that a test can SIGKILL it mid-stream and start it again on the
 * same data: the embedded database in a data folder by default, or a PostgreSQL database
 * of its own (created here, dropped by `remove()`) when `TEST_DB=postgres` and
 * `DATABASE_URL` are set.
 */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  database: 'pglite' | 'postgres';
  /** Whether a process is running. */
  running(): boolean;
  /** Everything the processes logged, for a failing test's message. */
  output(): string;
  /** How the last process ended, once it has. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Starts the server on the same address and data, and waits until it is healthy. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs, nothing is flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful stop). */
  stop(): Promise<void>;
  /** Stops the server and removes its data folder and database. */
  remove(): Promise<void>;
}

export const SERVER_JWT_SECRET = 'reliability-faults-secret-0123456789-abcdefghijkl';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const onPostgres = () => process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

/** A prepared database the server only has to open: a PGlite folder from the tests' template, or a new PostgreSQL database. */
async function prepareData(dataDir: string): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!onPostgres() || !serverUrl) {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      template: await pgliteTemplate(),
    });
    await database.close();
    return { drop: async () => {} };
  }
  const name = `quad_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    databaseUrl: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-faults-'));
  const data = await prepareData(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outside = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PAYMENTS_IMAP_URL', 'NODE_OPTIONS', 'TEST_DB']);
  const childEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !outside.has(name)));
  let log = '';
  let child: ChildProcess | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const waitForExit = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r));

  const start = async () => {
    if (running()) throw new Error('the server is already running');
    const started = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
      cwd: serverRoot,
      env: {
        ...childEnv,
        TSX_TSCONFIG_PATH: path.join(serverRoot, 'tsconfig.json'),
        ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl, DATABASE_POOL_SIZE: '10' } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
        JWT_SECRET: SERVER_JWT_SECRET,
        IMAGE_MODERATION: 'off',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const keep = (d: Buffer) => {
      log = (log + d.toString()).slice(-50_000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (!running()) throw new Error(`the server exited (${started.exitCode ?? started.signalCode}):\n${log}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const signal = async (name: NodeJS.Signals) => {
    const c = child;
    if (!c || !running()) return;
    const exited = waitForExit(c);
    c.kill(name);
    await exited;
  };

  const stop = async () => {
    const c = child;
    if (!c || !running()) return;
    const killer = setTimeout(() => c.kill('SIGKILL'), 15_000);
    await signal('SIGTERM');
    clearTimeout(killer);
  };

  return {
    url,
    port,
    dataDir,
    database: data.databaseUrl ? 'postgres' : 'pglite',
    running,
    output: () => log,
    exit: () => (child && !running() ? { code: child.exitCode, signal: child.signalCode } : undefined),
    start,
    kill: () => signal('SIGKILL'),
    stop,
    async remove() {
      await stop();
      await data.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
