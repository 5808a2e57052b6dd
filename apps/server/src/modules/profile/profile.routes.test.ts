import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  tooManyPhotos,
  type TDraftResponse,
  type TOwnPhoto,
  type TProfileEditResponse,
  type TPublishResponse,
  type TSaveDraftRequest,
} from '@quad/contract';
import { profileFlags, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { addPhoto, WHOLE } from '@/test-support/photo-upload';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
let image: Buffer;
beforeAll(async () => {
  image = await jpeg(300, 300);
});

const call = (member: TestMember, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
const photosOf = async (member: TestMember) =>
  (await call(member, 'GET', '/api/profile/edit')).json<TProfileEditResponse>().photos;
const editUpload = (member: TestMember, pending: number[] = []) =>
  addPhoto(t, member.token, image, { ...WHOLE, is_edit_mode: 'true', pending_deletions: pending.join(',') });
const fileName = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

const form: TSaveDraftRequest = {
  gender: 'man',
  orientation: 'ambiphilic',
  age: 31,
  height_inches: 72,
  profile_text: 'Climber, coffee, bad puns.',
};

describe('profile draft', () => {
  it('starts without a draft, saves one, and returns it', async () => {
    const member = await createMember(t);
    expect((await call(member, 'GET', '/api/profile/draft')).json()).toEqual({ has_draft: false, draft: null });
    const saved = await call(member, 'PUT', '/api/profile/draft', form);
    expect(saved.statusCode).toBe(200);
    const { draft } = (await call(member, 'GET', '/api/profile/draft')).json<TDraftResponse>();
    expect(draft).toMatchObject({ ...form, photos_to_delete: [], photos_uploaded_in_edit: [], primary_photo_id: null });
    expect(draft!.last_saved).toBe(t.clock.now().toISOString());
  });

  it('validates the fields: age, height, text at most 5000 characters', async () => {
    const member = await createMember(t);
    const cases: [Partial<TSaveDraftRequest>, string][] = [
      [{ age: 17 }, MSG.ageRange],
      [{ height_inches: 85 }, MSG.heightRange],
      [{ profile_text: 'x'.repeat(5001) }, MSG.profileTextTooLong],
    ];
    for (const [change, msg] of cases) {
      const res = await call(member, 'PUT', '/api/profile/draft', { ...form, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(
      (await call(member, 'PUT', '/api/profile/draft', { ...form, profile_text: 'x'.repeat(5000) })).statusCode,
    ).toBe(200);
  });

  it("keeps only the member's own photos in the draft's choices", async () => {
    const [member, other] = [await createMember(t), await createMember(t)];
    const mine = await addPhoto(t, member.token, image);
    const theirs = await addPhoto(t, other.token, image);
    const res = await call(member, 'PUT', '/api/profile/draft', {
      ...form,
      photos_to_delete: [mine.id, theirs.id],
      primary_photo_id: theirs.id,
    });
    expect(res.json<TDraftResponse>().draft).toMatchObject({ photos_to_delete: [mine.id], primary_photo_id: null });
  });
});

describe('publish', () => {
  it('applies the fields at once and never changes username, e-mail or institution', async () => {
    const member = await createMember(t);
    await call(member, 'PUT', '/api/profile/draft', {
      ...form,
      username: 'someone_else',
      email: 'new@ucalgary.ca',
      institution_id: 'sait',
    });
    const res = await call(member, 'POST', '/api/profile/publish');
    expect(res.statusCode).toBe(200);
    expect(res.json<TPublishResponse>()).toMatchObject({ msg: MSG.profileUpdated, profile: form });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      username: member.username,
      email: member.email,
      institutionId: 'ucalgary',
      age: 31,
      profileText: form.profile_text,
    });
    expect((await call(member, 'GET', '/api/profile/draft')).json()).toEqual({ has_draft: false, draft: null });
  });

  it('screens the published text for the admin queue without holding the publish back', async () => {
    const member = await createMember(t);
    const bio = 'Nursing @ MRU. Never on here, snap me: jess.xo22';
    await call(member, 'PUT', '/api/profile/draft', { ...form, profile_text: bio });
    const res = await call(member, 'POST', '/api/profile/publish');
    expect(res.json<TPublishResponse>().profile.profile_text).toBe(bio);
    await vi.waitFor(async () => {
      const flags = await t.ctx.db.select().from(profileFlags).where(eq(profileFlags.userId, member.id));
      expect(flags.map((f) => [f.flagReason, f.profileText])).toEqual([['social_media', bio]]);
    });
  });

  it('refuses to publish without a draft', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/api/profile/publish');
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG.nothingToPublish]);
  });

  it('deletes marked photos with their files, publishes uploads, and applies the primary choice', async () => {
    const member = await createMember(t);
    const [a, b] = [await addPhoto(t, member.token, image), await addPhoto(t, member.token, image)];
    const c = await editUpload(member, [a.id]);
    expect(c).toMatchObject({ is_pending: true, is_primary: false });
    await call(member, 'PUT', '/api/profile/draft', { ...form, photos_to_delete: [a.id], primary_photo_id: c.id });
    // Until published, the marked photo stays and the new one is pending.
    expect((await photosOf(member)).map((p) => [p.id, p.is_pending, p.is_primary])).toEqual([
      [a.id, false, true],
      [b.id, false, false],
      [c.id, true, false],
    ]);
    const res = await call(member, 'POST', '/api/profile/publish');
    expect(res.json<TPublishResponse>().photos.map((p) => [p.id, p.is_pending, p.is_primary])).toEqual([
      [b.id, false, false],
      [c.id, false, true],
    ]);
    expect(await t.ctx.photos.read(a.filename)).toBeNull();
    expect(await t.ctx.photos.read(fileName(a.thumbnail))).toBeNull();
    expect(await t.ctx.photos.read(c.filename)).not.toBeNull();
  });

  it('makes the first remaining photo primary when the primary is deleted', async () => {
    const member = await createMember(t);
    const [a, b, c] = [
      await addPhoto(t, member.token, image),
      await addPhoto(t, member.token, image),
      await addPhoto(t, member.token, image),
    ];
    await call(member, 'PUT', '/api/profile/draft', { ...form, photos_to_delete: [a.id] });
    const { photos } = (await call(member, 'POST', '/api/profile/publish')).json<TPublishResponse>();
    expect(photos.map((p) => [p.id, p.is_primary])).toEqual([
      [b.id, true],
      [c.id, false],
    ]);
  });

  it('refuses a publish that would leave more than five photos', async () => {
    const member = await createMember(t);
    const published: TOwnPhoto[] = [];
    for (let i = 0; i < 5; i++) published.push(await addPhoto(t, member.token, image));
    await editUpload(member, [published[0]!.id]);
    // The member takes the deletion back: six photos would remain.
    await call(member, 'PUT', '/api/profile/draft', { ...form, photos_to_delete: [] });
    const res = await call(member, 'POST', '/api/profile/publish');
    expect([res.statusCode, res.json().msg]).toEqual([400, tooManyPhotos(5)]);
    expect(await photosOf(member)).toHaveLength(6);
  });
});

