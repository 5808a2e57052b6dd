import { eq, or } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { conversations } from '@/db/schema/index';

/** Members who share a conversation with this one: their open pages show the change. */
async function conversationPartners(ctx: AppContext, userId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ low: conversations.userLowId, high: conversations.userHighId })
    .from(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)));
  return rows.map((r) => (r.low === userId ? r.high : r.low));
}

/**
 * The member's open pages hear of a warning, a suspension or a deletion at once, and their
 * conversation partners see them leave or come back.
 */
export function subscribeAccountStatus(ctx: AppContext): void {
  ctx.events.on('member.warned', ({ userId, message, at }) => {
    ctx.realtime.toUser(userId, 'account_status_update', {
      type: 'warning',
      data: { message, issued_at: at.toISOString() },
    });
  });
  ctx.events.on('member.suspended', async ({ userId, reason, at, until }) => {
    ctx.realtime.toUser(userId, 'account_status_update', {
      type: 'suspension',
      data: { reason, message: reason, suspended_at: at.toISOString(), suspended_until: until?.toISOString() ?? null },
    });
    ctx.realtime.toUsers(await conversationPartners(ctx, userId), 'user_suspended', { user_id: userId });
  });
  ctx.events.on('member.unsuspended', async ({ userId }) => {
    ctx.realtime.toUser(userId, 'account_status_update', { type: 'unsuspension', data: {} });
    ctx.realtime.toUsers(await conversationPartners(ctx, userId), 'user_unsuspended', { user_id: userId });
  });
  ctx.events.on('member.deleted', ({ userId, deletionType, message, partners }) => {
    ctx.realtime.toUser(userId, 'account_status_update', {
      type: 'deletion',
      data: { deletion_type: deletionType, message },
    });
    ctx.realtime.disconnectUser(userId);
    ctx.realtime.toUsers(partners, 'user_deleted', { user_id: userId });
  });
}
