import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '@/db/data-dir-lock';
import { serverRoot } from '@/platform/paths';

const repoRoot = path.resolve(serverRoot, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
let dataDir: string;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create -- …` the way the root package.json does, on a temporary DATA_DIR. */
function adminCreate(...args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/cli/admin-create.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', LOG_LEVEL: 'silent' },
        timeout: 120_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create', { timeout: 180_000 }, () => {
  it('creates a verified administrator and exits 0', async () => {
    const out = await adminCreate(
      '--email',
      'Admin@Quad.Example',
      '--password',
      'admin password',
      '--institution',
      'sait',
    );
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Administrator created: admin@quad\.example \(username \w+, id \d+\)\.\n$/);
  });

  it.each([
    [['--email', 'admin@quad.example', '--password', 'admin password'], 'An account with this email already exists'],
    [['--email', 'not-an-email', '--password', 'admin password'], 'Invalid email format'],
    [['--email', 'b@quad.example', '--password', 'short'], 'Password must be at least 8 characters'],
    [
      ['--email', 'c@quad.example', '--password', 'admin password', '--institution', 'nowhere'],
      'Unknown institution "nowhere" (known: ucalgary, sait, mru)',
    ],
    [['--password', 'admin password'], '--email and --password are required.'],
  ])('explains %o and exits 1', async (args, message) => {
    const out = await adminCreate(...args);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(`Error: ${message}`);
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it('says the embedded database is in use while another process holds it', async () => {
    const release = acquireDataDirLock(path.join(dataDir, 'pglite'));
    try {
      const out = await adminCreate('--email', 'd@quad.example', '--password', 'admin password');
      expect(out.code).toBe(1);
      expect(out.stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(out.stderr).toContain('Stop that process (for example the running server) and try again');
    } finally {
      release();
    }
  });
});
