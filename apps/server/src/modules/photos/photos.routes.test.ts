import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG, photoTooLarge, tooManyPhotos, type TOwnPhoto, type TProfileEditResponse } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { exifHasGps, gif, jpeg, jpegWithGps, noisePng, png, pngBomb } from '@/test-support/images';
import { addPhoto, uploadPhotoAs, WHOLE } from '@/test-support/photo-upload';
import { useTestApp } from '@/test-support/test-app';
import { PHOTO_UPLOADS_PER_MINUTE } from './photos.routes';

const t = useTestApp();

const fileOf = async (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const myPhotos = async (member: TestMember) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/profile/edit', headers: bearer(member.token) })
  ).json<TProfileEditResponse>().photos;
/** The stored bytes of a photo file, straight from the photo store. */
const stored = async (photo: TOwnPhoto) => (await t.ctx.photos.read(photo.filename))!;

describe('POST /api/photos/upload', () => {
  it('stores a square WebP and thumbnail without EXIF or GPS, the first photo primary', async () => {
    const member = await createMember(t);
    const input = await jpegWithGps(800, 800);
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const res = await uploadPhotoAs(t, member.token, input);
    expect(res.statusCode).toBe(200);
    const { msg, photo } = res.json<{ msg: string; photo: TOwnPhoto }>();
    expect(msg).toBe(MSG.photoUploaded);
    expect(photo).toMatchObject({ is_primary: true, is_pending: false });
    expect(photo.filename).toMatch(/^[A-Za-z0-9_-]{20,}\.webp$/);

    for (const file of [await stored(photo), (await fileOf(photo.thumbnail)).rawPayload]) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(meta.height);
      expect(meta.exif).toBeUndefined();
      expect(exifHasGps(meta.exif)).toBe(false);
      expect(file.includes('QuadPhone')).toBe(false);
    }
    expect((await sharp(await stored(photo)).metadata()).width).toBe(800);
    expect((await sharp((await fileOf(photo.thumbnail)).rawPayload).metadata()).width).toBe(320);
  });

  it('reads the crop fields whether they come before or after the file', async () => {
    const member = await createMember(t);
    const res = await uploadPhotoAs(t, member.token, await jpeg(400, 400), { fileFirst: true, body: 'stream' });
    expect(res.statusCode).toBe(200);
  });

  it('judges the type by content and refuses what is not JPEG, PNG or GIF', async () => {
    const member = await createMember(t);
    const text = await uploadPhotoAs(t, member.token, Buffer.from('not a photo at all'), { filename: 'me.jpg' });
    expect([text.statusCode, text.json().msg]).toEqual([400, MSG.notAnImage]);
    const animated = await uploadPhotoAs(t, member.token, await gif(300, 300), { filename: 'x.txt' });
    expect(animated.statusCode).toBe(200);
  });

  it('refuses images under 150x150 and decompression bombs', async () => {
    const member = await createMember(t);
    const tiny = await uploadPhotoAs(t, member.token, await png(120, 120));
    expect([tiny.statusCode, tiny.json().msg]).toEqual([400, MSG.imageTooSmall]);
    const bomb = await uploadPhotoAs(t, member.token, pngBomb(), { filename: 'bomb.png' });
    expect([bomb.statusCode, bomb.json().msg]).toEqual([400, MSG.imageTooManyPixels]);
  });

  it('needs a square crop area of at least 150 px inside the image', async () => {
    const member = await createMember(t);
    const image = await jpeg(600, 600);
    const cases: [Record<string, string>, string][] = [
      [{}, MSG.selectCropArea],
      [{ ...WHOLE, width_perc: '' }, MSG.selectCropArea],
      [{ ...WHOLE, height_perc: 'abc' }, MSG.selectCropArea],
      [{ ...WHOLE, height_perc: '50' }, MSG.cropNotSquare],
      [{ x_perc: '0', y_perc: '0', width_perc: '10', height_perc: '10' }, MSG.cropTooSmall],
      [{ x_perc: '60', y_perc: '0', width_perc: '50', height_perc: '50' }, MSG.cropOutsideImage],
      [{ ...WHOLE, x_perc: '-5' }, MSG.cropOutsideImage],
    ];
    for (const [fields, msg] of cases) {
      const res = await uploadPhotoAs(t, member.token, image, { fields });
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    }
    expect(await myPhotos(member)).toEqual([]);
  });

  it('answers 413 with the limit above max_photo_size_mb, streamed or not', async () => {
    const member = await createMember(t);
    await t.ctx.settings.update({ max_photo_size_mb: 1 });
    try {
      const big = await noisePng(800, 800); // about 1.9 MB
      expect(big.length).toBeGreaterThan(1024 * 1024);
      for (const body of ['buffer', 'stream'] as const) {
        const res = await uploadPhotoAs(t, member.token, big, { body });
        expect([res.statusCode, res.json().msg]).toEqual([413, photoTooLarge(1)]);
      }
      expect(await myPhotos(member)).toEqual([]);
    } finally {
      await t.ctx.settings.update({ max_photo_size_mb: 10 });
    }
  });

  it('allows at most five photos', async () => {
    const member = await createMember(t);
    const image = await jpeg(300, 300);
    for (let i = 0; i < 5; i++) await addPhoto(t, member.token, image);
    const sixth = await uploadPhotoAs(t, member.token, image);
    expect([sixth.statusCode, sixth.json().msg]).toEqual([400, tooManyPhotos(5)]);
    expect(await myPhotos(member)).toHaveLength(5);
  });

  it('counts photos marked for deletion as gone in edit mode', async () => {
    const member = await createMember(t);
    const image = await jpeg(300, 300);
    const published = [];
    for (let i = 0; i < 5; i++) published.push(await addPhoto(t, member.token, image));
    const edit = (pending: number[]) => ({
      ...WHOLE,
      is_edit_mode: 'true',
      pending_deletions: JSON.stringify(pending),
    });
    const replacement = await uploadPhotoAs(t, member.token, image, { fields: edit([published[0]!.id]) });
    expect(replacement.statusCode).toBe(200);
    expect(replacement.json<{ photo: TOwnPhoto }>().photo).toMatchObject({ is_pending: true, is_primary: false });
    const oneTooMany = await uploadPhotoAs(t, member.token, image, { fields: edit([published[0]!.id]) });
    expect(oneTooMany.statusCode).toBe(400);
    // Another member's photo ids do not make room.
    const other = await createMember(t);
    const theirs = await addPhoto(t, other.token, image);
    const borrowed = await uploadPhotoAs(t, member.token, image, { fields: edit([published[0]!.id, theirs.id]) });
    expect(borrowed.statusCode).toBe(400);
  });

  it('allows a member 20 uploads a minute', async () => {
    const member = await createMember(t);
    const notAPhoto = Buffer.from('refused at once, so the test stays cheap');
    for (let i = 0; i < PHOTO_UPLOADS_PER_MINUTE; i++) {
      expect((await uploadPhotoAs(t, member.token, notAPhoto)).statusCode).toBe(400);
    }
    const res = await uploadPhotoAs(t, member.token, await jpeg(300, 300));
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^Too many requests/);
    // Another member is not affected.
    expect((await uploadPhotoAs(t, (await createMember(t)).token, notAPhoto)).statusCode).toBe(400);
  });

  it('answers a broken or over-full multipart form with 400 or 413 { msg }, never a 500', async () => {
    const member = await createMember(t);
    const post = (payload: string, boundary = 'b') =>
      t.app.inject({
        method: 'POST',
        url: '/api/photos/upload',
        headers: { ...bearer(member.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const part = (name: string, body: string, file = false) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.jpg"' : ''}\r\n\r\n${body}\r\n`;
    const broken = [
      'not a multipart body',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nunterminated',
      '--b\r\nno header end',
      '--b--\r\n',
    ];
    for (const payload of broken) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().msg, payload).toEqual(expect.any(String));
    }
    const manyParts = `${Array.from({ length: 20 }, (_, i) => part(`f${i}`, 'x')).join('')}--b--\r\n`;
    const twoFiles = `${part('file', 'a', true)}${part('file', 'b', true)}--b--\r\n`;
    for (const payload of [manyParts, twoFiles]) {
      const res = await post(payload);
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json().msg).toEqual(expect.any(String));
    }
  });

  it('needs a signed-in member', async () => {
    const res = await uploadPhotoAs(t, 'not-a-token', await jpeg(300, 300));
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/photos/{id}', () => {
  it('deletes an own photo and its files; the first remaining one becomes primary', async () => {
    const member = await createMember(t);
    const [first, second, third] = [
      await addPhoto(t, member.token, await jpeg(300, 300)),
      await addPhoto(t, member.token, await jpeg(300, 300)),
      await addPhoto(t, member.token, await jpeg(300, 300)),
    ];
    expect([first.is_primary, second.is_primary, third.is_primary]).toEqual([true, false, false]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/photos/${first.id}`, headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(MSG.photoDeleted);
    expect(await t.ctx.photos.read(first.filename)).toBeNull();
    expect(await t.ctx.photos.read(first.thumbnail.split('?')[0]!.split('/').pop()!)).toBeNull();
    const left = await myPhotos(member);
    expect(left.map((p) => [p.id, p.is_primary])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
  });

  it("answers 404 for another member's photo and leaves it alone", async () => {
    const [owner, other] = [await createMember(t), await createMember(t)];
    const photo = await addPhoto(t, owner.token, await jpeg(300, 300));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: bearer(other.token) });
    expect([res.statusCode, res.json().msg]).toEqual([404, MSG.photoNotFound]);
    expect(await myPhotos(owner)).toHaveLength(1);
  });
});

describe('GET /api/photos/file/:name', () => {
  it('serves a signed URL with private, immutable caching', async () => {
    const member = await createMember(t);
    const photo = await addPhoto(t, member.token, await jpeg(300, 300));
    const res = await fileOf(photo.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1])).toBeGreaterThan(23 * 3600);
  });

  it('refuses altered, forged and expired links', async () => {
    const member = await createMember(t);
    const photo = await addPhoto(t, member.token, await jpeg(300, 300));
    const url = new URL(photo.url, 'http://x');
    const altered = new URL(url);
    altered.searchParams.set('v', String(member.id + 1));
    expect((await fileOf(altered.pathname + altered.search)).statusCode).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('s', 'A'.repeat(22));
    expect((await fileOf(forged.pathname + forged.search)).statusCode).toBe(403);
    expect((await fileOf(url.pathname)).statusCode).toBe(400);
    t.clock.advance(3 * 24 * 60 * 60_000);
    try {
      expect((await fileOf(photo.url)).statusCode).toBe(403);
    } finally {
      t.clock.advance(-3 * 24 * 60 * 60_000);
    }
  });

  it("never serves a member's pending upload to another member", async () => {
    const [owner, other] = [await createMember(t), await createMember(t)];
    const res = await uploadPhotoAs(t, owner.token, await jpeg(300, 300), {
      fields: { ...WHOLE, is_edit_mode: 'true' },
    });
    const pending = res.json<{ photo: TOwnPhoto }>().photo;
    expect((await fileOf(pending.url)).statusCode).toBe(200);
    // Even a correctly signed link for the other member is refused while the photo is pending.
    const forOther = t.ctx.photoUrls.url(pending.filename, other.id, t.clock.now());
    expect((await fileOf(forOther)).statusCode).toBe(404);
  });
});
