import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES } from '@quad/contract';
import * as errors from './errors';

const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT_CODES = path.resolve(SRC, '../../../packages/contract/src/error-codes.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test(-support)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every string literal given as a `code` (or `…Code`) property in the server's own code. */
function namedCodes(): { file: string; code: string }[] {
  return sources(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\b(?:code|waitCode|exhaustedCode|LOCKED)\s*[:=]\s*'([^']+)'/g)]
      .map((m) => ({ file: path.relative(SRC, file), code: m[1]! }))
      .filter(({ file }) => !file.startsWith('db/') && !file.startsWith('reliability/')),
  );
}

describe('error codes', () => {
  it('every error class answers a code from ERROR_CODES, the default of its status', () => {
    const classes = Object.values(errors).filter(
      (value) => typeof value === 'function' && value.prototype instanceof errors.AppError,
    ) as unknown as (new (msg: string, second?: unknown) => errors.AppError)[];
    expect(classes.length).toBeGreaterThanOrEqual(9);
    for (const ErrorClass of classes) {
      const error = new ErrorClass('message', undefined);
      expect(ERROR_CODES, ErrorClass.name).toContain(error.code);
      expect(error.code, ErrorClass.name).toBe(codeForStatus(error.statusCode));
      expect(error.extra, ErrorClass.name).not.toHaveProperty('code');
    }
  });

  it('a code named in `extra` replaces the default and leaves the other fields', () => {
    const error = new errors.Conflict('taken', { code: 'email_taken', errors: { email: 'taken' } });
    expect(error.code).toBe('email_taken');
    expect(error.extra).toEqual({ errors: { email: 'taken' } });
    expect(new errors.Unprocessable('bad', { age: 'bad' }).code).toBe('validation_failed');
  });

  it('every code the server names is one of ERROR_CODES', () => {
    const named = namedCodes();
    expect(named.length).toBeGreaterThan(20);
    for (const { file, code } of named) expect(ERROR_CODES, `${file}: ${code}`).toContain(code);
  });

  it('every code in ERROR_CODES is answered somewhere (no dead codes)', () => {
    const server = sources(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const byStatus = readFileSync(CONTRACT_CODES, 'utf8').split('export function codeForStatus')[1]!;
    for (const code of ERROR_CODES) {
      expect(server.includes(`'${code}'`) || byStatus.includes(`'${code}'`), code).toBe(true);
    }
  });
});
