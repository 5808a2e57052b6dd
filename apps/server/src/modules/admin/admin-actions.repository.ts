import type { TAdminActionType } from '@quad/contract';
import type { Tx } from '@/db/types';
import { adminActions } from '@/db/schema/index';

/**
 * One entry of the admin audit trail. The type is one of `ADMIN_ACTION_TYPES` in the
 * contract: a new kind of action adds its name there, and nothing here changes.
 */
export interface AdminActionRecord {
  /** Null when the system acted (a timed suspension ended by itself). */
  adminId: number | null;
  /** Null where the action concerns no account (an e-mail unblocked). */
  targetUserId: number | null;
  actionType: TAdminActionType;
  reason?: string | null;
  /** Structured context: report, messages sent to the member, the administrator's notes. */
  notes?: Record<string, unknown> | null;
  at: Date;
}

/** Notes of an action the system took: the history names the system as its actor. */
export const SYSTEM_ACTOR_NOTE = { actor: 'system' } as const;

/**
 * Writes the administrator's decision into the member's history. The only writer of
 * `admin_actions`: pass the transaction that makes the change, so both stand or neither.
 * Answers the new entry's id (an appeal or a strike names it).
 */
export async function recordAdminAction(tx: Tx, action: AdminActionRecord): Promise<number> {
  const [row] = await tx
    .insert(adminActions)
    .values({
      adminId: action.adminId,
      targetUserId: action.targetUserId,
      actionType: action.actionType,
      reason: action.reason ?? null,
      notes: action.adminId === null ? { ...SYSTEM_ACTOR_NOTE, ...action.notes } : (action.notes ?? null),
      createdAt: action.at,
    })
    .returning({ id: adminActions.id });
  return row!.id;
}
