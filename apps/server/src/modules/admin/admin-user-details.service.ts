import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  toAdminGender,
  type TAdminConversation,
  type TAdminGenderCounts,
  type TAdminUserDetails,
  type TMessageStatus,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { adminActions, autoFlags, conversations, payments, profileFlags, users } from '@/db/schema/index';
import { NotFound } from '@/platform/errors';
import { presentAdminPayment } from '@/modules/payments/payments.presenter';
import { strikeHistory } from '@/modules/moderation/strikes.repository';
import { loadAdminUserFacts } from './admin-user-search.service';
import { iso, presentAdminAction, presentAdminUser } from './admin-user.presenter';

/** Conversations listed in the details (most recent first), and messages kept per conversation. */
const DETAIL_CONVERSATIONS = 100;
const DETAIL_MESSAGES_PER_CONVERSATION = 20;
const HISTORY_LIMIT = 200;

const reviewer = alias(users, 'reviewer');
const partner = alias(users, 'partner');

/** The expanded user row of the admin Users tab (admin-area.md section 3, "User details"). */
export async function userDetails(ctx: AppContext, adminId: number, userId: number): Promise<TAdminUserDetails> {
  const facts = await loadAdminUserFacts(ctx, userId);
  if (!facts) throw new NotFound('User not found');
  const [actions, messageFlags, textFlags, paymentRows, convo, strikes] = await Promise.all([
    actionHistory(ctx, userId),
    autoFlagHistory(ctx, userId),
    profileFlagHistory(ctx, userId),
    ctx.db
      .select({ payment: payments, reviewer: { id: reviewer.id, username: reviewer.username } })
      .from(payments)
      .leftJoin(reviewer, eq(reviewer.id, payments.reviewedById))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.submittedAt), desc(payments.id)),
    conversationFacts(ctx, userId),
    strikeHistory(ctx.db, userId),
  ]);
  return {
    user: {
      ...presentAdminUser(ctx, adminId, facts),
      admin_action_history: actions,
      auto_flag_history: messageFlags,
      profile_flag_history: textFlags,
      strike_history: strikes,
    },
    stats: convo.stats,
    payment_history: paymentRows.map((r) => presentAdminPayment(r.payment, r.reviewer?.id ? r.reviewer : null)),
    conversations: convo.list,
  };
}

/** Actions taken on the member, newest first, with the acting administrator's name. */
export async function actionHistory(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ action: adminActions, adminUsername: reviewer.username })
    .from(adminActions)
    .leftJoin(reviewer, eq(reviewer.id, adminActions.adminId))
    .where(eq(adminActions.targetUserId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => presentAdminAction(r.action, r.adminUsername));
}

async function autoFlagHistory(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ flag: autoFlags, recipient: partner.username, reviewedBy: reviewer.username })
    .from(autoFlags)
    .innerJoin(partner, eq(partner.id, autoFlags.recipientId))
    .leftJoin(reviewer, eq(reviewer.id, autoFlags.reviewedById))
    .where(eq(autoFlags.senderId, userId))
    .orderBy(desc(autoFlags.createdAt), desc(autoFlags.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ flag, recipient, reviewedBy }) => ({
    id: flag.id,
    flag_reason: flag.flagReason,
    risk_score: flag.riskScore,
    detected_patterns: flag.detectedPatterns,
    message_content: flag.messageContent,
    flagged_at: flag.createdAt.toISOString(),
    recipient_id: flag.recipientId,
    recipient_username: recipient,
    status: flag.status,
    review_action: flag.reviewAction,
    reviewed_by: reviewedBy,
    reviewed_at: iso(flag.reviewedAt),
    false_positive: flag.falsePositive,
  }));
}

async function profileFlagHistory(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ flag: profileFlags, reviewedBy: reviewer.username })
    .from(profileFlags)
    .leftJoin(reviewer, eq(reviewer.id, profileFlags.reviewedById))
    .where(eq(profileFlags.userId, userId))
    .orderBy(desc(profileFlags.createdAt), desc(profileFlags.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ flag, reviewedBy }) => ({
    id: flag.id,
    flag_reason: flag.flagReason,
    risk_score: flag.riskScore,
    detected_patterns: flag.detectedPatterns,
    flagged_fields: flag.flaggedFields,
    profile_text: flag.profileText,
    flagged_at: flag.createdAt.toISOString(),
    status: flag.status,
    review_action: flag.reviewAction,
    reviewed_by: reviewedBy,
    reviewed_at: iso(flag.reviewedAt),
    false_positive: flag.falsePositive,
  }));
}

