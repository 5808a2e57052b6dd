import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { conversations, messages } from '@/db/schema/index';
import type { RefusalReason } from './chat.policy';
import type { MessageRow } from './message.presenter';

export interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  clientId: string | null;
  at: Date;
}

export interface StoreResult {
  message: MessageRow;
  /** False when a message with this client id was already stored (a retried send). */
  created: boolean;
  /** The sender's first message to this member: both members' chat statistics changed. */
  firstFromSender: boolean;
}

/** The order-independent key of a pair of members in `conversations`. */
export function pairKey(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

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
  | { kind: 'refused'; reason: RefusalReason };

/**
 * The whole send in one statement, so one round trip to the database: a retried client id
 * answers the stored copy; otherwise every rule of `refusalReason` (chat.policy.ts) is read
 * from the current rows (sender and recipient, blocks either way, an existing conversation,
 * the payment gate with `payingInstitutionIds`, the institutions past their threshold) and,
 * only when none refuses, the message is inserted and the pair's conversation row updated.
 * One statement is one transaction: the message and its conversation row are stored together
 * or not at all, before the caller acknowledges anything.
 */
export async function sendIfAllowed(
  db: Database,
  input: NewMessage,
  payingInstitutionIds: string[],
): Promise<SendOutcome> {
  const { senderId: from, recipientId: to, clientId } = input;
  const { low, high } = pairKey(from, to);
  const senderIsLow = from === low;
  const at = input.at.toISOString();
  const result = (await db.execute<RawSendRow>(sql`
    with existing as (
      select id, sender_id, recipient_id, content, client_id, status, created_at, delivered_at, read_at
      from messages where sender_id = ${from}::int and client_id = ${clientId}::uuid
    ),
    decision as (
      select case
        when exists (select 1 from existing) then 'duplicate'
        when me.id is null or me.deleted_at is not null then 'sender_deleted'
        when me.is_suspended then 'sender_suspended'
        when ${to}::int = ${from}::int then 'self'
        when other.id is null or other.deleted_at is not null or not other.email_verified then 'recipient_unavailable'
        when exists (select 1 from blocks where blocker_id = ${from}::int and blocked_id = ${to}::int)
          then 'sender_blocked_recipient'
        when exists (select 1 from blocks where blocker_id = ${to}::int and blocked_id = ${from}::int)
          then 'recipient_blocked_sender'
        when other.is_suspended then 'recipient_suspended'
        when other.gender <> 'man' and not me.is_admin and not me.is_paid
          and me.institution_id = any(${sql.param(payingInstitutionIds)}::text[])
          and not exists (select 1 from conversations where user_low_id = ${low}::int and user_high_id = ${high}::int)
          then 'payment_required'
      end as refusal
      from (values (1)) as one (x)
      left join users me on me.id = ${from}::int
      left join users other on other.id = ${to}::int
    ),
    stored as (
      insert into messages (sender_id, recipient_id, content, client_id, created_at)
      select ${from}::int, ${to}::int, ${input.content}, ${clientId}::uuid, ${at}::timestamptz
      from decision where refusal is null
      on conflict (sender_id, client_id) do nothing
      returning id, sender_id, recipient_id, content, client_id, status, created_at, delivered_at, read_at
    ),
    pair as (
      insert into conversations (user_low_id, user_high_id, initiator_id, low_sent_count, high_sent_count,
        low_unread, high_unread, last_message_id, last_message_at, created_at)
      select ${low}::int, ${high}::int, ${from}::int, ${senderIsLow ? 1 : 0}::int, ${senderIsLow ? 0 : 1}::int,
        ${senderIsLow ? 0 : 1}::int, ${senderIsLow ? 1 : 0}::int, stored.id, ${at}::timestamptz, ${at}::timestamptz
      from stored
      on conflict (user_low_id, user_high_id) do update set
        low_sent_count = conversations.low_sent_count + excluded.low_sent_count,
        high_sent_count = conversations.high_sent_count + excluded.high_sent_count,
        low_unread = conversations.low_unread + excluded.low_unread,
        high_unread = conversations.high_unread + excluded.high_unread,
        last_message_id = excluded.last_message_id,
        last_message_at = excluded.last_message_at
      returning ${senderIsLow ? sql.raw('low_sent_count') : sql.raw('high_sent_count')} as sender_count
    )
    select 'stored' as outcome, stored.*, pair.sender_count from stored cross join pair
    union all
    select 'duplicate', existing.*, null from existing
    union all
    select decision.refusal, null, null, null, null, null, null, null, null, null, null
    from decision where decision.refusal is not null and decision.refusal <> 'duplicate'
  `)) as { rows: RawSendRow[] };
  const row = result.rows[0];
  if (!row) {
    // Allowed, but a retry with the same client id (on another connection or instance) was
    // stored between this statement's snapshot and its insert: answer that copy.
    const existing = clientId === null ? undefined : await findByClientId(db, from, clientId);
    if (!existing) throw new Error('a conflicting message vanished');
    return { kind: 'duplicate', message: existing };
  }
  if (row.outcome === 'stored') {
    return { kind: 'stored', message: messageOf(row), created: true, firstFromSender: Number(row.sender_count) === 1 };
  }
  if (row.outcome === 'duplicate') return { kind: 'duplicate', message: messageOf(row) };
  return { kind: 'refused', reason: row.outcome as RefusalReason };
}

type RawSendRow = {
  outcome: string;
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

/** Whether the two members have exchanged any message. */
export async function hasConversation(db: Database, a: number, b: number): Promise<boolean> {
  const { low, high } = pairKey(a, b);
  const [row] = await db
    .select({ low: conversations.userLowId })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row !== undefined;
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
