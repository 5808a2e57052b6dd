import { and, gte, sql, type SQL } from 'drizzle-orm';
import { ONLINE_THRESHOLD_MS } from '@quad/contract';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import type { Relation } from '@/modules/relationships/relationship.repository';
import { concealedFromViewer } from '@/modules/relationships/relationships.policy';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Accounts anyone may be shown at all: verified, not deleted, not suspended. Written as the
 * browse indexes' predicate is, so that PostgreSQL sees those partial indexes apply.
 */
export const listable: SQL = sql`(${users.deletedAt} is null and ${users.emailVerified} and not ${users.isSuspended})`;

/** Strangers appear only with their profile visible and active within the threshold. */
export function discoverable(activityCutoff: Date): SQL {
  return and(sql`${users.profileVisible}`, gte(users.lastActivityAt, activityCutoff))!;
}

export function activityCutoff(now: Date, thresholdDays: number): Date {
  return new Date(now.getTime() - thresholdDays * DAY_MS);
}

export function activeChatCutoff(now: Date, activeChatDays: number): Date {
  return new Date(now.getTime() - activeChatDays * DAY_MS);
}

export function onlineCutoff(now: Date): Date {
  return new Date(now.getTime() - ONLINE_THRESHOLD_MS);
}

/**
 * Whether the viewer may open the member's profile: their own always; a member they have a
 * conversation with unless deleted or blocking them (a suspended partner stays visible,
 * marked, so the chat can say why it is closed); anyone else only as browse would list them.
 */
export function mayViewProfile(viewerId: number, member: UserRow, relation: Relation, activitySince: Date): boolean {
  if (member.id === viewerId) return true;
  if (member.deletedAt !== null || !member.emailVerified || concealedFromViewer(relation)) return false;
  if (relation.hasConversation) return true;
  return (
    !member.isSuspended &&
    member.profileVisible &&
    member.lastActivityAt !== null &&
    member.lastActivityAt >= activitySince
  );
}
