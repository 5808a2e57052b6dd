import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '@/db/schema/index';
import { createMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { emailKey, fillMissingEmailKeys } from './email-key';

const t = useTestApp();

it('gives every account without a key its key, batch after batch, and leaves the others alone', async () => {
  const members = await Promise.all(Array.from({ length: 5 }, () => createMember(t)));
  const ids = members.map((m) => m.id);
  await t.ctx.db.update(users).set({ emailKey: null }).where(inArray(users.id, ids));

  // Batches of two: the five keys take three statements.
  expect(await fillMissingEmailKeys(t.ctx.db, t.ctx.config.jwtSecret, 2)).toBe(5);
  const rows = await t.ctx.db
    .select({ id: users.id, emailKey: users.emailKey })
    .from(users)
    .where(inArray(users.id, ids));
  for (const member of members) {
    expect(rows.find((r) => r.id === member.id)?.emailKey).toBe(emailKey(t.ctx.config.jwtSecret, member.email));
  }
  expect(await fillMissingEmailKeys(t.ctx.db, t.ctx.config.jwtSecret)).toBe(0);
});
