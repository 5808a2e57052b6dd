import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The modules that may insert, update or delete each table's rows, its owner first. A module
 * not listed calls the owner's functions instead. `users` is written by each module for its
 * own columns; a table kept by database triggers alone lists none.
 */
const WRITERS: Record<string, readonly string[]> = {
  institutions: ['admin', 'db'],
  users: [
    'auth',
    'account',
    'admin',
    'appeals',
    'chat',
    'moderation',
    'payments',
    'profile',
    'relationships',
    'settings',
    'verification',
  ],
  photos: ['photos'],
  profileDrafts: ['profile'],
  messages: ['chat'],
  messageDays: [],
  conversations: ['chat', 'relationships'],
  blocks: ['relationships'],
  messageNudges: ['chat'],
  reports: ['reports', 'moderation'],
  autoFlags: ['moderation'],
  profileFlags: ['moderation'],
  adminActions: ['admin'],
  imageModerationLog: ['photos'],
  strikes: ['moderation'],
  appeals: ['appeals'],
  payments: ['payments'],
  settings: ['settings'],
  deletedUsers: ['account', 'auth', 'admin'],
  blockedEmails: ['admin', 'auth'],
  authCodes: ['auth'],
  rateCounters: ['platform'],
  sessions: ['auth'],
  testSuites: ['testing'],
  testRuns: ['testing'],
  testResults: ['testing'],
  testLogs: ['testing'],
  hiddenEmails: ['relationships'],
  pushSubscriptions: ['notifications'],
  notificationSettings: ['notifications'],
  conversationMutes: ['notifications'],
  conversationNotices: ['notifications'],
  selfieChallenges: ['verification'],
  selfieChecks: ['verification'],
  verificationReviews: ['verification'],
};

/** Code that may write any table, and why. */
const MAY_WRITE_ANY: Record<string, string> = {
  'modules/admin/fake-profiles.service.ts':
    'generated test profiles are made with their photos and removed whole, with everything that names them, in one transaction',
  'modules/testing/': "the administrators' test runner makes throwaway members and data and removes them again",
};

/** Every table, by the name its schema exports it under, with its name in SQL. */
const tables = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)] as const),
);
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));

/** Folders of tests and their helpers, which set up rows as a test needs them. */
const TEST_FOLDERS = new Set(['test-support', 'reliability']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return TEST_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-support/.test(entry.name) ? [full] : [];
  });
}

/** The owner of a file: its module's folder, or the top-level folder outside modules. */
function ownerOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'modules' ? parts[1]! : parts[0]!;
}

/** The tables a file inserts into, updates or deletes from, through Drizzle or in SQL. */
function tablesWritten(code: string): Set<string> {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const written = new Set<string>();
  for (const [, name] of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
    if (tables.has(name!)) written.add(name!);
  }
  for (const [, , interpolated, plain] of text.matchAll(
    /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(?:schema\.)?(\w+)\s*\}|"?([a-z_]+)"?)/gi,
  )) {
    const name = interpolated ?? bySqlName.get(plain ?? '');
    if (name && tables.has(name)) written.add(name);
  }
  return written;
}

const writes = sourceFiles(src).flatMap((file) =>
  [...tablesWritten(readFileSync(file, 'utf8'))].map((table) => ({
    table,
    owner: ownerOf(file),
    file: path.relative(src, file),
  })),
);

const mayWriteAny = (file: string) => Object.keys(MAY_WRITE_ANY).some((prefix) => file.startsWith(prefix));

describe('who writes each table', () => {
  it('every table has its writers listed, and only tables are listed', () => {
    expect(Object.keys(WRITERS).sort()).toEqual([...tables.keys()].sort());
  });

  it('no module writes a table it is not listed for', () => {
    const strays = writes
      .filter((w) => !mayWriteAny(w.file) && !WRITERS[w.table]?.includes(w.owner))
      .map((w) => `${w.file} writes ${w.table}, whose writers are ${WRITERS[w.table]?.join(', ') || 'none'}`);
    expect(strays).toEqual([]);
  });

  it('every listed writer still writes its table', () => {
    const stale = Object.entries(WRITERS).flatMap(([table, owners]) =>
      owners
        .filter((owner) => !writes.some((w) => w.table === table && w.owner === owner))
        .map((owner) => `${owner} no longer writes ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('finds writes through Drizzle and in SQL', () => {
    expect(tablesWritten('await tx.delete(blocks).where(x)')).toEqual(new Set(['blocks']));
    expect(tablesWritten('sql`insert into messages (id) values (1)`')).toEqual(new Set(['messages']));
    expect(tablesWritten('sql`update ${conversationNotices} set x = 1`')).toEqual(new Set(['conversationNotices']));
    expect(tablesWritten('// update users later\nconst a = db.select().from(users)')).toEqual(new Set());
  });
});
