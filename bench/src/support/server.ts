import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sleep } from './stats';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/** The JWT secret the bench gives the server, so it can sign tokens for seeded sessions. */
export const BENCH_JWT_SECRET = 'quad-bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds web app and server (`npm run build`) when a bundle is missing or older than its sources. */
export function ensureBuilt(log: (line: string) => void): void {
  const sources = Math.max(
    ...['apps/server/src', 'apps/web/src', 'packages/contract/src'].map((d) => newestMtime(path.join(repoRoot, d))),
    statSync(path.join(repoRoot, 'apps/web/index.html')).mtimeMs,
  );
  const built = [serverEntry, webIndex].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0));
  if (Math.min(...built) >= sources) return;
  log('building the web app and the server (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function freePort(): Promise<number> {
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

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful /api/health. */
  startMs: number;
  /** Processor time the server used until then (steadier than wall time on a busy machine). */
  startCpuMs: number;
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL; otherwise the embedded database in dataDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}

/** The built server as `npm start` runs it, on loopback and a free port, started and stopped by the bench. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.REDIS_URL;
  const started = performance.now();
  // BENCH_CPU_PROF_DIR=folder: every server the bench starts writes a V8 CPU profile there.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF_DIR)}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...(options.nodeArgs ?? []), serverEntry], {
    env: {
      ...env,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      APP_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: BENCH_JWT_SECRET,
      SMTP_URL: '',
      IMAGE_MODERATION: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => {
    log = (log + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${log}`);
      await sleep(20);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const startMs = performance.now() - started;
  return { url, port, child, startMs, startCpuMs: cpuMsOf(child.pid!), output: () => log, stop };
}

/** Resident memory of a process in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}

/** User + system processor time of a process so far, in ms (Linux, clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
