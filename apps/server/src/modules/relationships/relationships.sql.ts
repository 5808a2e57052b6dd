import { and, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { blocks, conversations, hiddenEmails, users } from '@/db/schema/index';
import { pairKeySql, ref, type MemberRef } from './pair-key';

/**
 * The SQL side of who may see and reach whom, in the spirit of Immich's
 * withHiddenContentFilter: every statement that decides visibility between two members
 * calls these fragments rather than naming the blocks or conversations tables itself.
 * relationships.policy.ts answers the same questions in TypeScript from loadRelation.
 */

/** `row` is the pair's conversation row (an alias of `conversations`). */
export function isPairRow(row: SQL, a: MemberRef, b: MemberRef): SQL {
  const { low, high } = pairKeySql(a, b);
  return sql`${row}."user_low_id" = ${low} and ${row}."user_high_id" = ${high}`;
}

/** The two members have a conversation row. */
export function conversationExists(a: MemberRef, b: MemberRef): SQL {
  const c = sql.raw('"rel_pair"');
  return sql`exists (select 1 from ${conversations} as ${c} where ${isPairRow(c, a, b)})`;
}

/** The member's partner in a conversation row (an alias of `conversations`, or the table). */
export function partnerIn(row: SQL, memberId: MemberRef): SQL {
  return sql`case when ${row}."user_low_id" = ${ref(memberId)} then ${row}."user_high_id" else ${row}."user_low_id" end`;
}

/** The conversation rows the member is part of (`row` an alias of `conversations`). */
export function conversationsOf(row: SQL, memberId: MemberRef): SQL {
  return sql`(${row}."user_low_id" = ${ref(memberId)} or ${row}."user_high_id" = ${ref(memberId)})`;
}

/** `blocker` blocked `blocked`. */
export function blockExists(blocker: MemberRef, blocked: MemberRef): SQL {
  const b = sql.raw('"rel_block"');
  return sql`exists (select 1 from ${blocks} as ${b} where ${b}."blocker_id" = ${ref(blocker)} and ${b}."blocked_id" = ${ref(blocked)})`;
}

/** Either member blocked the other. */
export function blockEitherWay(a: MemberRef, b: MemberRef): SQL {
  return sql`(${blockExists(a, b)} or ${blockExists(b, a)})`;
}

/** The members who blocked the viewer, as a subquery of ids. */
export function blockersOf(viewerId: MemberRef): SQL {
  return sql`select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${ref(viewerId)}`;
}

/** The member's own e-mail key, as a scalar subquery. */
function keyOf(memberId: MemberRef): SQL {
  const u = sql.raw('"rel_key_user"');
  return sql`(select ${u}."email_key" from ${users} as ${u} where ${u}."id" = ${ref(memberId)})`;
}

/** `owner` listed `member`'s e-mail address in "Hide me from people I know". */
function hides(owner: MemberRef, member: MemberRef): SQL {
  const h = sql.raw('"rel_hide"');
  return sql`exists (select 1 from ${hiddenEmails} as ${h} where ${h}."owner_id" = ${ref(owner)} and ${h}."email_key" = ${keyOf(member)})`;
}

/** Either member listed the other's address: they do not see each other as strangers. */
export function hiddenEitherWay(a: MemberRef, b: MemberRef): SQL {
  return sql`(${hides(a, b)} or ${hides(b, a)})`;
}

/**
 * Neither may start a conversation with the other: a hide either way and no conversation yet
 * (a conversation that exists stays; blocking is for ending it).
 */
export function startBarred(a: MemberRef, b: MemberRef): SQL {
  return sql`(not ${conversationExists(a, b)} and ${hiddenEitherWay(a, b)})`;
}

/**
 * verifiedOnlyBarred in SQL: `recipientRow` lets only verified members start a conversation,
 * `senderRow` is not verified nor an administrator, and the two have no conversation yet.
 * The rows are aliases of `users`.
 */
export function verifiedOnlyBarred(senderRow: SQL, recipientRow: SQL, sender: MemberRef, recipient: MemberRef): SQL {
  return sql`(${recipientRow}."verified_only_contact" and ${senderRow}."verified_at" is null
    and not ${senderRow}."is_admin" and not ${conversationExists(sender, recipient)})`;
}

/**
 * The members hidden from the viewer as strangers, as a subquery of ids: those who blocked
 * the viewer, and a hide standing either way. Browse leaves them out of the strangers it
 * lists (read once per page, not per member walked) and corrects its counts by them.
 */
export function concealedFromStrangerIds(viewerId: MemberRef): SQL {
  const h = sql.raw('"rel_hide"');
  const u = sql.raw('"rel_hidden_user"');
  return sql`${blockersOf(viewerId)}
    union all select ${u}."id" from ${hiddenEmails} as ${h} join ${users} as ${u} on ${u}."email_key" = ${h}."email_key"
      where ${h}."owner_id" = ${ref(viewerId)}
    union all select ${h}."owner_id" from ${hiddenEmails} as ${h} where ${h}."email_key" = ${keyOf(viewerId)}`;
}

/** The member (the `users` row of the statement) is not snoozed at `now`: a snooze ends by itself. */
export function awakeSql(now: Date): SQL {
  return or(isNull(users.snoozedUntil), lte(users.snoozedUntil, now))!;
}

/**
 * Strangers may find the member (the `users` row of the statement): profile visible, active
 * since `activityCutoff`, not snoozed at `now`. Browse's strangers and its shared population
 * both read this; relationships.policy `discoverableMember` is the same rule for one row.
 */
export function discoverable(activityCutoff: Date, now: Date): SQL {
  return and(sql`${users.profileVisible}`, gte(users.lastActivityAt, activityCutoff), awakeSql(now))!;
}
