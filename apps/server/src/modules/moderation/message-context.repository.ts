import { sql } from 'drizzle-orm';
import {
  AUTOFLAG_RAPID_WINDOW_MINUTES,
  AUTOFLAG_SPAM_SAMPLE_SIZE,
  AUTOFLAG_SPAM_WINDOW_HOURS,
  type TSettings,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
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

type ContextRow = {
  ord: number | string;
  sender_exists: boolean;
  created_at: Date | string | null;
  previous_reports: number | string;
  messages_last_hour: number | string;
  earlier_to_recipient: boolean;
  /** [recipient id, content] of the sender's recent messages to others; null when not asked. */
  recent: [number, string][] | string | null;
};

/**
 * What the database knows about each message's sender, for many messages in one indexed
 * query: the sender's account age, reports that were not dismissed, messages in the last
 * hour (up to one past the rapid-messaging threshold), whether they wrote to this recipient before and (only when spam can score and the
 * text is long enough to compare) their recent messages to other members, for near-duplicates.
 */
export async function loadMessageContexts(
  ctx: AppContext,
  batch: StoredMessage[],
  settings: TSettings,
): Promise<MessageScreeningContext[]> {
  if (batch.length === 0) return [];
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - AUTOFLAG_RAPID_WINDOW_MINUTES * 60_000).toISOString();
  const spamSince = new Date(now.getTime() - AUTOFLAG_SPAM_WINDOW_HOURS * HOUR_MS).toISOString();
  const fingerprints = batch.map((m) => (settings.autoflag_spam_score > 0 ? fingerprint(m.content) : null));
  const result = (await ctx.db.execute<ContextRow>(sql`
    select q.ord, u.id is not null as sender_exists, u.created_at,
      (select count(*)::int from reports r
        where r.reported_id = q.sender_id
          -- A dismissed report was judged not to be a violation: it does not raise the risk.
          and (r.review_action is null or r.review_action <> 'dismiss')) as previous_reports,
      -- Counted only as far as the rule needs (one past its threshold), newest first: a member
      -- writing a lot costs the same bounded walk of their index entries, not all of the hour.
      (select count(*)::int from (
        select 1 from messages m
        where m.sender_id = q.sender_id and m.created_at >= ${hourAgo}::timestamptz and m.id <> q.id
        order by m.created_at desc
        limit ${settings.autoflag_rapid_msg_threshold}::int
      ) h) as messages_last_hour,
      exists (select 1 from messages m
        where m.sender_id = q.sender_id and m.recipient_id = q.recipient_id and m.id < q.id) as earlier_to_recipient,
      -- Found through the sender's recent conversations with others, so a member writing a
      -- lot to one person costs nothing here (not a scan of all their messages of the day).
      case when q.compare then (
        select coalesce(json_agg(json_build_array(s.recipient_id, s.content)), '[]'::json) from (
          select m.recipient_id, m.content from (
            select c.other from (
              select user_high_id as other, last_message_at from conversations
              where user_low_id = q.sender_id and last_message_at >= ${spamSince}::timestamptz
              union all
              select user_low_id, last_message_at from conversations
              where user_high_id = q.sender_id and last_message_at >= ${spamSince}::timestamptz
            ) c
            where c.other <> q.recipient_id
            order by c.last_message_at desc
            limit ${AUTOFLAG_SPAM_SAMPLE_SIZE}::int
          ) c
          cross join lateral (
            select m.recipient_id, m.content, m.created_at from messages m
            where m.sender_id = q.sender_id and m.recipient_id = c.other
              and m.created_at >= ${spamSince}::timestamptz
            order by m.id desc
            limit ${AUTOFLAG_SPAM_SAMPLE_SIZE}::int
          ) m
          order by m.created_at desc
          limit ${AUTOFLAG_SPAM_SAMPLE_SIZE}::int
        ) s
      ) end as recent
    from unnest(
      ${sql.param(batch.map((m) => m.id))}::bigint[],
      ${sql.param(batch.map((m) => m.senderId))}::int[],
      ${sql.param(batch.map((m) => m.recipientId))}::int[],
      ${sql.param(fingerprints.map((f) => f !== null))}::boolean[]
    ) with ordinality as q (id, sender_id, recipient_id, compare, ord)
    left join users u on u.id = q.sender_id`)) as { rows: ContextRow[] };
  const byOrd = new Map(result.rows.map((r) => [Number(r.ord), r]));
  return batch.map((message, i) => {
    const row = byOrd.get(i + 1);
    if (!row?.sender_exists) {
      return { isFirstMessage: true, accountAgeHours: 0, previousReports: 0, messagesLastHour: 1, spamRecipients: 1 };
    }
    const createdAt = row.created_at === null ? now : new Date(row.created_at);
    return {
      isFirstMessage: !row.earlier_to_recipient,
      accountAgeHours: (now.getTime() - createdAt.getTime()) / HOUR_MS,
      previousReports: Number(row.previous_reports),
      messagesLastHour: Number(row.messages_last_hour) + 1,
      spamRecipients: spamRecipients(message, fingerprints[i] ?? null, row.recent),
    };
  });
}

/** Distinct recipients, this one included, who recently got this text or a near copy. */
function spamRecipients(
  message: StoredMessage,
  mine: ReturnType<typeof fingerprint>,
  recent: ContextRow['recent'],
): number {
  if (!mine || recent === null) return 1;
  const others = (typeof recent === 'string' ? JSON.parse(recent) : recent) as [number, string][];
  const recipients = new Set<number>([message.recipientId]);
  for (const [recipientId, content] of others) {
    if (recipients.has(recipientId)) continue;
    const theirs = fingerprint(content);
    if (theirs && isNearDuplicate(mine, theirs)) recipients.add(recipientId);
  }
  return recipients.size;
}
