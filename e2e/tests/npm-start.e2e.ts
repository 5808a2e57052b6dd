import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` stopped the usual way (SIGTERM to npm, as a process manager or a test harness
 * does) while clients are attached: npm hands the signal to the shell it runs scripts/start.mjs
 * in, and the server behind that shell must stop too, gracefully, instead of running on orphaned.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-npm-start-'));
let npm: ChildProcess | undefined;
let serverPid: number | undefined;
const agent = new http.Agent({ keepAlive: true });
let upload: net.Socket | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // An exited process not yet reaped (a zombie) is gone too.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

afterAll(() => {
  upload?.destroy();
  agent.destroy();
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function until(check: () => boolean, what: string, output: () => string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(process.platform === 'win32')('npm start', () => {
  it('stops the server when npm is sent SIGTERM with clients attached', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        APP_ENV: 'development',
        LOG_LEVEL: 'info',
        IMAGE_MODERATION: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const output = () => log;
    npm.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    npm.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const npmExited = new Promise((resolve) => npm!.once('exit', resolve));

    // The server's own process id, from its log: npm, then a shell, then the server.
    const ready = () => /"pid":(\d+)[^\n]*"msg":"Quad is ready"/.exec(log);
    await until(() => ready() !== null, 'the server to be ready', output, 150);
    serverPid = Number(ready()![1]);
    expect(serverPid).not.toBe(npm.pid);

    // Clients attached: an idle keep-alive connection and an upload that never ends.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${url}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    upload = net.connect(port, '127.0.0.1');
    upload.on('error', () => {});
    const continued = new Promise<string>((resolve) => upload!.once('data', (d: Buffer) => resolve(d.toString())));
    upload.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\nExpect: 100-continue\r\n\r\n',
    );
    expect(await continued).toMatch(/^HTTP\/1\.1 100 Continue/);

    npm.kill('SIGTERM');
    await npmExited;
    // The server's stop takes at most 10 s by its own limit; the wait allows for a slow machine.
    await until(() => !alive(serverPid!), 'the server to exit after npm did', output, 40);
    expect(log).toContain('"msg":"stopped"');
  }, 240_000);
});
