import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TStrike, TStrikeSource } from '@quad/contract';
import type { Tx } from '@/db/types';
import { strikes } from '@/db/schema/index';

/** Where a warning or suspension came from, when a report or flag was upheld with it. */
export interface StrikeSource {
  source: TStrikeSource;
  sourceId: number;
}

/** The only writer of `strikes`: one per upheld report or flag ending in a warning or suspension. */
export async function addStrike(
  tx: Tx,
  strike: StrikeSource & {
    userId: number;
    adminActionId: number;
    actionType: 'warn' | 'suspend';
    reason: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(strikes).values({
    userId: strike.userId,
    adminActionId: strike.adminActionId,
    actionType: strike.actionType,
    reason: strike.reason,
    source: strike.source,
    sourceId: strike.sourceId,
    createdAt: strike.at,
  });
}

/** An overturned action's strike stops counting; it stays on the record, marked removed. */
export async function removeStrikeOf(tx: Tx, adminActionId: number, at: Date): Promise<void> {
  await tx
    .update(strikes)
    .set({ removedAt: at })
    .where(and(eq(strikes.adminActionId, adminActionId), isNull(strikes.removedAt)));
}

/** Strikes that count, per member. */
export async function strikeCounts(db: Tx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: strikes.userId, n: sql<number>`count(*)::int` })
    .from(strikes)
    .where(and(inArray(strikes.userId, [...new Set(userIds)]), isNull(strikes.removedAt)))
    .groupBy(strikes.userId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The member's strikes, newest first, removed ones included. */
export async function strikeHistory(db: Tx, userId: number): Promise<TStrike[]> {
  const rows = await db
    .select()
    .from(strikes)
    .where(eq(strikes.userId, userId))
    .orderBy(desc(strikes.createdAt), desc(strikes.id));
  return rows.map((s) => ({
    id: s.id,
    admin_action_id: s.adminActionId,
    action_type: s.actionType,
    reason: s.reason,
    source: s.source,
    created_at: s.createdAt.toISOString(),
    removed_at: s.removedAt?.toISOString() ?? null,
  }));
}

/** The strike an action gave, if any (an appeal's evidence names its report or flag). */
export async function strikeOfAction(db: Tx, adminActionId: number) {
  const [row] = await db.select().from(strikes).where(eq(strikes.adminActionId, adminActionId));
  return row ?? null;
}
