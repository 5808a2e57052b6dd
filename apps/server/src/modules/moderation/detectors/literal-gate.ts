import { gateBits, newGate, openWith } from './literal-scan';
import { alternativeLiterals } from './required-literals';

/**
 * A pattern behind a gate of the literals it cannot match without (required-literals.ts),
 * checked for all gated patterns at once by one scan of the text (literal-scan.ts). Most
 * patterns fail on most messages; the gate lets them fail without a regular-expression run.
 * `test` also runs only the alternatives whose literals are there, as one expression, so a
 * pattern of ten alternatives where one may apply costs about what that one costs. The answers
 * are those of the pattern itself: a gate only says no when the pattern cannot match.
 */
export class GatedPattern {
  /** This gate's number in the scan; -1 when no alternative has literals (nothing to scan for). */
  private readonly gate: number;
  /** The bits of the alternatives that must always be tried. */
  private readonly always: number;
  /** The bits of the alternatives that are plain word lists: a literal found is a match. */
  private readonly wholeBits: number;
  private readonly full: number;
  private readonly alternatives: string[] | null;
  private readonly subsets = new Map<number, RegExp>();

  constructor(readonly pattern: RegExp) {
    if (pattern.global || pattern.sticky) throw new Error('GatedPattern: a global pattern keeps state between calls');
    const parsed = alternativeLiterals(pattern);
    let derived = parsed;
    const size = derived.reduce((sum, d) => sum + (d.literals?.join('').length ?? 0), 0);
    // Every literal adds states to the shared scan that every text walks; a pattern needing
    // this much text to gate is cheaper run as it is.
    if (size > MAX_GATE_SIZE) derived = [{ literals: null, whole: false, source: pattern.source }];
    // One bit per alternative; past the 31st they share the last.
    const bitOf = (i: number) => (i < 31 ? 1 << i : 1 << 31);
    this.gate = derived.some((d) => d.literals !== null) ? newGate() : -1;
    let always = 0;
    let wholeBits = 0;
    let full = 0;
    derived.forEach(({ literals, whole }, i) => {
      full |= bitOf(i);
      if (literals === null) always |= bitOf(i);
      else for (const literal of literals) openWith(literal, this.gate, bitOf(i));
      if (whole && i < 31) wholeBits |= bitOf(i);
    });
    this.always = always;
    this.wholeBits = wholeBits;
    this.full = full;
    // Numbered backreferences would point elsewhere in a subset of the alternatives.
    const splittable = parsed.length > 1 && parsed.length <= 30 && !/\\\d|\\k</.test(pattern.source);
    this.alternatives = splittable ? parsed.map((d) => d.source) : null;
  }

  /** False only when no match is possible. */
  mayMatch(text: string): boolean {
    if (this.gate < 0 || this.always !== 0) return true;
    return gateBits(text)[this.gate] !== 0;
  }

  test(text: string): boolean {
    if (this.gate < 0) return this.pattern.test(text);
    const found = gateBits(text)[this.gate]!;
    if ((found & this.wholeBits) !== 0) return true;
    const mask = found | this.always;
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
const MAX_SUBSETS = 64;

const made: GatedPattern[] = [];

export function gated(pattern: RegExp): GatedPattern {
  const g = new GatedPattern(pattern);
  made.push(g);
  return g;
}

/** Every gated pattern made so far, for the test that no gate ever turns a match away. */
export const allGatedPatterns = (): readonly GatedPattern[] => made;
