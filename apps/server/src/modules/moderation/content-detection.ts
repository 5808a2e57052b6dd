import { normalise } from './text-normaliser';
import type { ContentFamily, Detection, Detector } from './detectors/detection.types';
import { detectEmail } from './detectors/email.detector';
import { detectExplicit } from './detectors/explicit.detector';
import { detectFinancial } from './detectors/financial.detector';
import { detectPhone } from './detectors/phone.detector';
import { detectSocial } from './detectors/social.detector';
import { detectUrl } from './detectors/url.detector';

const ALWAYS: Detector[] = [detectPhone, detectEmail, detectSocial, detectFinancial, detectUrl];

export interface ContentFindings {
  /** Families that fired, in detector order, each once. */
  families: ContentFamily[];
  /** Pattern names per family, in the order found. */
  patterns: Map<ContentFamily, string[]>;
}

/** Runs every detector over one text; explicit content only when asked (first messages, bios). */
export function detectContent(text: string, options: { explicit: boolean }): ContentFindings {
  const patterns = new Map<ContentFamily, string[]>();
  if (text.trim() === '') return { families: [], patterns };
  const normalised = normalise(text);
  const record = (detections: Detection[]) => {
    for (const d of detections) {
      const list = patterns.get(d.family);
      if (!list) patterns.set(d.family, [d.pattern]);
      else if (!list.includes(d.pattern)) list.push(d.pattern);
    }
  };
  const detectors = options.explicit ? [...ALWAYS, detectExplicit] : ALWAYS;
  for (const detector of detectors) record(detector(normalised));
  // Letters typed one by one ("e t r a n s f e r"): look at the text again with them joined.
  const spacedOut = normalised.spacedOut;
  if (spacedOut !== undefined) {
    const joined = normalise(spacedOut);
    for (const detector of detectors) record(detector(joined));
  }
  return { families: [...patterns.keys()], patterns };
}
