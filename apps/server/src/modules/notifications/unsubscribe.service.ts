import type { AppContext } from '@/app-context';
import { sqlState } from '@/db/errors';
import { NotFound } from '@/platform/errors';
import { updateNotificationSettings } from './notification-settings.service';
import { readUnsubscribeToken } from './unsubscribe-token';

const FOREIGN_KEY_VIOLATION = '23503';

export const UNSUBSCRIBED = 'You will no longer receive e-mails about unread messages.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

/** The one-click unsubscribe of the nudge e-mail: turns the member's e-mail nudges off. */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<{ msg: string }> {
  const userId = readUnsubscribeToken(ctx.config.jwtSecret, token);
  if (userId === null) throw new NotFound(UNSUBSCRIBE_LINK_INVALID, { code: 'unsubscribe_link_invalid' });
  try {
    await updateNotificationSettings(ctx, userId, { email_nudges: false });
  } catch (err) {
    // The account is gone (its row with it): nothing will be sent anyway.
    if (sqlState(err) !== FOREIGN_KEY_VIOLATION) throw err;
  }
  return { msg: UNSUBSCRIBED };
}
