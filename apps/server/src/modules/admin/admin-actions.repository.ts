import type { TAdminActionType } from '@quad/contract';
import type { Tx } from '@/db/types';
import { adminActions } from '@/db/schema/index';

/**
 * One entry of the admin audit trail. The type is one of `ADMIN_ACTION_TYPES` in the
 * contract: a new kind of action adds its name there, and nothing here changes.
 */
export interface AdminActionRecord {
  adminId: number;
  /** Null where the action concerns no account (an e-mail unblocked). */
  targetUserId: number | null;
  actionType: TAdminActionType;
  reason?: string | null;
  /** Structured context: report, messages sent to the member, the administrator's notes. */
  notes?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Writes the administrator's decision into the member's history. The only writer of
 * `admin_actions`: pass the transaction that makes the change, so both stand or neither.
 */
export async function recordAdminAction(tx: Tx, action: AdminActionRecord): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: action.adminId,
    targetUserId: action.targetUserId,
    actionType: action.actionType,
    reason: action.reason ?? null,
    notes: action.notes ?? null,
    createdAt: action.at,
  });
}
