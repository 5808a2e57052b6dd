import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { users } from '@/db/schema/index';
import { serverRoot } from '@/platform/paths';

const repoRoot = path.resolve(serverRoot, '../..');

describe('npm run db:migrate', { timeout: 180_000 }, () => {
  it('migrates and seeds the embedded database in DATA_DIR, and can run again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-migrate-'));
    const run = () =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          path.join(repoRoot, 'node_modules/.bin/tsx'),
          ['--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/cli/migrate.ts'],
          { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 },
          (err, stdout) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout }),
        );
      });
    try {
      expect(await run()).toEqual({ code: 0, stdout: 'Database is up to date (pglite).\n' });
      expect((await run()).code).toBe(0);
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      expect(await database.db.select().from(users)).toEqual([]);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
