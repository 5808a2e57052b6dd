import type { TFlagReason, TSettings } from '@quad/contract';
import { detectContent, type ContentFindings } from './content-detection';
import { CONTENT_FAMILIES, type ContentFamily } from './detectors/detection.types';

/** What the database knows about a message's sender and situation (see moderation.service.ts). */
export interface MessageScreeningContext {
  /** The sender's first message to this recipient: explicit content counts only here. */
  isFirstMessage: boolean;
  accountAgeHours: number;
  /** Reports against the sender that were not dismissed. */
  previousReports: number;
  /**
   * Messages the sender sent in the last hour, this one included; counted up to one past
   * `autoflag_rapid_msg_threshold` (all the rule needs), so a larger figure reads "more than".
   */
  messagesLastHour: number;
  /** Distinct recipients, this one included, who received this text or a near copy recently. */
  spamRecipients: number;
}

export interface ScreeningResult {
  /** 0 to 100. */
  score: number;
  flagged: boolean;
  /** The family (or context signal) that contributed most; null when nothing was found. */
  flag_reason: TFlagReason | null;
  detected_patterns: string[];
  /** One line per contribution, for the administrator ("Phone number: +30"). */
  reasons: string[];
  /**
   * Points each content family added to `score` (the admin setting's weight when it fired,
   * else 0), so a caller can act on one family: the sender's nudge reads the contact
   * families (phone, email, social_media) and financial.
   */
  family_scores: Record<ContentFamily, number>;
}

export interface ProfileScreeningResult extends ScreeningResult {
  /** Fields whose text contributed, e.g. ['bio']. */
  flagged_fields: string[];
}

interface Contribution {
  /** The content family behind it; undefined for context signals. */
  family?: ContentFamily;
  reason: TFlagReason;
  points: number;
  patterns: string[];
  label: string;
}

const MAX_SCORE = 100;
const FAMILY_LABELS: Record<ContentFamily, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  social_media: 'Social media contact',
  financial: 'Financial request',
  url: 'Link',
  explicit: 'Explicit content',
};
const MESSAGE_SCORES: Record<ContentFamily, (s: TSettings) => number> = {
  phone: (s) => s.autoflag_phone_score,
  email: (s) => s.autoflag_email_score,
  social_media: (s) => s.autoflag_social_media_score,
  financial: (s) => s.autoflag_financial_score,
  url: (s) => s.autoflag_url_score,
  explicit: (s) => s.autoflag_explicit_first_msg_score,
};
const PROFILE_SCORES: Record<ContentFamily, (s: TSettings) => number> = {
  phone: (s) => s.profile_phone_score,
  email: (s) => s.profile_email_score,
  social_media: (s) => s.profile_social_media_score,
  financial: (s) => s.profile_financial_score,
  url: (s) => s.profile_url_score,
  explicit: (s) => s.profile_explicit_score,
};
/** Ties between equal contributions go to the more harmful family. */
const PRIORITY: TFlagReason[] = [
  'financial',
  'phone',
  'email',
  'social_media',
  'explicit_first_message',
  'explicit',
  'url',
  'spam',
  'rapid_messaging',
  'previous_reports',
  'new_account',
];
const RANK = Object.fromEntries(PRIORITY.map((reason, i) => [reason, i])) as Record<TFlagReason, number>;
const CONTEXT_REASONS = new Set<TFlagReason>(['spam', 'rapid_messaging', 'previous_reports', 'new_account']);

const noFamilyScores = (): Record<ContentFamily, number> => ({
  phone: 0,
  email: 0,
  social_media: 0,
  financial: 0,
  url: 0,
  explicit: 0,
});

const empty = (): ScreeningResult => ({
  score: 0,
  flagged: false,
  flag_reason: null,
  detected_patterns: [],
  reasons: [],
  family_scores: noFamilyScores(),
});

/**
 * Pure: the risk score of one message. Settings decide every weight and whether it runs.
 * `findings` are the detectors' findings when the caller has them already (the send path
 * reads each message once, explicit content included); explicit content counts only in a
 * first message.
 */
export function screenMessage(
  text: string,
  context: MessageScreeningContext,
  settings: TSettings,
  known?: ContentFindings,
): ScreeningResult {
  if (!settings.autoflag_enabled) return empty();
  const findings = known ?? detectContent(text, { explicit: context.isFirstMessage });
  const contributions: Contribution[] = [];
  for (const family of findings.families) {
    if (family === 'explicit' && !context.isFirstMessage) continue;
    contributions.push({
      family,
      reason: family === 'explicit' ? 'explicit_first_message' : family,
      points: MESSAGE_SCORES[family](settings),
      patterns:
        family === 'explicit'
          ? ['explicit_first_message', ...findings.patterns.get(family)!]
          : findings.patterns.get(family)!,
      label: family === 'explicit' ? 'Explicit first message' : FAMILY_LABELS[family],
    });
  }
  addContextContributions(contributions, context, settings);
  return summarise(contributions, settings.autoflag_threshold_score);
}

