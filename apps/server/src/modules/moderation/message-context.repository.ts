import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import {
  AUTOFLAG_RAPID_WINDOW_MINUTES,
  AUTOFLAG_SPAM_SAMPLE_SIZE,
  AUTOFLAG_SPAM_WINDOW_HOURS,
  type TSettings,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { messages, reports, users } from '@/db/schema/index';
import { fingerprint, isNearDuplicate } from './near-duplicate';
import type { MessageScreeningContext } from './screening';

/** A message just stored, as the chat feature hands it over for screening. */
export interface StoredMessage {
  id: number;
  senderId: number;
  recipientId: number;
  content: string;
}

const HOUR_MS = 3_600_000;

/**
 * What the database knows about a message's sender, in two indexed queries: the sender's
 * row with three counts beside it, then (only when spam can score) the sender's recent
 * messages to other members for near-duplicates.
 */
export async function loadMessageContext(
  ctx: AppContext,
  message: StoredMessage,
  settings: TSettings,
): Promise<MessageScreeningContext> {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - AUTOFLAG_RAPID_WINDOW_MINUTES * 60_000).toISOString();
  const [row] = await ctx.db
    .select({
      createdAt: users.createdAt,
      // A dismissed report was judged not to be a violation: it does not raise the risk.
      previousReports: sql<number>`(select count(*)::int from ${reports}
        where ${reports.reportedId} = ${message.senderId}
          and (${reports.reviewAction} is null or ${reports.reviewAction} <> 'dismiss'))`,
      messagesLastHour: sql<number>`(select count(*)::int from ${messages}
        where ${messages.senderId} = ${message.senderId}
          and ${messages.createdAt} >= ${hourAgo}::timestamptz and ${messages.id} <> ${message.id})`,
      earlierToRecipient: sql<boolean>`exists(select 1 from ${messages}
        where ${messages.senderId} = ${message.senderId}
          and ${messages.recipientId} = ${message.recipientId} and ${messages.id} < ${message.id})`,
    })
    .from(users)
    .where(eq(users.id, message.senderId));
  const createdAt = row?.createdAt ?? now;
  return {
    isFirstMessage: row ? !row.earlierToRecipient : true,
    accountAgeHours: (now.getTime() - createdAt.getTime()) / HOUR_MS,
    previousReports: row?.previousReports ?? 0,
    messagesLastHour: (row?.messagesLastHour ?? 0) + 1,
    spamRecipients: settings.autoflag_spam_score > 0 ? await countSpamRecipients(ctx, message, now) : 1,
  };
}

/** Distinct recipients, this one included, who recently got this text or a near copy. */
async function countSpamRecipients(ctx: AppContext, message: StoredMessage, now: Date): Promise<number> {
  const mine = fingerprint(message.content);
  if (!mine) return 1;
  const since = new Date(now.getTime() - AUTOFLAG_SPAM_WINDOW_HOURS * HOUR_MS);
  const recent = await ctx.db
    .select({ recipientId: messages.recipientId, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, message.senderId),
        gte(messages.createdAt, since),
        ne(messages.recipientId, message.recipientId),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(AUTOFLAG_SPAM_SAMPLE_SIZE);
  const recipients = new Set<number>([message.recipientId]);
  for (const other of recent) {
    if (recipients.has(other.recipientId)) continue;
    const theirs = fingerprint(other.content);
    if (theirs && isNearDuplicate(mine, theirs)) recipients.add(other.recipientId);
  }
  return recipients.size;
}
