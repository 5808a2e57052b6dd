import { z } from 'zod';

/**
 * Due process around the administrators' actions: suspensions with an end, strikes on a
 * member's record with a ladder of suggested next steps, and appeals decided by another
 * administrator (README "Due process").
 */

const id = z.number().int();

/** What the suspend dialog offers, in hours; no duration is an indefinite suspension. */
export const SUSPENSION_DURATION_CHOICES_HOURS = [24, 72, 168, 720] as const;
/** The longest timed suspension the API takes (a year); longer is indefinite. */
export const SUSPENSION_DURATION_MAX_HOURS = 24 * 365;
/** Optional duration of a suspension: absent or null means indefinite. */
export const ZSuspensionDuration = z.number().int().min(1).max(SUSPENSION_DURATION_MAX_HOURS).nullish();

/** An appeal's text, at most this many characters. */
export const APPEAL_TEXT_MAX = 1000;
/** A warning or suspension can be appealed for this many days after it was issued. */
export const APPEAL_WINDOW_DAYS = 30;
/** How often each instance ends timed suspensions that are over. */
export const SUSPENSION_SWEEP_INTERVAL_SECONDS_DEFAULT = 30;

export const APPEALABLE_ACTION_TYPES = ['warn', 'suspend'] as const;
export const ZAppealableActionType = z.enum(APPEALABLE_ACTION_TYPES);

export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;
export const ZAppealStatus = z.enum(APPEAL_STATUSES);
export type TAppealStatus = z.infer<typeof ZAppealStatus>;

export const APPEAL_DECISIONS = ['uphold', 'overturn'] as const;
export const ZAppealDecision = z.enum(APPEAL_DECISIONS);
export type TAppealDecision = z.infer<typeof ZAppealDecision>;

/** Texts of due process, for members and administrators. */
export const DUE_PROCESS_MSG = {
  appealFiled: 'Your appeal has been sent. Another administrator will review it.',
  appealTextRequired: 'Please explain why this decision should be reconsidered',
  appealTooLong: `An appeal can be at most ${APPEAL_TEXT_MAX} characters`,
  appealExists: 'You have already appealed this decision.',
  notAppealable: 'This decision cannot be appealed.',
  appealWindowClosed: `Decisions can be appealed within ${APPEAL_WINDOW_DAYS} days.`,
  appealNotFound: 'Appeal not found',
  appealAlreadyDecided: 'This appeal has already been decided.',
  ownAction:
    'You took this action, so another administrator must decide its appeal. You may decide it only while you are the only administrator.',
  decisionRequired: 'Please choose uphold or overturn',
  decisionMessageRequired: 'Please write a message to the member',
  upheld: 'Appeal upheld: the decision stands.',
  overturned: 'Appeal overturned: the decision has been reversed.',
  suspensionEnded: 'Suspension ended',
  mailSubjectUpheld: 'Your appeal was reviewed: the decision stands',
  mailSubjectOverturned: 'Your appeal was reviewed: the decision was reversed',
  ladderInvalid: 'Use steps separated by commas: warn, a number of hours, or indefinite',
} as const;

/** One step of the strike ladder: a warning, or a suspension of so many hours (null: indefinite). */
export const ZLadderStep = z.object({
  action: z.enum(['warn', 'suspend']),
  duration_hours: z.number().int().nullable(),
});
export type TLadderStep = z.infer<typeof ZLadderStep>;

/** Settings default: warning, then 7 days, then 30 days, then indefinite. */
export const STRIKE_LADDER_DEFAULT = 'warn,168,720,indefinite';

/** Reads a ladder written as steps separated by commas: `warn`, hours, or `indefinite`. */
export function parseStrikeLadder(text: string): TLadderStep[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 10) return null;
  const steps: TLadderStep[] = [];
  for (const part of parts) {
    if (part === 'warn' || part === 'warning') steps.push({ action: 'warn', duration_hours: null });
    else if (part === 'indefinite') steps.push({ action: 'suspend', duration_hours: null });
    else if (/^\d+$/.test(part) && Number(part) >= 1 && Number(part) <= SUSPENSION_DURATION_MAX_HOURS)
      steps.push({ action: 'suspend', duration_hours: Number(part) });
    else return null;
  }
  return steps;
}

/** The ladder written back in its normal form (the settings value). */
export const formatStrikeLadder = (steps: TLadderStep[]): string =>
  steps
    .map((s) => (s.action === 'warn' ? 'warn' : s.duration_hours === null ? 'indefinite' : String(s.duration_hours)))
    .join(',');

/** The `strike_ladder` setting: validated and stored in its normal form. */
export const ZStrikeLadderSetting = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    const steps = parseStrikeLadder(text);
    if (!steps) {
      ctx.addIssue({ code: 'custom', message: DUE_PROCESS_MSG.ladderInvalid });
      return z.NEVER;
    }
    return formatStrikeLadder(steps);
  });

/** The suggested next step for a member with this many strikes: the ladder's last step repeats. */
export function nextLadderStep(ladder: string, strikeCount: number): TLadderStep {
  const steps = parseStrikeLadder(ladder) ?? parseStrikeLadder(STRIKE_LADDER_DEFAULT)!;
  return steps[Math.min(strikeCount, steps.length - 1)]!;
}

/** "24 hours", "7 days", "indefinitely": how the screens name a duration. */
export function describeDuration(hours: number | null): string {
  if (hours === null) return 'indefinite';
  if (hours % 24 === 0) return hours === 24 ? '24 hours' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const STRIKE_SOURCES = ['report', 'message_flag', 'profile_flag'] as const;
export const ZStrikeSource = z.enum(STRIKE_SOURCES);
export type TStrikeSource = z.infer<typeof ZStrikeSource>;

/** A strike on a member's record: an upheld report or flag that ended in a warning or suspension. */
export const ZStrike = z.object({
  id,
  admin_action_id: id.nullable(),
  action_type: ZAppealableActionType,
  reason: z.string(),
  source: ZStrikeSource,
  created_at: z.string(),
  /** Set when an appeal overturned the action: the strike no longer counts. */
  removed_at: z.string().nullable(),
});
export type TStrike = z.infer<typeof ZStrike>;
