import { normalise } from './normalise/text-normaliser';

/**
 * Cheap near-duplicate detection for spam: the same opener sent to many members with
 * small changes ("Hey cutie add me on snap" / "hey hun, add me on snap!!"). A text is
 * reduced to its letters and digits (look-alikes, leetspeak, case, spacing and
 * punctuation already folded away), cut into overlapping three-character shingles, and
 * two texts are compared by how much their shingle sets overlap.
 */

/** Two texts at least this similar (Jaccard) count as "the same or near-same text". */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** …or when this share of the smaller one is in the other, and their sizes are comparable. */
const NEAR_DUPLICATE_CONTAINMENT = 0.6;
const MIN_SIZE_RATIO = 0.5;
/** Shorter texts ("hi", "hey how are you doing") are what everyone sends; they are not spam. */
const MIN_CHARACTERS = 16;
const MIN_WORDS = 4;
/** Enough of a long text to recognise it, bounded so a 2000-character message stays cheap. */
const MAX_CHARACTERS = 400;
const SHINGLE = 3;
const NOT_ALNUM = /[^a-z0-9]+/g;

/** Sorted, distinct shingle hashes; null when the text is too short to judge. */
export type Fingerprint = Uint32Array;

export function fingerprint(text: string): Fingerprint | null {
  const words = normalise(text).words.replace(NOT_ALNUM, ' ').trim();
  if (words.split(' ').length < MIN_WORDS) return null;
  const letters = words.replace(/ /g, '').slice(0, MAX_CHARACTERS);
  if (letters.length < MIN_CHARACTERS) return null;
  const hashes = new Uint32Array(letters.length - SHINGLE + 1);
  for (let i = 0; i < hashes.length; i++) hashes[i] = fnv1a(letters, i, SHINGLE);
  hashes.sort();
  let distinct = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (i === 0 || hashes[i] !== hashes[i - 1]) hashes[distinct++] = hashes[i]!;
  }
  return hashes.slice(0, distinct);
}

/** How two fingerprints overlap: shared shingles over their union and over the smaller one. */
export function overlap(a: Fingerprint, b: Fingerprint): { jaccard: number; containment: number } {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  const smaller = Math.min(a.length, b.length);
  return { jaccard: union === 0 ? 0 : shared / union, containment: smaller === 0 ? 0 : shared / smaller };
}

/**
 * The same or near-same text: most shingles shared, or one text almost wholly inside a
 * similar-sized other (a word swapped, a sentence added: "hey hun add me on snap").
 */
export function isNearDuplicate(a: Fingerprint, b: Fingerprint): boolean {
  const { jaccard, containment } = overlap(a, b);
  if (jaccard >= NEAR_DUPLICATE_SIMILARITY) return true;
  const sizeRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length);
  return containment >= NEAR_DUPLICATE_CONTAINMENT && sizeRatio >= MIN_SIZE_RATIO;
}

function fnv1a(text: string, start: number, length: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < start + length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
