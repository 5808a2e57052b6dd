import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { halt, killed, track } from './server-registry';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server logged, for a failing test's message. */
  output(): string;
  /** Stops the server; the data folder is removed unless `removeData` is false. */
  stop(removeData?: boolean): Promise<void>;
  /**
   * Stops the server and starts it again on the same address and data, after `downMs` down:
   * gracefully (SIGTERM), or as a crash would (`kill`: SIGKILL, nothing flushed or closed).
   */
  restart(downMs?: number, how?: { kill?: boolean }): Promise<void>;
}

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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

/**
 * A fresh embedded database costs seconds to create; a data folder prepared once (per
 * migration set) is copied for each server instead.
 */
async function preparedDataDir(): Promise<string> {
  const migrations = path.join(repoRoot, 'apps/server/drizzle');
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrations, file)));
  }
  hash.update(readFileSync(serverEntry));
  const template = path.join(os.tmpdir(), `quad-e2e-template-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-template-build-'));
    const server = await launch(building, {});
    await server.stop(false);
    rmSync(path.join(building, 'pglite.lock'), { force: true });
    rmSync(path.join(building, 'outbox'), { recursive: true, force: true });
    if (!existsSync(template)) renameSync(building, template);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data folder
 * and the embedded database, as `npm start` would.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return launch(await preparedDataDir(), env);
}

/**
 * Starts the built server on an existing data folder (one a stopped server left with
 * `stop(false)`, e.g. after a test wrote rows straight into its database).
 */
export function startServerOn(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return launch(dataDir, env);
}

async function launch(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  let log = '';
  const output = () => log;
  const spawnServer = async (): Promise<ChildProcess> => {
    const started = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      env: {
        ...childEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
        IMAGE_MODERATION: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(started, serverEntry);
    started.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    try {
      await waitForHealth(url, started, output);
    } catch (err) {
      // A server that never became healthy is not left behind.
      started.kill('SIGKILL');
      throw err;
    }
    return started;
  };
  let child = await spawnServer();
  return {
    url,
    port,
    dataDir,
    output,
    async stop(removeData = true) {
      await halt(child);
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(downMs = 0, how = {}) {
      if (how.kill) await killed(child);
      else await halt(child);
      await new Promise((r) => setTimeout(r, downMs));
      child = await spawnServer();
    },
  };
}
