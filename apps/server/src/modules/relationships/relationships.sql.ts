import { sql, type SQL } from 'drizzle-orm';
import { blocks, conversations } from '@/db/schema/index';
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

/**
 * The member is hidden from the viewer as a stranger: the member blocked the viewer. Browse
 * leaves such members out of the strangers it lists; partners stay listed unless blocking.
 */
export function concealedFromStranger(viewerId: MemberRef, memberId: MemberRef): SQL {
  return blockExists(memberId, viewerId);
}

/** The ids `concealedFromStranger` hides from the viewer, as a subquery (browse's count corrections). */
export function concealedFromStrangerIds(viewerId: MemberRef): SQL {
  return blockersOf(viewerId);
}
