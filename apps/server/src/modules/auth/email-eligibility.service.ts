import { cooldownMessage, MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { Conflict, Forbidden, type ErrorExtra } from '@/platform/errors';
import { findUserByEmail, isEmailBlocked, pendingDeletions, type DeletedUserRow } from './account.repository';

const DAY_MS = 24 * 60 * 60_000;
/** Dates in messages are shown in the institutions' time zone. */
const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Edmonton' });

export interface Eligibility {
  /** The e-mail belonged to a deleted account whose owner may now come back. */
  returning: boolean;
}

/**
 * Whether a new account (member or administrator) may use this e-mail: not blocked, not
 * in use, not an admin-deleted account nobody allowed back, not a self-deleted account still
 * in its cooldown. Refusals carry the message under the e-mail field.
 */
export async function assertEmailMayRegister(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  email: string,
): Promise<Eligibility> {
  if (await isEmailBlocked(ctx.db, email)) throw emailRefusal(MSG.emailBlocked, { code: 'email_blocked' });
  if (await findUserByEmail(ctx.db, email))
    throw new Conflict(MSG.emailExists, { code: 'email_taken', errors: { email: MSG.emailExists } });
  const deletions = await pendingDeletions(ctx.db, email);
  const now = ctx.clock.now();
  for (const deletion of deletions) refuseIfStillDeleted(deletion, now);
  return { returning: deletions.length > 0 };
}

function refuseIfStillDeleted(deletion: DeletedUserRow, now: Date): void {
  if (deletion.returnAllowed) return;
  if (deletion.deletionType === 'admin_deleted' || !deletion.canReturnAfter)
    throw emailRefusal(MSG.emailNotReturnable, { code: 'email_not_returnable' });
  if (deletion.canReturnAfter > now) {
    const days = Math.max(1, Math.ceil((deletion.canReturnAfter.getTime() - now.getTime()) / DAY_MS));
    throw emailRefusal(cooldownMessage(dateFormat.format(deletion.canReturnAfter), days), {
      code: 'email_cooldown',
      can_return_after: deletion.canReturnAfter.toISOString(),
    });
  }
}

const emailRefusal = (msg: string, extra: ErrorExtra = {}) => new Forbidden(msg, { ...extra, errors: { email: msg } });
