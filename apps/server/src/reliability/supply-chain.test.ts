import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** ASVS 5.0 V15.2 (dependencies): pinned by the lock file, no known high or critical advisory. */
const root = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}
const lock = readJson('package-lock.json') as { lockfileVersion: number; packages: Record<string, LockEntry> };

describe('dependencies', () => {
  it('are pinned: every installed package has an exact version and a sha512 integrity hash', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    const installed = Object.entries(lock.packages).filter(
      ([key, entry]) => key.startsWith('node_modules/') && !entry.link,
    );
    expect(installed.length).toBeGreaterThan(100);
    const loose = installed
      .filter(([, entry]) => !/^\d+\.\d+\.\d+/.test(entry.version ?? '') || !entry.integrity?.startsWith('sha512-'))
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });

  it('the lock file matches every workspace manifest', () => {
    const workspaces = ['', ...((readJson('package.json') as Manifest).workspaces ?? [])];
    for (const workspace of workspaces) {
      const manifest = readJson(path.join(workspace, 'package.json')) as Manifest;
      const locked = lock.packages[workspace]!;
      expect(locked.dependencies ?? {}, workspace || 'root').toEqual(manifest.dependencies ?? {});
      expect(locked.devDependencies ?? {}, workspace || 'root').toEqual(manifest.devDependencies ?? {});
    }
  });

  it('have no high or critical advisory in what ships (npm audit --omit=dev)', async (ctx) => {
    const run = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      timeout: 60_000,
      maxBuffer: 32 * 1024 * 1024,
    }).catch((err: unknown) => ({ stdout: (err as { stdout?: string }).stdout ?? '' }));
    const report = JSON.parse(run.stdout || '{}') as {
      metadata?: { vulnerabilities: Record<string, number> };
      vulnerabilities?: Record<string, { severity: string }>;
      message?: string;
    };
    // Where the registry's advisory endpoint cannot be reached, there is nothing to judge.
    if (!report.metadata) return ctx.skip(`advisory endpoint unreachable: ${report.message ?? 'no answer'}`);
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    expect(serious).toEqual([]);
  }, 90_000);
});