function addContextContributions(out: Contribution[], context: MessageScreeningContext, s: TSettings): void {
  if (context.accountAgeHours < s.autoflag_new_account_hours) {
    const label = `Account under ${s.autoflag_new_account_hours} hours old`;
    out.push({ reason: 'new_account', points: s.autoflag_new_account_score, patterns: ['new_account'], label });
  }
  if (context.previousReports > 0) {
    out.push({
      reason: 'previous_reports',
      points: context.previousReports * s.autoflag_previous_report_multiplier,
      patterns: ['previous_reports'],
      label: `${context.previousReports} previous report${context.previousReports === 1 ? '' : 's'}`,
    });
  }
  if (context.messagesLastHour > s.autoflag_rapid_msg_threshold) {
    const label = `More than ${s.autoflag_rapid_msg_threshold} messages in the last hour`;
    out.push({ reason: 'rapid_messaging', points: s.autoflag_rapid_msg_score, patterns: ['rapid_messaging'], label });
  }
  if (context.spamRecipients >= s.autoflag_spam_recipients_threshold) {
    const label = `Same or near-same text to ${context.spamRecipients} recipients`;
    out.push({ reason: 'spam', points: s.autoflag_spam_score, patterns: ['spam_near_duplicate'], label });
  }
}

/** Pure: the risk score of a profile's texts (field name → text), with the fields that caused it. */
export function screenProfile(fields: Record<string, string>, settings: TSettings): ProfileScreeningResult {
  if (!settings.profile_screening_enabled) return { ...empty(), flagged_fields: [] };
  const patternsByFamily = new Map<ContentFamily, string[]>();
  const flaggedFields: string[] = [];
  for (const [field, text] of Object.entries(fields)) {
    const findings = detectContent(text, { explicit: true });
    let counted = false;
    for (const family of findings.families) {
      if (PROFILE_SCORES[family](settings) <= 0) continue;
      counted = true;
      const known = patternsByFamily.get(family) ?? [];
      for (const p of findings.patterns.get(family)!) if (!known.includes(p)) known.push(p);
      patternsByFamily.set(family, known);
    }
    if (counted) flaggedFields.push(field);
  }
  const contributions = CONTENT_FAMILIES.filter((f) => patternsByFamily.has(f)).map((family) => ({
    family,
    reason: family,
    points: PROFILE_SCORES[family](settings),
    patterns: patternsByFamily.get(family)!,
    label: FAMILY_LABELS[family],
  }));
  return { ...summarise(contributions, settings.profile_flag_threshold), flagged_fields: flaggedFields };
}

function summarise(all: Contribution[], threshold: number): ScreeningResult {
  // A family an administrator weighted at zero is switched off: it neither scores nor shows.
  const contributions: Contribution[] = [];
  let total = 0;
  for (const c of all) {
    if (c.points <= 0) continue;
    contributions.push(c);
    total += c.points;
  }
  if (contributions.length === 0) return empty();
  const score = Math.min(MAX_SCORE, total);
  const familyScores = noFamilyScores();
  const patterns: string[] = [];
  const reasons: string[] = [];
  for (const c of contributions) {
    if (c.family) familyScores[c.family] += c.points;
    for (const p of c.patterns) if (!patterns.includes(p)) patterns.push(p);
    reasons.push(`${c.label}: +${c.points}`);
  }
  return {
    score,
    flagged: score >= threshold,
    flag_reason: mainReason(contributions),
    detected_patterns: patterns,
    reasons,
    family_scores: familyScores,
  };
}

/** The content family with most points (the message's own words matter more than context). */
function mainReason(contributions: Contribution[]): TFlagReason {
  const hasContent = contributions.some((c) => !CONTEXT_REASONS.has(c.reason));
  let best: Contribution | undefined;
  for (const c of contributions) {
    if (hasContent && CONTEXT_REASONS.has(c.reason)) continue;
    if (
      best === undefined ||
      c.points > best.points ||
      (c.points === best.points && RANK[c.reason] < RANK[best.reason])
    ) {
      best = c;
    }
  }
  return best!.reason;
}
