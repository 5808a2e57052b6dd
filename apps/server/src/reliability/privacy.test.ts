import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOwnPhoto } from '@quad/contract';
import { deletedUsers, payments } from '@/db/schema/index';
import { emailHash } from '@/modules/auth/email-hash';
import { clientId, send, setPaid } from '@/modules/chat/chat.test-support';
import { bearer, type TestMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { uploadPhotoAs } from '@/test-support/photo-upload';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { tablesContaining } from '@/test-support/table-scan';
import { quickMember } from './principals';

/**
 * ASVS 5.0 V14.2 (data protection): after a self-deletion and an administrator's deletion,
 * a scan of every table and of the photo folder finds neither the e-mail in clear, nor the
 * photos, nor the messages; the SHA-256 record of the e-mail remains and payments stay
 * linked to the anonymised account.
 */
const t = useTestApp();
const sockets: TestSocket[] = [];
// Screening off: a message held for "Are you sure?" or flagged would leave the partner's words in
// a flag, which rightly stays; flags after a deletion are account-deletion.service.test.ts's subject.
beforeAll(async () => {
  await t.ctx.settings.update({ autoflag_enabled: 'false' });
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

/** Every file in the photo store (a folder or a bucket, whichever PHOTO_STORE names). */
const photoFiles = () => t.ctx.photos.list();

/** A member who has left traces: a photo, a conversation both ways, a payment claim. */
async function memberWithHistory(partner: TestMember) {
  const member = await quickMember(t);
  const claim = await t.app.inject({
    method: 'POST',
    url: '/api/payments/claim',
    headers: bearer(member.token),
    payload: { sender_name: 'Some Sender', amount: 10 },
  });
  expect(claim.statusCode).toBe(200);
  await setPaid(t, member.id);
  const upload = await uploadPhotoAs(t, member.token, await jpeg(300, 300));
  expect(upload.statusCode).toBe(200);
  const photo = upload.json<{ photo: TOwnPhoto }>().photo;
  const socket = await connectSocket(t, member.token);
  const partnerSocket = await connectSocket(t, partner.token);
  sockets.push(socket, partnerSocket);
  const word = () => clientId().replace(/[^a-f]/g, '');
  const said = `confidential-${word()}`;
  const heard = `reply-${word()}`;
  expect((await send(socket, { recipient_id: partner.id, message: said, client_id: clientId() })).ok).toBe(true);
  expect((await send(partnerSocket, { recipient_id: member.id, message: heard, client_id: clientId() })).ok).toBe(true);
  t.clock.advance(60_000);
  return { member, photo, said, heard, socket };
}

async function expectNoTrace(history: Awaited<ReturnType<typeof memberWithHistory>>) {
  const { member, photo, said, heard } = history;
  expect(await tablesContaining(t, member.email)).toEqual([]);
  expect(await tablesContaining(t, member.email.split('@')[0]!)).toEqual([]);
  expect(await tablesContaining(t, said)).toEqual([]);
  expect(await tablesContaining(t, heard)).toEqual([]);
  const files = await photoFiles();
  expect(files).not.toContain(photo.filename);
  expect(files.filter((f) => f.includes(photo.filename.replace(/\.webp$/, '')))).toEqual([]);
  const [record] = await t.ctx.db.select().from(deletedUsers).where(eq(deletedUsers.originalUserId, member.id));
  expect(record!.emailHash).toBe(emailHash(member.email));
  const kept = await t.ctx.db.select().from(payments).where(eq(payments.userId, member.id));
  expect(kept.length).toBeGreaterThan(0);
}

describe('after deletion nothing of the member remains in clear', () => {
  it('self-deletion: every table and the photo folder are clean; the hash record and payments remain', async () => {
    const partner = await quickMember(t);
    await setPaid(t, partner.id);
    const history = await memberWithHistory(partner);
    expect(await tablesContaining(t, history.said)).not.toEqual([]);
    expect(await photoFiles()).toContain(history.photo.filename);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(history.member.token) });
    expect(res.statusCode).toBe(200);
    await expectNoTrace(history);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(history.member.token) })).statusCode,
    ).toBe(401);
  });

  it('deletion by an administrator: the same, and the old token and socket stop at once', async () => {
    const partner = await quickMember(t);
    await setPaid(t, partner.id);
    const admin = await quickMember(t, { isAdmin: true });
    const history = await memberWithHistory(partner);
    const closed = new Promise<void>((resolve) => history.socket.once('disconnect', () => resolve()));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${history.member.id}/delete`,
      headers: bearer(admin.token),
      payload: { reason: 'Fake profile' },
    });
    expect(res.statusCode).toBe(200);
    await closed;
    await expectNoTrace(history);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(history.member.token) })).statusCode,
    ).toBe(401);
  });
});
