import type { ContentFamily } from './detectors/detection.types';
import { detectContent, type ContentFindings } from './content-detection';

/**
 * Contact details cut into several short messages ("my number is 403", "555", "0199"): each
 * part passes alone, so the sender's last few short messages to the same member are read again
 * together with the new one. A family found only together is the new message's, with its
 * pattern named "<pattern>_across_messages" for the administrators.
 */

/** A message this short may be a piece of something longer. */
export const FRAGMENT_MAX_LENGTH = 40;
/** The pieces read together: the new message and at most this many before it. */
export const FRAGMENTS_BEFORE = 3;
/** Pieces further apart than this (milliseconds, each from the one before) are separate thoughts. */
export const FRAGMENT_GAP_MS = 2 * 60_000;

/**
 * Contact details only: money talk in a row of short messages ("we split it, $80 each", "i use
 * paypal to sell stuff") reads as an ask far more often than a real ask is cut up.
 */
const SPLITTABLE: readonly ContentFamily[] = ['phone', 'email', 'social_media'];

/** One earlier short message and what was found in it alone. */
export interface Fragment {
  text: string;
  at: number;
  families: readonly ContentFamily[];
}

/**
 * Pure: what the earlier short messages (oldest first) and the new one show only together,
 * as findings of the families neither the new message (`alone`, what was found in it by
 * itself) nor any earlier piece showed alone. Empty when the new message is not short or no
 * earlier piece is recent enough.
 */
export function findingsAcross(
  before: readonly Fragment[],
  text: string,
  at: number,
  alone: readonly ContentFamily[],
): ContentFindings {
  const patterns = new Map<ContentFamily, string[]>();
  const none = { families: [], patterns };
  if (text.length > FRAGMENT_MAX_LENGTH) return none;
  const pieces: Fragment[] = [];
  let next = at;
  for (let i = before.length - 1; i >= 0 && pieces.length < FRAGMENTS_BEFORE; i--) {
    const piece = before[i]!;
    if (next - piece.at > FRAGMENT_GAP_MS || piece.text.length > FRAGMENT_MAX_LENGTH) break;
    pieces.unshift(piece);
    next = piece.at;
  }
  if (pieces.length === 0) return none;
  const known = new Set<ContentFamily>([...alone, ...pieces.flatMap((p) => p.families)]);
  const together = detectContent([...pieces.map((p) => p.text), text].join(' '), { explicit: false });
  for (const family of together.families) {
    if (!SPLITTABLE.includes(family) || known.has(family)) continue;
    // The rules only: the learned scorer reads unrelated messages run together as one text.
    const rules = together.patterns.get(family)!.filter((p) => !p.endsWith('_model'));
    if (rules.length > 0)
      patterns.set(
        family,
        rules.map((p) => `${p}_across_messages`),
      );
  }
  return { families: [...patterns.keys()], patterns };
}