const zeroCounts = (): TAdminGenderCounts => ({ MAN: 0, WOMAN: 0, NONBINARY: 0 });

interface MessageRow extends Record<string, unknown> {
  id: number | string;
  sender_id: number | string;
  partner_id: number | string;
  content: string;
  created_at: Date | string;
  status: TMessageStatus;
  read_at: Date | string | null;
}

/**
 * Per-gender statistics over all of the member's conversations (one aggregate over the
 * conversations table), and the most recent conversations with their latest messages.
 */
async function conversationFacts(ctx: AppContext, userId: number) {
  const mine = or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId));
  const partnerId =
    sql<number>`case when ${conversations.userLowId} = ${userId} then ${conversations.userHighId} else ${conversations.userLowId} end`.mapWith(
      Number,
    );
  const sent =
    sql<number>`case when ${conversations.userLowId} = ${userId} then ${conversations.lowSentCount} else ${conversations.highSentCount} end`.mapWith(
      Number,
    );
  const received =
    sql<number>`case when ${conversations.userLowId} = ${userId} then ${conversations.highSentCount} else ${conversations.lowSentCount} end`.mapWith(
      Number,
    );
  const rows = await ctx.db
    .select({
      partnerId,
      partnerUsername: partner.username,
      partnerGender: partner.gender,
      initiatorId: conversations.initiatorId,
      sent,
      received,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(partner, eq(partner.id, partnerId))
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt));

  const stats = {
    total_messages_sent: 0,
    total_messages_received: 0,
    initiated: zeroCounts(),
    received: zeroCounts(),
    conversations: zeroCounts(),
  };
  for (const row of rows) {
    const g = toAdminGender(row.partnerGender);
    stats.total_messages_sent += row.sent;
    stats.total_messages_received += row.received;
    if (row.initiatorId === userId) stats.initiated[g]++;
    else stats.received[g]++;
    if (row.sent > 0 && row.received > 0) stats.conversations[g]++;
  }

  const listed = rows.slice(0, DETAIL_CONVERSATIONS);
  const messagesByPartner = await latestMessages(
    ctx,
    userId,
    listed.map((r) => r.partnerId),
  );
  const list: TAdminConversation[] = listed.map((row) => {
    const msgs = messagesByPartner.get(row.partnerId) ?? [];
    return {
      partner_id: row.partnerId,
      partner_username: row.partnerUsername,
      total_messages: row.sent + row.received,
      last_message_at: row.lastMessageAt.toISOString(),
      latest_message: msgs.at(-1) ?? null,
      messages: msgs,
    };
  });
  return { stats, list };
}

/** The latest messages with each partner, oldest first, from one windowed query. */
async function latestMessages(ctx: AppContext, userId: number, partnerIds: number[]) {
  const out = new Map<number, TAdminConversation['messages']>();
  if (partnerIds.length === 0) return out;
  const partners = sql.join(
    partnerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await ctx.db.execute<MessageRow>(sql`
    select id, sender_id, partner_id, content, created_at, status, read_at from (
      select m.id, m.sender_id, m.content, m.created_at, m.status, m.read_at,
             case when m.sender_id = ${userId} then m.recipient_id else m.sender_id end as partner_id,
             row_number() over (
               partition by case when m.sender_id = ${userId} then m.recipient_id else m.sender_id end
               order by m.id desc
             ) as rn
      from messages m
      where (m.sender_id = ${userId} and m.recipient_id in (${partners}))
         or (m.recipient_id = ${userId} and m.sender_id in (${partners}))
    ) latest
    where rn <= ${DETAIL_MESSAGES_PER_CONVERSATION}
    order by id asc`)) as { rows: MessageRow[] };
  for (const row of result.rows) {
    const pid = Number(row.partner_id);
    const list = out.get(pid) ?? [];
    list.push({
      id: Number(row.id),
      direction: Number(row.sender_id) === userId ? 'sent' : 'received',
      content: row.content,
      timestamp: new Date(row.created_at).toISOString(),
      status: row.status,
      is_read: row.read_at !== null,
    });
    out.set(pid, list);
  }
  return out;
}
