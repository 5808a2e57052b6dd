import { randomInt } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_MANAGE_MSG, AGE_MIN, type TGender, type TOrientation } from '@quad/contract';
import type { AppContext } from '@/app-context';
import {
  autoFlags,
  conversations,
  institutions,
  payments,
  photos,
  profileFlags,
  reports,
  users,
} from '@/db/schema/index';
import { NotFound } from '@/platform/errors';
import { createAccount } from '@/modules/auth/account-creation.service';
import { processPhoto } from '@/modules/photos/photo-processing';
import { removePhotoFiles } from '@/modules/photos/photos.repository';
import { fakeProfileText } from './fake-profile-text';

const DAY_MS = 24 * 60 * 60_000;
/** Test accounts live at a reserved top-level domain: no mail can ever reach anyone. */
const TEST_EMAIL_DOMAIN = 'test.invalid';

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** A campus-like mix: more women and men than nonbinary members, orientations to match. */
function demographics(): { gender: TGender; orientation: TOrientation; age: number; heightInches: number } {
  const roll = randomInt(100);
  const gender: TGender = roll < 45 ? 'woman' : roll < 88 ? 'man' : 'nonbinary';
  const orientation: TOrientation =
    randomInt(100) < 20
      ? 'ambiphilic'
      : gender === 'woman'
        ? pick(['androphilic', 'androphilic', 'androphilic', 'gynephilic'] as const)
        : gender === 'man'
          ? pick(['gynephilic', 'gynephilic', 'gynephilic', 'androphilic'] as const)
          : pick(['androphilic', 'gynephilic', 'ambiphilic'] as const);
  // Mostly undergraduate ages, a few graduate and mature students.
  const age = randomInt(100) < 80 ? AGE_MIN + randomInt(8) : 26 + randomInt(15);
  const mean = gender === 'man' ? 70 : gender === 'woman' ? 65 : 67;
  const heightInches = Math.min(84, Math.max(48, mean + randomInt(-4, 5)));
  return { gender, orientation, age, heightInches };
}

/** A generated square portrait (a silhouette on a colour gradient, marked TEST). */
async function portrait(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,30%)"/>
  </linearGradient></defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <circle cx="300" cy="235" r="${95 + (seed % 20)}" fill="hsl(${(hue + 180) % 360},25%,85%)"/>
  <ellipse cx="300" cy="560" rx="${190 + (seed % 40)}" ry="190" fill="hsl(${(hue + 180) % 360},25%,85%)"/>
  <text x="300" y="80" font-family="sans-serif" font-size="56" font-weight="bold" text-anchor="middle" fill="white" opacity="0.8">TEST</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * POST /api/admin/generate-fake-profiles: `count` verified test members at the
 * administrator's institution, varied in gender, orientation, age, height, text, photo
 * and activity, marked as test accounts. They cannot sign in (no password) and receive no
 * mail; removeFakeProfiles deletes them all.
 */
export async function generateFakeProfiles(ctx: AppContext, adminId: number, count: number) {
  const [admin] = await ctx.db
    .select({ institutionId: users.institutionId, institutionName: institutions.name })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, adminId));
  if (!admin) throw new NotFound();
  const now = ctx.clock.now().getTime();
  const created: { id: number; username: string }[] = [];
  for (let i = 0; i < count; i++) {
    const person = demographics();
    const user = await createAccount(
      ctx,
      {
        email: `fake-${now.toString(36)}-${i}-${randomInt(1e9).toString(36)}@${TEST_EMAIL_DOMAIN}`,
        passwordHash: '',
        institutionId: admin.institutionId,
        emailVerified: true,
        ...person,
      },
      { returning: false },
    );
    const joined = new Date(now - randomInt(1, 90) * DAY_MS);
    await ctx.db
      .update(users)
      .set({
        isTestAccount: true,
        passwordHash: null,
        profileText: fakeProfileText(person.gender),
        createdAt: joined,
        lastActivityAt: new Date(Math.max(joined.getTime(), now - randomInt(0, 20 * DAY_MS))),
      })
      .where(eq(users.id, user.id));
    await addPortrait(ctx, user.id, user.id + i);
    created.push({ id: user.id, username: user.username });
  }
  return {
    msg: ADMIN_MANAGE_MSG.fakeProfilesCreated(created.length, admin.institutionName),
    created: created.length,
    users: created,
  };
}

async function addPortrait(ctx: AppContext, userId: number, seed: number): Promise<void> {
  const processed = await processPhoto(await portrait(seed), { x: 0, y: 0, width: 100, height: 100 });
  const files = { filename: ctx.photos.newName('webp'), thumbnail: ctx.photos.newName('webp') };
  await ctx.photos.put(files.filename, processed.full);
  await ctx.photos.put(files.thumbnail, processed.thumbnail);
  await ctx.db.insert(photos).values({
    userId,
    ...files,
    isPrimary: true,
    width: processed.width,
    height: processed.height,
    createdAt: ctx.clock.now(),
  });
}

/**
 * DELETE /api/admin/fake-profiles: removes every test account outright (they were never
 * people: no deletion record is kept), with their photos, messages and the reports, flags
 * and payments that involve them. Partners' open pages drop them.
 */
export async function removeFakeProfiles(ctx: AppContext) {
  const fakes = await ctx.db.select({ id: users.id }).from(users).where(eq(users.isTestAccount, true));
  const ids = fakes.map((f) => f.id);
  if (ids.length === 0) return { msg: ADMIN_MANAGE_MSG.fakeProfilesRemoved(0), removed: 0 };
  const { files, partners } = await ctx.db.transaction(async (tx) => {
    const pairs = await tx
      .select({ low: conversations.userLowId, high: conversations.userHighId })
      .from(conversations)
      .where(or(inArray(conversations.userLowId, ids), inArray(conversations.userHighId, ids)));
    const removedPhotos = await tx
      .select({ filename: photos.filename, thumbnail: photos.thumbnail })
      .from(photos)
      .where(inArray(photos.userId, ids));
    await tx.delete(reports).where(or(inArray(reports.reporterId, ids), inArray(reports.reportedId, ids)));
    await tx.delete(autoFlags).where(or(inArray(autoFlags.senderId, ids), inArray(autoFlags.recipientId, ids)));
    await tx.delete(profileFlags).where(inArray(profileFlags.userId, ids));
    await tx.delete(payments).where(inArray(payments.userId, ids));
    // Messages, conversations, photos, blocks, sessions and drafts go with the rows.
    await tx.delete(users).where(inArray(users.id, ids));
    const fakeSet = new Set(ids);
    const real = pairs.flatMap((p) => [p.low, p.high]).filter((id) => !fakeSet.has(id));
    return { files: removedPhotos, partners: [...new Set(real)] };
  });
  for (const id of ids) ctx.sessions.forgetUser(id);
  for (const id of ids) ctx.realtime.toUsers(partners, 'user_deleted', { user_id: id });
  await removePhotoFiles(ctx, files);
  return { msg: ADMIN_MANAGE_MSG.fakeProfilesRemoved(ids.length), removed: ids.length };
}
