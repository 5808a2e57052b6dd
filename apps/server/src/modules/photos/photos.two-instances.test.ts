import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FILE_FIELD, type TOwnPhoto, type TProfileEditResponse } from '@quad/contract';
import { createMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { WHOLE } from '@/test-support/photo-upload';
import { startS3Server, type TestS3Server } from '@/test-support/s3-server';
import { createTestApp, type TestApp } from '@/test-support/test-app';

/**
 * Two server instances behind one load balancer share the database, the JWT secret and
 * (with PHOTO_STORE=s3) one bucket: a photo uploaded through one is served by the other.
 * Over real HTTP on loopback; on PostgreSQL and Redis too when the suite has them.
 */
const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const opened: TestApp[] = [];

interface TwoInstances {
  /** Instance A, for the test's own set-up (members). */
  first: TestApp;
  a: string;
  b: string;
}

async function twoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const first = await createTestApp({ env: { ...env, ...redis } });
  const second = await createTestApp({ env: { ...env, ...redis }, database: first.ctx.database, clock: first.clock });
  opened.push(second, first); // B closes first: it uses A's database
  const urls: string[] = [];
  for (const t of [first, second]) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  }
  return { first, a: urls[0]!, b: urls[1]! };
}

async function upload(base: string, token: string, image: Buffer): Promise<TOwnPhoto> {
  const form = new FormData();
  for (const [name, value] of Object.entries(WHOLE)) form.append(name, value);
  form.append(PHOTO_FILE_FIELD, new Blob([new Uint8Array(image)]), 'me.jpg');
  const res = await fetch(`${base}/api/photos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { photo: TOwnPhoto }).photo;
}

const get = (base: string, url: string, token?: string) =>
  fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

let image: Buffer;
beforeAll(async () => {
  image = await jpeg(400, 400);
});
afterAll(async () => {
  for (const t of opened) await t.close();
});

describe('photos across two instances sharing an S3 bucket', () => {
  let s3: TestS3Server;
  let first: TestApp;
  let a: string;
  let b: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    ({ first, a, b } = await twoInstances(s3.env));
  });
  afterAll(async () => {
    for (const t of opened.splice(0)) await t.close();
    await s3?.stop();
  });

  it('serves from instance B a photo uploaded through instance A, with the same bytes and caching', async () => {
    const member = await createMember(first);
    const photo = await upload(a, member.token, image);
    const [fromA, fromB] = [await get(a, photo.url), await get(b, photo.url)];
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe(fromA.headers.get('cache-control'));
    expect(await bytes(fromB)).toEqual(await bytes(fromA));
    // B lists the photo with links of its own, which A serves in turn.
    const edit = await get(b, '/api/profile/edit', member.token);
    const [listed] = ((await edit.json()) as TProfileEditResponse).photos;
    expect(listed!.id).toBe(photo.id);
    expect((await get(a, listed!.thumbnail)).status).toBe(200);
  });

  it('deletes through B a photo uploaded through A: its objects go, and A answers 404', async () => {
    const member = await createMember(first);
    const photo = await upload(a, member.token, image);
    expect(await s3.keys()).toContain(photo.filename);
    const res = await fetch(`${b}/api/photos/${photo.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    expect(await s3.keys()).not.toContain(photo.filename);
    expect((await get(a, photo.url)).status).toBe(404);
  });
});

describe('photos across two instances with local folders of their own', () => {
  it('cannot serve from B what A stored: the reason several instances need PHOTO_STORE=s3', async () => {
    const { first, a, b } = await twoInstances({});
    const member = await createMember(first);
    const photo = await upload(a, member.token, image);
    expect((await get(a, photo.url)).status).toBe(200);
    expect((await get(b, photo.url)).status).toBe(404);
  });
});
