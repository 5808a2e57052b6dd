import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { messages } from '@/db/schema/index';
import { paymentRequiredSql } from '@/modules/payments/payment-gate.policy';
import { pairKeySql } from '@/modules/relationships/pair-key';
import {
  blockExists,
  conversationExists,
  startBarred,
  verifiedOnlyBarred,
} from '@/modules/relationships/relationships.sql';
import type { RefusalReason } from './chat.policy';
import type { MessageRow } from './message.presenter';

export interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  clientId: string | null;
  at: Date;
  /** Only answer the copy already stored with this client id, if any; never store. */
  lookupOnly?: boolean;
}

export interface StoreResult {
  message: MessageRow;
  /** False when a message with this client id was already stored (a retried send). */
  created: boolean;
  /** The sender's first message to this member: both members' chat statistics changed. */
  firstFromSender: boolean;
}

export { pairKey } from '@/modules/relationships/pair-key';
export { hasConversation } from '@/modules/relationships/relationship.repository';

/** The message this member sent with this client id, if it was stored. */
export async function findByClientId(
  db: Database,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

export type SendOutcome =
  | ({ kind: 'stored' } & StoreResult)
  /** This sender already stored a message with this client id: that one. */
  | { kind: 'duplicate'; message: MessageRow }
  | { kind: 'refused'; reason: RefusalReason }
  /** Allowed, but the same (sender, client id) was stored meanwhile by a concurrent statement. */
  | { kind: 'raced' }
  /** A lookup-only input whose client id has no stored message. */
  | { kind: 'absent' };

/**
 * Sends in one statement, so one round trip to the database and one commit for many
 * messages: for each, a retried client id answers the stored copy; otherwise every rule of
 * `refusalReason` (chat.policy.ts) is read from the current rows (sender and recipient, blocks
 * either way, an existing conversation, and the payment gate with `payingInstitutionIds`, the
 * institutions past their threshold) and, only when none refuses, the message is inserted
 * (in the order given) and the pair's conversation row updated. One statement is one
 * transaction: messages and conversation rows are stored together or not at all, before the
 * caller acknowledges anything. At most one input per (sender, client id), please.
 */
export async function sendIfAllowed(
  db: Database,
  inputs: NewMessage[],
  payingInstitutionIds: string[],
): Promise<SendOutcome[]> {
  const sender = sql`q.sender_id`;
  const recipient = sql`q.recipient_id`;
  const pair = pairKeySql(sender, recipient);
  const result = (await db.execute<RawSendRow>(sql`
    with q as (
      select * from unnest(
        ${sql.param(inputs.map((m) => m.senderId))}::int[],
        ${sql.param(inputs.map((m) => m.recipientId))}::int[],
        ${sql.param(inputs.map((m) => m.content))}::text[],
        ${sql.param(inputs.map((m) => m.clientId))}::uuid[],
        ${sql.param(inputs.map((m) => m.at.toISOString()))}::timestamptz[],
        ${sql.param(inputs.map((m) => m.lookupOnly === true))}::boolean[]
      ) with ordinality as q (sender_id, recipient_id, content, client_id, created_at, lookup_only, ord)
    ),
    existing as (
      select q.ord, m.id, m.sender_id, m.recipient_id, m.content, m.client_id, m.status, m.created_at,
        m.delivered_at, m.read_at
      from q join messages m on m.sender_id = q.sender_id and m.client_id = q.client_id
    ),
    decision as (
      select q.*, ${pair.low} as low, ${pair.high} as high,
        case
          when exists (select 1 from existing e where e.ord = q.ord) then 'duplicate'
          when q.lookup_only then 'absent'
          when me.id is null or me.deleted_at is not null then 'sender_deleted'
          when me.is_suspended then 'sender_suspended'
          when q.recipient_id = q.sender_id then 'self'
          when other.id is null or other.deleted_at is not null or not other.email_verified
            then 'recipient_unavailable'
          when ${blockExists(sender, recipient)} then 'sender_blocked_recipient'
          when ${blockExists(recipient, sender)} then 'recipient_blocked_sender'
          when ${startBarred(sender, recipient)} then 'recipient_unavailable'
          when other.is_suspended then 'recipient_suspended'
          when ${verifiedOnlyBarred(sql`me`, sql`other`, sender, recipient)} then 'recipient_requires_verified'
          when ${paymentRequiredSql({ sender: sql`me`, recipient: sql`other`, hasConversation: conversationExists(sender, recipient), payingInstitutionIds })}
            then 'payment_required'
        end as refusal
      from q
      left join users me on me.id = q.sender_id
      left join users other on other.id = q.recipient_id
    ),
    -- Ids drawn here, in the order given, so each stored row is known to be whose.
    allowed as (
      select d.*, nextval(pg_get_serial_sequence('messages', 'id')) as id
      from (select * from decision where refusal is null order by ord) d
    ),
    stored as (
      insert into messages (id, sender_id, recipient_id, content, client_id, created_at)
      overriding system value
      select id, sender_id, recipient_id, content, client_id, created_at from allowed order by id
      on conflict (sender_id, client_id) do nothing
      returning ${sql.raw(columnsOf('messages'))}
    ),
    pairs as (
      select a.low, a.high,
        (array_agg(a.sender_id order by a.id))[1] as initiator_id,
        (count(*) filter (where a.sender_id = a.low))::int as low_sent,
        (count(*) filter (where a.sender_id = a.high))::int as high_sent,
        max(a.id) as last_id,
        (array_agg(a.created_at order by a.id desc))[1] as last_at,
        min(a.created_at) as first_at
      from stored s join allowed a on a.id = s.id
      group by a.low, a.high
    ),
    pair as (
      insert into conversations (user_low_id, user_high_id, initiator_id, low_sent_count, high_sent_count,
        low_unread, high_unread, last_message_id, last_message_at, created_at)
      -- Messages to the low member are the high member's, and the other way round.
      select low, high, initiator_id, low_sent, high_sent, high_sent, low_sent, last_id, last_at, first_at
      from pairs order by low, high
      on conflict (user_low_id, user_high_id) do update set
        low_sent_count = conversations.low_sent_count + excluded.low_sent_count,
        high_sent_count = conversations.high_sent_count + excluded.high_sent_count,
        low_unread = conversations.low_unread + excluded.low_unread,
        high_unread = conversations.high_unread + excluded.high_unread,
        -- Batches from other lanes or instances may commit out of order: the newest stands.
        last_message_id = greatest(conversations.last_message_id, excluded.last_message_id),
        last_message_at = greatest(conversations.last_message_at, excluded.last_message_at)
      returning user_low_id, user_high_id, low_sent_count, high_sent_count
    )
    select 'stored' as outcome, a.ord, s.*,
      case when a.sender_id = p.user_low_id then p.low_sent_count else p.high_sent_count end as sender_count
    from stored s
    join allowed a on a.id = s.id
    join pair p on p.user_low_id = a.low and p.user_high_id = a.high
    union all
    select 'duplicate', e.ord, ${sql.raw(columnsOf('e'))}, null from existing e
    union all
    select d.refusal, d.ord, null, null, null, null, null, null, null, null, null, null
    from decision d where d.refusal is not null and d.refusal <> 'duplicate'
  `)) as { rows: RawSendRow[] };

  const byOrd = new Map(result.rows.map((r) => [Number(r.ord), r]));
  const outcomes: (SendOutcome | undefined)[] = inputs.map((_, i) => {
    const row = byOrd.get(i + 1);
    if (!row || row.outcome === 'stored') return undefined;
    if (row.outcome === 'duplicate') return { kind: 'duplicate', message: messageOf(row) };
    if (row.outcome === 'absent') return { kind: 'absent' };
    return { kind: 'refused', reason: row.outcome as RefusalReason };
  });
  // The sender's count in the pair after the whole batch, less their later messages in it,
  // is their count at each message: 1 marks their first message to this member.
  const stored = result.rows.filter((r) => r.outcome === 'stored').sort((x, y) => Number(y.id) - Number(x.id));
  const laterInBatch = new Map<string, number>();
  for (const row of stored) {
    const key = `${row.sender_id}:${row.recipient_id}`;
    const later = laterInBatch.get(key) ?? 0;
    laterInBatch.set(key, later + 1);
    outcomes[Number(row.ord) - 1] = {
      kind: 'stored',
      message: messageOf(row),
      created: true,
      firstFromSender: Number(row.sender_count) - later === 1,
    };
  }
  // Allowed, but a retry with the same client id (on another connection or instance) was
  // stored between this statement's snapshot and its insert: the caller looks that copy up.
  return outcomes.map((outcome) => outcome ?? { kind: 'raced' });
}

const columnsOf = (alias: string): string =>
  ['id', 'sender_id', 'recipient_id', 'content', 'client_id', 'status', 'created_at', 'delivered_at', 'read_at']
    .map((c) => `${alias}.${c}`)
    .join(', ');

type RawSendRow = {
  outcome: string;
  ord: number | string;
  id: number | string;
  sender_id: number;
  recipient_id: number;
  content: string;
  client_id: string | null;
  status: MessageRow['status'];
  created_at: Date | string;
  delivered_at: Date | string | null;
  read_at: Date | string | null;
  sender_count: number | null;
};

/** A message row as the drivers answer raw SQL (bigint and timestamps may come as strings). */
function messageOf(row: RawSendRow): MessageRow {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    id: Number(row.id),
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    content: row.content,
    clientId: row.client_id,
    status: row.status,
    createdAt: new Date(row.created_at),
    deliveredAt: date(row.delivered_at),
    readAt: date(row.read_at),
  };
}

