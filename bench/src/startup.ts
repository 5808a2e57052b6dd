import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Milliseconds from starting the built server to its first successful /api/health. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

export interface StartupResult {
  firstStartMs: number;
  restartMs: number;
}

/** Start-up on a fresh data folder, then on the existing one (what `npm start` does every day). */
export async function measureStartup(port = 39_123): Promise<StartupResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-bench-startup-'));
  try {
    const firstStartMs = await timeToHealthy(dataDir, port);
    const restartMs = await timeToHealthy(dataDir, port);
    return { firstStartMs, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
