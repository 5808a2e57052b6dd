import { decodeLeet } from './leetspeak';
import { foreignDigits } from './foreign-digits';
import { digitsView } from './number-words';
import { squash } from './squash';
import { foldUnicode } from './unicode-fold';

/**
 * One text seen several ways, each computed once and only when a detector asks:
 * - `original`: as the member typed it;
 * - `folded`: Unicode-folded lower-case ASCII with punctuation kept (e-mails, links, handles);
 * - `words`: `folded` with leetspeak decoded inside words ("1nst4gr4m" → "instagram"), same
 *   length and positions as `folded`, for keywords;
 * - `digits`: `folded` with numbers spelled out, leetspeak inside digit runs ("4o3") and
 *   emoji digits as plain digits, for phone numbers;
 * - `spacedOut`: the text with letters written one by one joined back ("d t f",
 *   "s.e.x", "w h a t s a p p"), or undefined when there are none; detectors look at it
 *   as a second text.
 */
export class NormalisedText {
  private foldedText: string | undefined;
  private wordsText: string | undefined;
  private digitsText: string | undefined;
  private spacedOutText: string | null | undefined;
  private squashedText: string | undefined;

  constructor(readonly original: string) {}

  get folded(): string {
    return (this.foldedText ??= foldUnicode(this.original));
  }

  get words(): string {
    return (this.wordsText ??= decodeLeet(this.folded));
  }

  get digits(): string {
    return (this.digitsText ??= foreignDigits(digitsView(this.folded)));
  }

  /** `words` as letters only, look-alikes merged, repeats squeezed: for cheap keyword gates. */
  get squashed(): string {
    return (this.squashedText ??= squash(this.words, true));
  }

  get spacedOut(): string | undefined {
    if (this.spacedOutText === undefined) {
      const folded = this.folded;
      const joined = TWO_SPACED_OUT.test(folded)
        ? folded.replace(SPACED_OUT, (run) => run.replace(SEPARATORS, ''))
        : folded;
      this.spacedOutText = joined === folded ? null : joined;
    }
    return this.spacedOutText ?? undefined;
  }
}

/** Three or more single characters in a row, each followed by one or two separators. */
const SPACED_OUT = /(?<![a-z0-9])[a-z0-9@$*](?:[\s._-]{1,2}[a-z0-9@$*](?![a-z0-9])){2,}/g;
const SEPARATORS = /[\s._-]/g;
/**
 * The end of every such run: a separator, a single character, one or two separators and
 * another single character. Without the look-behind the search is fast, and most texts have none.
 */
const TWO_SPACED_OUT = /[\s._-][a-z0-9@$*][\s._-]{1,2}[a-z0-9@$*](?![a-z0-9])/;

export function normalise(text: string): NormalisedText {
  return new NormalisedText(text);
}