export type HistoryCursor = { beforeId?: number | undefined; afterId?: number | undefined; limit: number };

export interface HistoryPage {
  rows: MessageRow[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * A page of the two members' messages, oldest first; one row more than asked tells whether
 * more exist. Each direction is one range scan of the (sender, recipient, id) index, read
 * only as far as the page needs, and the two are merged here: a single query with
 * "a to b or b to a" would have to sort the whole conversation to find its latest page.
 */
export async function conversationPage(
  db: Database,
  a: number,
  b: number,
  cursor: HistoryCursor,
): Promise<HistoryPage> {
  const { beforeId, afterId, limit } = cursor;
  const newer = afterId !== undefined;
  const side = (from: number, to: number) =>
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.senderId, from),
          eq(messages.recipientId, to),
          newer ? gt(messages.id, afterId) : beforeId === undefined ? undefined : lt(messages.id, beforeId),
        ),
      )
      .orderBy(newer ? asc(messages.id) : desc(messages.id))
      .limit(limit + 1);
  const [mine, theirs] = await Promise.all([side(a, b), side(b, a)]);
  const merged = [...mine, ...theirs].sort((x, y) => (newer ? x.id - y.id : y.id - x.id)).slice(0, limit + 1);
  const page = merged.slice(0, limit);
  return newer
    ? { rows: page, hasOlder: false, hasNewer: merged.length > limit }
    : { rows: page.reverse(), hasOlder: merged.length > limit, hasNewer: false };
}