describe('discard', () => {
  it("deletes the edit's uploads and the draft, and keeps what was published", async () => {
    const member = await createMember(t);
    const kept = await addPhoto(t, member.token, image);
    const pending = await editUpload(member);
    await call(member, 'PUT', '/api/profile/draft', { ...form, photos_to_delete: [kept.id] });
    expect((await call(member, 'GET', '/api/profile/draft')).json<TDraftResponse>().draft).toMatchObject({
      photos_uploaded_in_edit: [pending.id],
      photos_to_delete: [kept.id],
    });
    const res = await call(member, 'DELETE', '/api/profile/draft');
    expect(res.json().msg).toBe(MSG.changesDiscarded);
    expect((await photosOf(member)).map((p) => [p.id, p.is_primary])).toEqual([[kept.id, true]]);
    expect(await t.ctx.photos.read(pending.filename)).toBeNull();
    expect((await call(member, 'GET', '/api/profile/draft')).json()).toEqual({ has_draft: false, draft: null });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.age).toBe(25);
  });

  it('a first photo uploaded in an edit is primary, and the next one not', async () => {
    const member = await createMember(t);
    const first = await editUpload(member);
    const second = await editUpload(member);
    expect([first.is_primary, second.is_primary]).toEqual([true, false]);
    await call(member, 'DELETE', `/api/photos/${first.id}`);
    expect((await photosOf(member)).map((p) => [p.id, p.is_primary])).toEqual([[second.id, true]]);
  });
});
