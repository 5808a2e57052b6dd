import type { AppContext } from '@/app-context';

/** A suspended, reinstated or deleted member's cached sessions are read again on their next request. */
export function subscribeAuth(ctx: AppContext): void {
  const forget = ({ userId }: { userId: number }) => ctx.sessions.forgetUser(userId);
  ctx.events.on('member.suspended', forget);
  ctx.events.on('member.unsuspended', forget);
  ctx.events.on('member.deleted', ({ userId }) => {
    ctx.sessions.forgetUser(userId);
    ctx.activity.forget(userId);
  });
}
