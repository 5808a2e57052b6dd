import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const childrenDir = path.resolve(import.meta.dirname, '../children');
export type ChildName = 'bare-server' | 'durable-relay' | 'socket-swarm';

let built: Promise<string> | undefined;

/**
 * The baselines and client harnesses run as plain Node processes, compiled once per run
 * (like the server's own bundle), so neither side pays for a TypeScript loader.
 */
function buildChildren(tmpDir: string): Promise<string> {
  built ??= (async () => {
    const outdir = path.join(tmpDir, 'children');
    mkdirSync(outdir, { recursive: true });
    await build({
      entryPoints: ['bare-server', 'durable-relay', 'socket-swarm'].map((n) => path.join(childrenDir, `${n}.ts`)),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    return outdir;
  })();
  return built;
}

export interface ChildHandle {
  child: ChildProcess;
  /** The next IPC message of the given type. */
  next<T extends { type: string }>(type: T['type'], timeoutMs?: number): Promise<T>;
  send(message: unknown): void;
  stop(): Promise<void>;
}

export async function startChild(
  tmpDir: string,
  name: ChildName,
  env: Record<string, string> = {},
  execArgv: string[] = [],
): Promise<ChildHandle> {
  const file = path.join(await buildChildren(tmpDir), `${name}.mjs`);
  // tmpDir lies inside the repository, so the bundles find its node_modules.
  const child = fork(file, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: { type: string }[] = [];
  const waiters: { type: string; resolve: (m: { type: string }) => void }[] = [];
  child.on('message', (m: { type: string }) => {
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m);
    else queue.push(m);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    next<T extends { type: string }>(type: T['type'], timeoutMs = 300_000): Promise<T> {
      const i = queue.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0] as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no "${type}" within ${timeoutMs} ms`)), timeoutMs);
        const onExit = () => reject(new Error(`${name} exited (${child.exitCode}) before "${type}"`));
        void exited.then(onExit);
        waiters.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        });
      });
    },
    send(message) {
      child.send(message as object);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
