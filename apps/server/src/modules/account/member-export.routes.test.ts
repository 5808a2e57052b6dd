import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_INTERVAL_MS } from '@quad/contract';
import { adminActions, payments, photos, reports } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { writeMessage } from '@/test-support/message-history';
import { addPhoto } from '@/test-support/photo-upload';
import { useTestApp } from '@/test-support/test-app';
import { MEMBER_INVENTORY } from './member-inventory';

const t = useTestApp();
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  member = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
  other = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
});

const download = (m: TestMember) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(m.token) });

type Json = Record<string, unknown>;

/** Everything the member owns, one of each kind. */
async function fillAccount(): Promise<void> {
  await addPhoto(t, member.token, await jpeg(400, 400));
  await writeMessage(t, member.id, other.id, { content: 'Coffee after the lab?', read: true });
  await writeMessage(t, other.id, member.id, { content: 'Sounds good' });
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(member.token), payload });
  expect((await call('POST', `/api/users/${other.id}/block`, {})).statusCode).toBe(200);
  await call('POST', '/api/users/me/hidden-emails', { emails: ['classmate@ucalgary.ca', 'ta@ucalgary.ca'] });
  await call('PATCH', '/api/settings', { share_typing: false });
  await call('POST', '/api/users/me/snooze', { hours: 72 });
  await t.ctx.db.insert(reports).values({
    reporterId: member.id,
    reportedId: other.id,
    reason: 'harassment',
    description: 'Kept messaging after I said no',
    adminNotes: 'ADMIN ONLY: checked the history',
  });
  await t.ctx.db.insert(payments).values({
    userId: member.id,
    amount: 10,
    source: 'member_claim',
    status: 'verified',
    paymentNotesToUser: 'Thanks, your payment arrived',
    adminNotes: 'ADMIN ONLY: matched by hand',
  });
  await t.ctx.db.insert(adminActions).values({
    targetUserId: member.id,
    actionType: 'warn',
    reason: 'Please keep it friendly',
    notes: { admin_notes: 'ADMIN ONLY: second complaint', warning_message: 'Please keep it friendly' },
  });
}

describe('download my data', () => {
  it('streams a ZIP of everything the member owns, photos included, without admin-only notes', async () => {
    await fillAccount();
    const res = await download(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quad-data-\d{4}-\d{2}-\d{2}\.zip"$/);

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Json[] & Json;
    const [photo] = await t.ctx.db.select().from(photos).where(eq(photos.userId, member.id));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        ...MEMBER_INVENTORY.map((e) => e.file),
        `photos/${photo!.filename}`,
        `photos/${photo!.thumbnail}`,
      ].sort(),
    );
    // The stored files, byte for byte, through the photo store.
    expect(Buffer.from(files[`photos/${photo!.filename}`]!)).toEqual(await t.ctx.photos.read(photo!.filename));

    expect(json('profile.json')).toMatchObject({ id: member.id, email: member.email, username: member.username });
    expect(json('messages.json')).toEqual([
      expect.objectContaining({
        direction: 'sent',
        with: other.username,
        content: 'Coffee after the lab?',
        status: 'read',
      }),
      expect.objectContaining({ direction: 'received', with: other.username, content: 'Sounds good', status: 'sent' }),
    ]);
    expect(json('messages.json')[0]).toMatchObject({ sent_at: expect.any(String), read_at: expect.any(String) });
    expect(json('blocks.json')).toEqual([{ member: other.username, blocked_at: expect.any(String) }]);
    expect(json('hidden-emails.json')).toEqual({ count: 2 });
    expect(json('settings.json')).toMatchObject({ share_typing: false, share_read_receipts: true });
    expect(json('settings.json').snoozed_until).toEqual(expect.any(String));
    expect(json('reports-filed.json')).toEqual([
      expect.objectContaining({ reported: other.username, description: 'Kept messaging after I said no' }),
    ]);
    expect(json('payments.json')).toEqual([
      expect.objectContaining({ amount: 10, notes_to_you: 'Thanks, your payment arrived' }),
    ]);
    expect(json('admin-actions.json')).toEqual([
      { action: 'warn', message: 'Please keep it friendly', at: expect.any(String) },
    ]);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1'));
    for (const content of everything) {
      expect(content).not.toContain('ADMIN ONLY');
      expect(content).not.toContain('classmate@');
    }
    expect(strFromU8(files['README.txt']!)).toContain('messages.json');
  });

  it('allows one export a day, then answers 429 with Retry-After and a stable code', async () => {
    const again = await download(member);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'export_rate_limited', msg: expect.any(String) });
    expect(Number(again.headers['retry-after'])).toBe(EXPORT_INTERVAL_MS / 1000);
    // Other members are not held back by it.
    expect((await download(other)).statusCode).toBe(200);

    t.clock.advance(EXPORT_INTERVAL_MS - 60_000);
    member.token = (await t.ctx.sessions.create(member.id)).token;
    const stillEarly = await download(member);
    expect(stillEarly.statusCode).toBe(429);
    expect(Number(stillEarly.headers['retry-after'])).toBe(60);
    t.clock.advance(60_000);
    expect((await download(member)).statusCode).toBe(200);
  });
});
