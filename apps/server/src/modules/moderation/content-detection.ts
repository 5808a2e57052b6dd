import { normalise } from './normalise/text-normaliser';
import type { ContentFamily, Detection, Detector } from './detectors/detection.types';
import { detectEmail } from './detectors/email.detector';
import { detectExplicit } from './detectors/explicit.detector';
import { detectFinancial } from './detectors/financial.detector';
import { detectPhone } from './detectors/phone.detector';
import { detectSocial } from './detectors/social.detector';
import { detectUrl } from './detectors/url.detector';
import { detectWithModel } from './model/screening-model';
import { outsideReportedQuotes, QUOTABLE_FAMILIES } from './reported-speech';

// The learned scorer runs last: its pattern ("financial_model") follows any rule pattern of the family.
const WITHOUT_EXPLICIT: readonly Detector[] = [
  detectPhone,
  detectEmail,
  detectSocial,
  detectFinancial,
  detectUrl,
  detectWithModel,
];
const WITH_EXPLICIT: readonly Detector[] = [...WITHOUT_EXPLICIT, detectExplicit];
const NOT_BLANK = /\S/;

export interface ContentFindings {
  /** Families that fired, in detector order, each once. */
  families: ContentFamily[];
  /** Pattern names per family, in the order found. */
  patterns: Map<ContentFamily, string[]>;
}

/** Runs every detector over one text; explicit content only when asked (first messages, bios). */
export function detectContent(text: string, options: { explicit: boolean }): ContentFindings {
  const patterns = new Map<ContentFamily, string[]>();
  if (!NOT_BLANK.test(text)) return { families: [], patterns };
  const detectors = options.explicit ? WITH_EXPLICIT : WITHOUT_EXPLICIT;
  const normalised = normalise(text);
  for (const detector of detectors) record(patterns, detector(normalised));
  // Letters typed one by one ("e t r a n s f e r"): look at the text again with them joined.
  const spacedOut = normalised.spacedOut;
  if (spacedOut !== undefined) {
    const joined = normalise(spacedOut);
    for (const detector of detectors) record(patterns, detector(joined));
  }
  setAsideReportedQuotes(normalised.folded, patterns);
  return { families: [...patterns.keys()], patterns };
}

/**
 * A money ask or a move found only inside a quote the sender keeps at a distance ('he said
 * "buy me a google play card" and i was like bye') is not counted (reported-speech.ts).
 */
function setAsideReportedQuotes(folded: string, patterns: Map<ContentFamily, string[]>): void {
  if (!QUOTABLE_FAMILIES.some((family) => patterns.has(family))) return;
  const outside = outsideReportedQuotes(folded);
  if (outside === undefined) return;
  const rest = detectContent(outside, { explicit: false }).patterns;
  for (const family of QUOTABLE_FAMILIES) if (!rest.has(family)) patterns.delete(family);
}

function record(patterns: Map<ContentFamily, string[]>, detections: Detection[]): void {
  for (const d of detections) {
    const list = patterns.get(d.family);
    if (!list) patterns.set(d.family, [d.pattern]);
    else if (!list.includes(d.pattern)) list.push(d.pattern);
  }
}
