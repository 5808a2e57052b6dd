import type { TNudgeReason, TSafetyCategory, TSettings } from '@quad/contract';
import { detectContent, type ContentFindings } from '@/modules/moderation/content-detection';
import type { ContentFamily } from '@/modules/moderation/detectors/detection.types';
import { findingsAcross, type Fragment } from '@/modules/moderation/split-across-messages';

/** What the send path decides from a message's words alone, in memory, before it is stored. */
export interface MessageSafety {
  /** Why the sender is asked "Are you sure?"; empty when the message goes straight through. */
  nudge: TNudgeReason[];
  /** What the recipient is warned about, or null. */
  category: TSafetyCategory | null;
  /**
   * The detectors' findings (explicit content included), handed on to the screening of the
   * stored message so a message is read once; undefined when screening is switched off.
   */
  findings?: ContentFindings;
}

const SAFE: MessageSafety = { nudge: [], category: null };

/** The settings' per-family message scores, grouped as the member sees them. */
const CONTACT: readonly ContentFamily[] = ['phone', 'email', 'social_media'];
const WEIGHT: Partial<Record<ContentFamily, (s: TSettings) => number>> = {
  phone: (s) => s.autoflag_phone_score,
  email: (s) => s.autoflag_email_score,
  social_media: (s) => s.autoflag_social_media_score,
  financial: (s) => s.autoflag_financial_score,
  url: (s) => s.autoflag_url_score,
};

/**
 * The content detectors' findings (the same ones screening scores after the message is
 * stored) weighed with the administrators' per-family scores: contact details (phone, e-mail,
 * social media, added up) or a financial request at `autoflag_nudge_threshold` or more hold
 * the message for the sender's confirmation; a financial request, contact details or a link
 * (a family weighted above zero) earns the recipient a warning, the most harmful one named.
 * Pure and in memory: a message that passes costs no database round trip here.
 *
 * `earlier` are the sender's last short messages to the same member (sent at `at`): contact
 * details found only when they are read together with this one count as this message's.
 */
export function assessMessage(
  text: string,
  settings: TSettings,
  earlier: readonly Fragment[] = [],
  at = 0,
): MessageSafety {
  if (!settings.autoflag_enabled) return SAFE;
  // Explicit content counts only in a first message, which screening knows later: found here, weighed there.
  const findings = detectContent(text, { explicit: true });
  if (earlier.length > 0) addFindings(findings, findingsAcross(earlier, text, at, findings.families));
  const { families } = findings;
  if (families.length === 0) return { ...SAFE, findings };
  const points = (family: ContentFamily) => (families.includes(family) ? (WEIGHT[family]?.(settings) ?? 0) : 0);
  const contact = CONTACT.reduce((sum, f) => sum + points(f), 0);
  const financial = points('financial');
  const threshold = settings.autoflag_nudge_threshold;
  const nudge: TNudgeReason[] = [];
  if (settings.autoflag_nudge_enabled) {
    if (contact > 0 && contact >= threshold) nudge.push('contact');
    if (financial > 0 && financial >= threshold) nudge.push('financial');
  }
  const category: TSafetyCategory | null =
    financial > 0 ? 'financial' : contact > 0 ? 'contact' : points('url') > 0 ? 'link' : null;
  return { nudge, category, findings };
}

function addFindings(into: ContentFindings, more: ContentFindings): void {
  for (const family of more.families) {
    if (into.patterns.has(family)) continue;
    into.patterns.set(family, more.patterns.get(family)!);
    into.families.push(family);
  }
}
