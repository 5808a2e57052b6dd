import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every server the browser tests start, so that none outlives the run: a test file's own
 * afterAll may fail before it stops its server (a browser that never launched), a file may
 * be cut short, or the whole run interrupted. Three layers, each catching what the one
 * before missed:
 * - after each test file, stopAll() (stop-servers.setup.ts) stops what the file left;
 * - if the test process exits, is signalled or loses the runner, killAllNow() kills them;
 * - if the test process itself was killed, the run's teardown (stop-servers.global.ts) kills
 *   the servers it listed in the folder named by QUAD_E2E_SERVER_PIDS.
 */

/** The folder, shared by the run and its test processes, holding one file per running server. */
export const PID_FOLDER_VARIABLE = 'QUAD_E2E_SERVER_PIDS';
/** A server that has not exited this long after SIGTERM (its own limit is 10 s) is killed. */
const STOP_LIMIT_MS = 15_000;

const running = new Set<ChildProcess>();

function pidFile(pid: number): string | undefined {
  const folder = process.env[PID_FOLDER_VARIABLE];
  return folder ? path.join(folder, String(pid)) : undefined;
}

export function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Remembers a started server until it exits; `mark` is a part of its command line (the
 * server's path), checked before the run's teardown kills a listed process id.
 */
export function track(child: ChildProcess, mark: string): void {
  installExitHandlers();
  const pid = child.pid;
  if (pid === undefined) return;
  running.add(child);
  const file = pidFile(pid);
  if (file) writeFileSync(file, mark);
  child.once('exit', () => {
    running.delete(child);
    if (file) rmSync(file, { force: true });
  });
}

/** SIGTERM (a graceful stop), then SIGKILL if the server is still there after STOP_LIMIT_MS. */
export async function halt(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  child.kill('SIGTERM');
  await gone;
  clearTimeout(killer);
}

/** SIGKILL, as a crash would end the server; resolves once it has exited. */
export async function killed(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** Stops every server still running in this process. */
export async function stopAll(): Promise<number> {
  const left = [...running];
  await Promise.all(left.map(halt));
  return left.length;
}

/** Kills every server still running in this process, at once (from an exit handler, which cannot wait). */
export function killAllNow(): void {
  for (const child of running) {
    child.kill('SIGKILL');
    const file = child.pid === undefined ? undefined : pidFile(child.pid);
    if (file) rmSync(file, { force: true });
  }
}

let installed = false;
function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  process.once('exit', killAllNow);
  // The runner gone (its channel to this process closed): nobody will stop these servers.
  process.once('disconnect', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllNow();
      // Then end as the signal would have without this handler.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** The run's last resort: kills the servers listed in `folder` that are still alive, and says how many. */
export function killListed(folder: string): number {
  let killed = 0;
  for (const name of readdirSync(folder)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || !isRunning(pid, readFileSync(path.join(folder, name), 'utf8'))) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // already gone
    }
  }
  return killed;
}

function isRunning(pid: number, mark: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Where /proc exists, a process id reused by another program is left alone.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(mark);
  } catch {
    return process.platform !== 'linux';
  }
}
