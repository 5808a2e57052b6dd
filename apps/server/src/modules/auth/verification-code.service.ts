import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { CODE_LENGTH } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { authCodes } from '@/db/schema/index';

export type CodePurpose = (typeof authCodes.$inferInsert)['purpose'];
export type CodeCheck = { result: 'valid'; codeId: number } | { result: 'invalid' | 'expired' };

type CodeContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'settings'>;

/** Six random digits from the operating system's CSPRNG. */
export const generateCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/** Codes are stored as an HMAC keyed with the server secret: a database leak reveals no code. */
function codeHash(ctx: CodeContext, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A new code for the member, valid for the `verification_code_expiry_minutes` setting.
 * Earlier live codes of the same purpose stop working: only the newest one counts.
 */
export async function issueCode(
  ctx: CodeContext,
  userId: number,
  purpose: CodePurpose,
): Promise<{ code: string; expiresAt: Date; expiryMinutes: number }> {
  const expiryMinutes = await ctx.settings.get('verification_code_expiry_minutes');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + expiryMinutes * 60_000);
  const code = generateCode();
  await ctx.db.transaction(async (tx) => {
    await retire(tx, userId, purpose, now);
    await tx.insert(authCodes).values({
      userId,
      purpose,
      codeHash: codeHash(ctx, userId, purpose, code),
      expiresAt,
      createdAt: now,
    });
  });
  return { code, expiresAt, expiryMinutes };
}

/** Checks a code against the member's newest unused code of that purpose. */
export async function checkCode(
  ctx: CodeContext,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const [latest] = await ctx.db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!latest || !sameHash(latest.codeHash, codeHash(ctx, userId, purpose, code))) return { result: 'invalid' };
  return latest.expiresAt > ctx.clock.now() ? { result: 'valid', codeId: latest.id } : { result: 'expired' };
}

export async function consumeCode(ctx: CodeContext, codeId: number): Promise<void> {
  await ctx.db.update(authCodes).set({ consumedAt: ctx.clock.now() }).where(eq(authCodes.id, codeId));
}

/** Ends every live code of the purpose (after a lockout the member asks for a new one). */
export async function retireCodes(ctx: CodeContext, userId: number, purpose: CodePurpose): Promise<void> {
  await retire(ctx.db, userId, purpose, ctx.clock.now());
}

type Executor = Pick<AppContext['db'], 'update'>;

async function retire(db: Executor, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.consumedAt),
        gt(authCodes.expiresAt, now),
      ),
    );
}

/** True when this code was ever sent to the member for the purpose, used or expired (report links). */
export async function codeWasIssued(
  ctx: CodeContext,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ codeHash: authCodes.codeHash })
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)));
  const wanted = codeHash(ctx, userId, purpose, code);
  return rows.some((r) => sameHash(r.codeHash, wanted));
}
