import { gated, type GatedPattern } from './literal-gate';
import { alternativeLiterals } from './required-literals';

/** The most alternatives a gated pattern runs one by one (literal-gate.ts); past it, it runs whole. */
const MAX_SPLIT = 30;

/**
 * Alternatives as gated patterns of at most MAX_SPLIT each, so that a text runs only the few
 * whose literals it holds rather than all of them: a long list as one pattern would run whole
 * as soon as any one literal (a "the", an "on ") is there. `test` answers as the one
 * alternation of all of them would.
 */
export class GatedAlternatives {
  readonly parts: readonly GatedPattern[];

  /** `sources`: the alternatives' sources; one may itself hold several (split at their top-level `|`). */
  constructor(sources: readonly string[]) {
    const alternatives = alternativeLiterals(new RegExp(sources.join('|'))).map((a) => a.source);
    const parts: GatedPattern[] = [];
    for (let i = 0; i < alternatives.length; i += MAX_SPLIT) {
      parts.push(gated(new RegExp(alternatives.slice(i, i + MAX_SPLIT).join('|'))));
    }
    this.parts = parts;
  }

  test(text: string): boolean {
    return this.parts.some((part) => part.test(text));
  }
}
