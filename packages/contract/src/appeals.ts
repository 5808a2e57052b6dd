import { z } from 'zod';
import { ZQueueUser } from './admin-moderation';
import {
  APPEAL_DECISIONS,
  APPEAL_TEXT_MAX,
  DUE_PROCESS_MSG,
  ZAppealableActionType,
  ZAppealStatus,
  ZStrikeSource,
} from './due-process';

/** Appeals of warnings and suspensions (README "Due process"). */

const id = z.number().int();

/** A warning or suspension the member may still appeal. */
export const ZAppealable = z.object({
  admin_action_id: id,
  action_type: ZAppealableActionType,
  reason: z.string().nullable(),
  issued_at: z.string(),
});
export type TAppealable = z.infer<typeof ZAppealable>;

export const ZMemberAppeal = z.object({
  id,
  admin_action_id: id,
  action_type: ZAppealableActionType,
  /** When the appealed action was taken (the banner matches it to the current suspension or warning). */
  action_issued_at: z.string(),
  text: z.string(),
  status: ZAppealStatus,
  decision_message: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TMemberAppeal = z.infer<typeof ZMemberAppeal>;

/** GET /api/users/me/appeals */
export const ZMyAppealsResponse = z.object({ appealable: z.array(ZAppealable), appeals: z.array(ZMemberAppeal) });
export type TMyAppealsResponse = z.infer<typeof ZMyAppealsResponse>;

/** POST /api/users/me/appeals: one appeal per action. */
export const ZFileAppealRequest = z.object({
  admin_action_id: id.positive().max(2_147_483_647),
  text: z
    .string({ error: DUE_PROCESS_MSG.appealTextRequired })
    .trim()
    .min(1, DUE_PROCESS_MSG.appealTextRequired)
    .max(APPEAL_TEXT_MAX, DUE_PROCESS_MSG.appealTooLong),
});
export type TFileAppealRequest = z.input<typeof ZFileAppealRequest>;
export const ZFileAppealResponse = z.object({ msg: z.string(), appeal: ZMemberAppeal });
export type TFileAppealResponse = z.infer<typeof ZFileAppealResponse>;

/** What led to the appealed action: the report or flag, and the message or profile text. */
export const ZAppealEvidence = z.object({
  source: ZStrikeSource.nullable(),
  report_reason: z.string().nullable(),
  report_description: z.string().nullable(),
  reporter_username: z.string().nullable(),
  flag_reason: z.string().nullable(),
  /** The flagged message or profile text. */
  content: z.string().nullable(),
});
export type TAppealEvidence = z.infer<typeof ZAppealEvidence>;

export const ZPendingAppeal = z.object({
  id,
  text: z.string(),
  created_at: z.string(),
  member: ZQueueUser,
  action: z.object({
    id,
    action_type: ZAppealableActionType,
    reason: z.string().nullable(),
    issued_at: z.string(),
    /** Who took it; null for an action of the system or of a deleted administrator. */
    admin: z.object({ id, username: z.string() }).nullable(),
    suspended_until: z.string().nullable(),
  }),
  evidence: ZAppealEvidence,
  /** False when the caller took the action and another administrator exists. */
  can_decide: z.boolean(),
});
export type TPendingAppeal = z.infer<typeof ZPendingAppeal>;

/** GET /api/admin/appeals/pending (oldest first) */
export const ZPendingAppealsResponse = z.object({ appeals: z.array(ZPendingAppeal) });
export type TPendingAppealsResponse = z.infer<typeof ZPendingAppealsResponse>;

/** POST /api/admin/appeals/{id}/review: the message is sent to the member. */
export const ZReviewAppealRequest = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: DUE_PROCESS_MSG.decisionRequired }),
  message: z
    .string({ error: DUE_PROCESS_MSG.decisionMessageRequired })
    .trim()
    .min(1, DUE_PROCESS_MSG.decisionMessageRequired)
    .max(2000),
});
export type TReviewAppealRequest = z.input<typeof ZReviewAppealRequest>;
export const ZReviewAppealResponse = z.object({ msg: z.string() });
export type TReviewAppealResponse = z.infer<typeof ZReviewAppealResponse>;
