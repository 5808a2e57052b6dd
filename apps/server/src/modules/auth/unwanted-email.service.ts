import { and, eq } from 'drizzle-orm';
import { CODE_LENGTH, EMAIL_PATTERN, MSG, type TReportUnwantedEmailRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { BadRequest } from '@/platform/errors';
import { findUserByEmail, isEmailBlocked } from './account.repository';
import { assertCodeAttemptsLeft, clearEmailRateLimits, recordWrongCode } from './auth-limits';
import { blockEmail } from './email-block.service';
import { codeWasIssued } from './verification-code.service';

const CODE_SHAPE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * "I did not request this": the link of a sign-up e-mail carries the address and its code,
 * which proves the reporter received it. The e-mail is blocked for good (only an
 * administrator can unblock it), the unverified account made with it is removed, and no
 * more mail goes to it. A verified account cannot be blocked this way.
 */
export async function reportUnwantedEmail(ctx: AppContext, input: TReportUnwantedEmailRequest): Promise<string> {
  if (!EMAIL_PATTERN.test(input.email) || !CODE_SHAPE.test(input.code)) throw new BadRequest(MSG.invalidReportLink);
  if (await isEmailBlocked(ctx.db, input.email)) return MSG.emailBlockedByReport;
  await assertCodeAttemptsLeft(ctx, 'report_email', input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const genuine = user !== undefined && (await codeWasIssued(ctx, user.id, 'verify_email', input.code));
  if (!genuine) {
    await recordWrongCode(ctx, 'report_email', input.email);
    throw new BadRequest(MSG.invalidReportLink);
  }
  if (user.emailVerified) throw new BadRequest(MSG.reportVerifiedAccount);
  await blockEmail(ctx, input.email, { reason: 'unwanted_email_report' });
  // Never verified, so nothing else refers to it; its codes and sessions go with it.
  await ctx.db.delete(users).where(and(eq(users.id, user.id), eq(users.emailVerified, false)));
  await clearEmailRateLimits(ctx, input.email);
  return MSG.emailBlockedByReport;
}
