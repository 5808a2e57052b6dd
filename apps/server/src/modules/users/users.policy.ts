import { sql, type SQL } from 'drizzle-orm';
import { ONLINE_THRESHOLD_MS } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import type { Relation } from '@/modules/relationships/relationship.repository';
import { concealedFromViewer, discoverableMember } from '@/modules/relationships/relationships.policy';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Accounts anyone may be shown at all: verified, not deleted, not suspended. Written as the
 * browse indexes' predicate is, so that PostgreSQL sees those partial indexes apply.
 */
export const listable: SQL = sql`(${users.deletedAt} is null and ${users.emailVerified} and not ${users.isSuspended})`;

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
 * Online (member-app.md section 4 "Activity status"): last activity under five minutes ago,
 * and only while a connection of the member is open. A member who closed every tab is never
 * Online, however recent their last activity: they read "Active N minutes ago".
 */
export function isOnline(lastActivityAt: Date | null, connected: boolean, now: Date): boolean {
  return connected && lastActivityAt !== null && lastActivityAt > onlineCutoff(now);
}

/** Of these members, those who may be Online (see isOnline): recently active, and connected now. */
export async function onlineAmong(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  members: readonly { id: number; lastActivityAt: Date | null }[],
): Promise<Set<number>> {
  const now = ctx.clock.now();
  const recent = members.filter((m) => isOnline(m.lastActivityAt, true, now)).map((m) => m.id);
  return ctx.realtime.connectedAmong(recent);
}

/**
 * Whether the viewer may open the member's profile: their own always; a member they have a
 * conversation with unless deleted or blocking them (a suspended or snoozed partner stays
 * visible, marked, so the chat can say why); anyone else only as browse would list them.
 */
export function mayViewProfile(
  viewerId: number,
  member: UserRow,
  relation: Relation,
  activitySince: Date,
  now: Date,
): boolean {
  if (member.id === viewerId) return true;
  if (member.deletedAt !== null || !member.emailVerified || concealedFromViewer(relation)) return false;
  if (relation.hasConversation) return true;
  return !member.isSuspended && discoverableMember(member, activitySince, now);
}
