import { eq } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { appealDecidedMail } from './appeal-mail';

/** The member hears of an appeal's decision at once on their open pages, and by e-mail. */
export function subscribeAppeals(ctx: AppContext): void {
  ctx.events.on('appeal.decided', async (event) => {
    ctx.realtime.toUser(event.userId, 'account_status_update', {
      type: 'appeal_decided',
      data: {
        appeal_id: event.appealId,
        admin_action_id: event.adminActionId,
        decision: event.decision,
        message: event.message,
        warning_cleared: event.warningCleared,
      },
    });
    const [member] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, event.userId));
    if (!member?.email) return;
    try {
      await ctx.mailer.send(
        appealDecidedMail({
          to: member.email,
          decision: event.decision,
          actionType: event.actionType,
          message: event.message,
          appUrl: ctx.config.publicUrl,
        }),
      );
    } catch (err) {
      ctx.log.error({ err }, 'could not send the appeal decision e-mail');
    }
  });
}
