import { literalId, occurring } from './literal-scan';
import { alternativeLiterals, topLevelAlternatives } from './required-literals';

/**
 * A pattern behind a gate of the literals it cannot match without (required-literals.ts),
 * checked for all gated patterns at once by one scan of the text (literal-scan.ts). Most
 * patterns fail on most messages; the gate lets them fail without a regular-expression run.
 * `test` also runs only the alternatives whose literals are there, as one expression, so a
 * pattern of ten alternatives where one may apply costs about what that one costs. The answers
 * are those of the pattern itself: a gate only says no when the pattern cannot match.
 */
export class GatedPattern {
  /** Per top-level alternative, the ids of its literals, or null when it must always be tried. */
  private readonly gates: (Int32Array | null)[];
  /** Per alternative, whether any of its literals found is already a match (a plain word list). */
  private readonly whole: boolean[];
  private readonly alternatives: string[] | null;
  private readonly subsets = new Map<number, RegExp>();
  private readonly full: number;
  /** False when no alternative has a gate: the scan would be wasted. */
  private readonly gated: boolean;

  constructor(readonly pattern: RegExp) {
    if (pattern.global || pattern.sticky) throw new Error('GatedPattern: a global pattern keeps state between calls');
    let derived = alternativeLiterals(pattern);
    const size = derived.reduce((sum, d) => sum + (d.literals?.join('').length ?? 0), 0);
    // Every literal adds states to the shared scan that every text walks; a pattern needing
    // this much text to gate is cheaper run as it is.
    if (size > MAX_GATE_SIZE) derived = [{ literals: null, whole: false }];
    this.gated = derived.some((d) => d.literals !== null);
    this.gates = derived.map(({ literals }) =>
      literals === null ? null : Int32Array.from(literals, (l) => literalId(l)),
    );
    this.whole = derived.map((d) => d.whole);
    this.full = this.gates.length >= 31 ? -1 : (1 << this.gates.length) - 1;
    const alternatives = topLevelAlternatives(pattern);
    // Subsets are told apart by a bit per alternative.
    this.alternatives =
      alternatives !== null && alternatives.length > 1 && alternatives.length <= 30 ? alternatives : null;
  }

  /** False only when no match is possible. */
  mayMatch(text: string): boolean {
    if (!this.gated) return true;
    const found = occurring(text);
    for (const gate of this.gates) if (gate === null || anyOf(gate, found)) return true;
    return false;
  }

  test(text: string): boolean {
    if (!this.gated) return this.pattern.test(text);
    const found = occurring(text);
    let mask = 0;
    for (let i = 0; i < this.gates.length; i++) {
      const gate = this.gates[i]!;
      if (gate === null) mask |= 1 << i;
      else if (!anyOf(gate, found)) continue;
      else if (this.whole[i]) return true;
      else mask |= 1 << i;
    }
    if (mask === 0) return false;
    if (mask === this.full || this.alternatives === null) return this.pattern.test(text);
    return this.subset(mask).test(text);
  }

  /** `pattern.exec`, or null at once when the gate says no match is possible. */
  exec(text: string): RegExpExecArray | null {
    return this.mayMatch(text) ? this.pattern.exec(text) : null;
  }

  private subset(mask: number): RegExp {
    let re = this.subsets.get(mask);
    if (re === undefined) {
      if (this.subsets.size >= MAX_SUBSETS) return this.pattern;
      const chosen = this.alternatives!.filter((_, i) => (mask & (1 << i)) !== 0);
      re = new RegExp(chosen.join('|'), this.pattern.flags);
      this.subsets.set(mask, re);
    }
    return re;
  }
}

/** Characters of literals one pattern may add to the scan. */
const MAX_GATE_SIZE = 2500;

/** Enough for the few combinations real texts open; past it the whole pattern runs. */
const MAX_SUBSETS = 256;

function anyOf(ids: Int32Array, found: Uint8Array): boolean {
  for (let k = 0; k < ids.length; k++) if (found[ids[k]!] === 1) return true;
  return false;
}

const made: GatedPattern[] = [];

export function gated(pattern: RegExp): GatedPattern {
  const g = new GatedPattern(pattern);
  made.push(g);
  return g;
}

/** Every gated pattern made so far, for the test that no gate ever turns a match away. */
export const allGatedPatterns = (): readonly GatedPattern[] => made;
