import { and, desc, eq } from 'drizzle-orm';
import type { TAppealStatus, TMemberAppeal } from '@quad/contract';
import type { Tx } from '@/db/types';
import { adminActions, appeals } from '@/db/schema/index';

type AppealRow = typeof appeals.$inferSelect;

/** The only writer of `appeals`. One per action: the unique index refuses a second. */
export async function insertAppeal(
  tx: Tx,
  appeal: { userId: number; adminActionId: number; text: string; at: Date },
): Promise<AppealRow | null> {
  const [row] = await tx
    .insert(appeals)
    .values({ userId: appeal.userId, adminActionId: appeal.adminActionId, text: appeal.text, createdAt: appeal.at })
    .onConflictDoNothing({ target: appeals.adminActionId })
    .returning();
  return row ?? null;
}

/** Records the decision of a pending appeal; null when it was no longer pending (decided meanwhile). */
export async function decideAppeal(
  tx: Tx,
  decision: { id: number; status: Exclude<TAppealStatus, 'pending'>; message: string; adminId: number; at: Date },
): Promise<AppealRow | null> {
  const [row] = await tx
    .update(appeals)
    .set({
      status: decision.status,
      decisionMessage: decision.message,
      decidedById: decision.adminId,
      decidedAt: decision.at,
    })
    .where(and(eq(appeals.id, decision.id), eq(appeals.status, 'pending')))
    .returning();
  return row ?? null;
}

export function presentMemberAppeal(
  row: AppealRow,
  action: { actionType: 'warn' | 'suspend'; createdAt: Date },
): TMemberAppeal {
  return {
    id: row.id,
    admin_action_id: row.adminActionId,
    action_type: action.actionType,
    action_issued_at: action.createdAt.toISOString(),
    text: row.text,
    status: row.status,
    decision_message: row.decisionMessage,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The member's appeals, newest first. */
export async function appealsOf(db: Tx, userId: number): Promise<TMemberAppeal[]> {
  const rows = await db
    .select({ appeal: appeals, actionType: adminActions.actionType, issuedAt: adminActions.createdAt })
    .from(appeals)
    .innerJoin(adminActions, eq(adminActions.id, appeals.adminActionId))
    .where(eq(appeals.userId, userId))
    .orderBy(desc(appeals.createdAt), desc(appeals.id));
  return rows.map((r) =>
    presentMemberAppeal(r.appeal, {
      actionType: r.actionType === 'suspend' ? 'suspend' : 'warn',
      createdAt: r.issuedAt,
    }),
  );
}
