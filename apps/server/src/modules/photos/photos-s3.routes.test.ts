import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TOwnPhoto } from '@quad/contract';
import { photos } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { addPhoto, uploadPhotoAs, WHOLE } from '@/test-support/photo-upload';
import { startS3Server, type TestS3Server } from '@/test-support/s3-server';
import { createTestApp, type TestApp } from '@/test-support/test-app';

/**
 * The photo API with PHOTO_STORE=s3, against a real S3-compatible server on loopback: every
 * file is an object in the bucket (checked with a client of the test's own), members still
 * get the server's signed URLs, and every way a photo goes removes its objects.
 */
let s3: TestS3Server;
let t: TestApp;
let image: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  image = await jpeg(400, 400);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const call = (member: TestMember, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
const fileName = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
const objectsOf = (photo: TOwnPhoto) => [photo.filename, fileName(photo.thumbnail)].sort();
const editUpload = (member: TestMember) => addPhoto(t, member.token, image, { ...WHOLE, is_edit_mode: 'true' });

describe('photos in an S3 bucket', () => {
  it('stores the photo and its thumbnail as two objects in the bucket, nothing in DATA_DIR', async () => {
    const member = await createMember(t);
    const photo = await addPhoto(t, member.token, image);
    expect(await s3.keys()).toEqual(expect.arrayContaining(objectsOf(photo)));
    expect(existsSync(path.join(t.dataDir, 'photos'))).toBe(false);
  });

  it('serves them through its own signed URLs, with the same type and caching as the local store', async () => {
    const member = await createMember(t);
    const photo = await addPhoto(t, member.token, image);
    expect(photo.url).toMatch(/^\/api\/photos\/file\/[A-Za-z0-9_-]+\.webp\?v=\d+&e=\d+&s=[A-Za-z0-9_-]{22}$/);
    for (const [url, side] of [
      [photo.url, 400],
      [photo.thumbnail, 320],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
      expect(res.rawPayload).toEqual(await t.ctx.photos.read(fileName(url)));
      expect((await sharp(res.rawPayload).metadata()).width).toBe(side);
    }
    // A forged link is still refused before the bucket is asked.
    const forged = new URL(photo.url, 'http://x');
    forged.searchParams.set('s', 'A'.repeat(22));
    expect((await t.app.inject({ method: 'GET', url: forged.pathname + forged.search })).statusCode).toBe(403);
  });

  it('removes both objects when a photo is deleted, and its link then answers 404', async () => {
    const member = await createMember(t);
    const photo = await addPhoto(t, member.token, image);
    expect((await call(member, 'DELETE', `/api/photos/${photo.id}`)).statusCode).toBe(200);
    const keys = await s3.keys();
    for (const name of objectsOf(photo)) expect(keys).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it("removes the objects of an edit's uploads when the edit is discarded", async () => {
    const member = await createMember(t);
    const kept = await addPhoto(t, member.token, image);
    const pending = await editUpload(member);
    expect(await s3.keys()).toEqual(expect.arrayContaining(objectsOf(pending)));
    expect((await call(member, 'DELETE', '/api/profile/draft')).statusCode).toBe(200);
    const keys = await s3.keys();
    for (const name of objectsOf(pending)) expect(keys).not.toContain(name);
    expect(keys).toEqual(expect.arrayContaining(objectsOf(kept)));
  });

  it('removes every object of a member who deletes the account, or whom an administrator deletes', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const [leaving, removed] = [await createMember(t), await createMember(t)];
    const left = [await addPhoto(t, leaving.token, image), await editUpload(leaving)];
    const gone = [await addPhoto(t, removed.token, image), await addPhoto(t, removed.token, image)];
    const names = [...left, ...gone].flatMap(objectsOf);
    expect(await s3.keys()).toEqual(expect.arrayContaining(names));

    expect((await call(leaving, 'DELETE', '/api/users/me')).statusCode).toBe(200);
    const byAdmin = await call(admin, 'POST', `/api/admin/users/${removed.id}/delete`, { reason: 'Fake profile' });
    expect(byAdmin.statusCode).toBe(200);
    const keys = await s3.keys();
    expect(names.filter((n) => keys.includes(n))).toEqual([]);
  });
});

describe('when the bucket cannot be reached', () => {
  it('answers 503 { msg, code }, never a 500, and keeps no half-stored photo', async () => {
    const lost = await startS3Server();
    const app = await createTestApp({ env: lost.env });
    try {
      const member = await createMember(app);
      const photo = await addPhoto(app, member.token, image);
      await lost.close();
      const upload = await uploadPhotoAs(app, member.token, image);
      expect([upload.statusCode, upload.json()]).toEqual([
        503,
        { msg: MSG.photoStorageUnavailable, code: 'photo_storage_unavailable' },
      ]);
      expect(await app.ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, member.id))).toEqual([
        { id: photo.id },
      ]);
      const served = await app.app.inject({ method: 'GET', url: photo.url });
      expect([served.statusCode, served.json().code]).toEqual([503, 'photo_storage_unavailable']);
    } finally {
      await app.close();
      await lost.stop();
    }
  });
});
