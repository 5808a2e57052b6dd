import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { writeMessage } from '@/test-support/message-history';
import { addPhoto } from '@/test-support/photo-upload';
import { useTestApp } from '@/test-support/test-app';
import { deleteAccount } from './account-deletion.service';
import { MEMBER_INVENTORY, NOT_MEMBER_OWNED } from './member-inventory';

const t = useTestApp();

describe('the member inventory', () => {
  it('is what the export lists and exactly what deletion removes or anonymises', async () => {
    const member = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
    const other = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
    await addPhoto(t, member.token, await jpeg(300, 300));
    await writeMessage(t, member.id, other.id, { content: 'Study group tonight', read: true });
    await writeMessage(t, other.id, member.id, { content: 'Count me in' });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload });
    await post(`/api/users/${other.id}/block`, {});
    await post('/api/users/me/hidden-emails', { emails: ['roommate@ucalgary.ca'] });
    await t.ctx.db.insert(schema.reports).values({ reporterId: member.id, reportedId: other.id, reason: 'spam' });

    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    const listed = Object.keys(unzipSync(new Uint8Array(res.rawPayload))).filter((name) => name.endsWith('.json'));
    expect(listed.sort()).toEqual(MEMBER_INVENTORY.map((e) => e.file).sort());
    const before = new Map<string, unknown[]>();
    for (const entry of MEMBER_INVENTORY) before.set(entry.file, await entry.read(t.ctx.db, member.id));
    expect([...before.values()].filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(8);

    await deleteAccount(t.ctx, member.id, { type: 'user_requested' });
    const identifying = [member.email, member.username, 'Study group tonight', 'Count me in'];
    for (const entry of MEMBER_INVENTORY) {
      const after = await entry.read(t.ctx.db, member.id);
      if (entry.onDeletion === 'removed') {
        expect(after, entry.file).toEqual([]);
      } else {
        const text = JSON.stringify(after);
        for (const value of identifying) expect(text, `${entry.file} still holds ${value}`).not.toContain(value);
      }
    }
  });

  it('covers every column of the schema that names a member, or says whose record it is instead', () => {
    const covered = new Set<AnyPgColumn>([...MEMBER_INVENTORY.flatMap((e) => e.holds), ...NOT_MEMBER_OWNED]);
    const missing: string[] = [];
    let checked = 0;
    for (const value of Object.values(schema)) {
      if (!isTable(value)) continue;
      const config = getTableConfig(value);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        if (getTableConfig(ref.foreignTable).name !== 'users') continue;
        for (const column of ref.columns) {
          checked += 1;
          if (!covered.has(column)) missing.push(`${config.name}.${column.name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

function isTable(value: unknown): value is PgTable {
  try {
    getTableConfig(value as PgTable);
    return typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value;
  } catch {
    return false;
  }
}
