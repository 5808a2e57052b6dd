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
  /**
   * This pattern's gate numbers in the scan, one per 31 alternatives (bit i of gate k stands
   * for alternative 31k + i); empty when no alternative has literals (nothing to scan for).
   */
  private readonly gates: number[];
  /** Per gate, the bits of the alternatives that must always be tried. */
  private readonly always: number[];
  /** Per gate, the bits of the alternatives that are plain word lists: a literal found is a match. */
  private readonly wholeBits: number[];
  /** Per gate, the bits of all its alternatives. */
  private readonly full: number[];
  private readonly anyAlways: boolean;
  private readonly alternatives: string[] | null;
  private readonly subsets = new Map<number | string, RegExp>();
  /** Per gate, the alternatives the last test tried (one array for every call: `test` is not re-entrant). */
  private readonly masks: number[];

  constructor(readonly pattern: RegExp) {
    if (pattern.global || pattern.sticky) throw new Error('GatedPattern: a global pattern keeps state between calls');
    const parsed = alternativeLiterals(pattern);
    let derived = parsed;
    const size = derived.reduce((sum, d) => sum + (d.literals?.join('').length ?? 0), 0);
    // Every literal adds states to the shared scan that every text walks; a pattern needing
    // this much text to gate is cheaper run as it is.
    if (size > MAX_GATE_SIZE) derived = [{ literals: null, whole: false, source: pattern.source }];
    const chunks = derived.some((d) => d.literals !== null) ? Math.ceil(derived.length / BITS) : 0;
    this.gates = Array.from({ length: chunks }, () => newGate());
    this.always = new Array<number>(chunks).fill(0);
    this.wholeBits = new Array<number>(chunks).fill(0);
    this.full = new Array<number>(chunks).fill(0);
    this.masks = new Array<number>(chunks).fill(0);
    if (chunks > 0)
      derived.forEach(({ literals, whole }, i) => {
        const k = Math.floor(i / BITS);
        const bit = 1 << (i % BITS);
        this.full[k]! |= bit;
        if (literals === null) this.always[k]! |= bit;
        else for (const literal of literals) openWith(literal, this.gates[k]!, bit);
        if (whole) this.wholeBits[k]! |= bit;
      });
    this.anyAlways = this.always.some((bits) => bits !== 0);
    // Numbered backreferences would point elsewhere in a subset of the alternatives.
    const splittable = parsed.length > 1 && !/\\\d|\\k</.test(pattern.source);
    this.alternatives = splittable ? parsed.map((d) => d.source) : null;
  }

  /** False only when no match is possible. */
  mayMatch(text: string): boolean {
    if (this.gates.length === 0 || this.anyAlways) return true;
    const bits = gateBits(text);
    for (const gate of this.gates) if (bits[gate] !== 0) return true;
    return false;
  }

  test(text: string): boolean {
    const gates = this.gates;
    if (gates.length === 0) return this.pattern.test(text);
    const bits = gateBits(text);
    if (gates.length === 1) {
      const found = bits[gates[0]!]!;
      if ((found & this.wholeBits[0]!) !== 0) return true;
      const mask = found | this.always[0]!;
      if (mask === 0) return false;
      if (mask === this.full[0] || this.alternatives === null) return this.pattern.test(text);
      this.masks[0] = mask;
      return this.subset(mask).test(text);
    }
    const masks = this.masks;
    let all = true;
    let none = true;
    for (let k = 0; k < gates.length; k++) {
      const found = bits[gates[k]!]!;
      if ((found & this.wholeBits[k]!) !== 0) return true;
      const mask = found | this.always[k]!;
      masks[k] = mask;
      if (mask !== 0) none = false;
      if (mask !== this.full[k]) all = false;
    }
    if (none) return false;
    if (all || this.alternatives === null) return this.pattern.test(text);
    return this.subset(masks.join(',')).test(text);
  }

  /** `pattern.exec`, or null at once when the gate says no match is possible. */
  exec(text: string): RegExpExecArray | null {
    return this.mayMatch(text) ? this.pattern.exec(text) : null;
  }

  /** The alternatives `this.masks` holds as one expression, kept under `key`. */
  private subset(key: number | string): RegExp {
    let re = this.subsets.get(key);
    if (re === undefined) {
      if (this.subsets.size >= MAX_SUBSETS) return this.pattern;
      const masks = this.masks;
      const chosen = this.alternatives!.filter((_, i) => (masks[Math.floor(i / BITS)]! & (1 << (i % BITS))) !== 0);
      re = new RegExp(chosen.join('|'), this.pattern.flags);
      this.subsets.set(key, re);
    }
    return re;
  }
}

/** Alternatives per gate number: the bits of a positive 32-bit number. */
const BITS = 31;

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
