import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * What text a pattern cannot match without. For each top-level alternative of a regular
 * expression, a set of literal strings at least one of which is inside every match of that
 * alternative, or null when no such set is known (then the alternative must always be tried).
 * Derived from the pattern's syntax tree, so it follows the pattern when a rule changes:
 * lookarounds and anchors add no text, optional and repeated-from-zero parts add nothing,
 * an alternation needs one literal from each branch, and anything unsure (case-insensitive
 * patterns, backreferences, wide classes) gives no literal. A null is always safe.
 */

/** The most strings a set of exact spellings may hold before it counts as "anything". */
const MAX_SPELLINGS = 32;
/** The most literals an alternation's branches may require between them (each is one lookup). */
const MAX_REQUIRED = 512;
/** A class of this many characters or fewer is spelled out ("[sz]", "[a@]"). */
const MAX_CLASS = 10;
/** Longer literals are cut to their start: as selective in chat, and fewer states to scan through. */
const MAX_LITERAL = 6;
/** A literal this long already rejects most texts; past it, fewer literals matter more. */
const SELECTIVE_LENGTH = 4;

type Spellings = Set<string> | null;

interface Literals {
  /** Every string the node can match, when there are few; null otherwise. */
  exact: Spellings;
  /** Strings one of which every match contains; null when none is known. */
  required: Spellings;
  /** No anchor or lookaround inside: `exact` is then the node's whole language. */
  plain?: boolean;
}

const ANYTHING: Literals = { exact: null, required: null };
const EMPTY: Literals = { exact: new Set(['']), required: null, plain: true };
const ANCHOR: Literals = { exact: new Set(['']), required: null, plain: false };

/** One top-level alternative's literals; `whole` when a literal found is itself a match. */
export interface AlternativeLiterals {
  literals: string[] | null;
  whole: boolean;
  /** The alternative's own source text. */
  source: string;
}

export function requiredLiterals(pattern: RegExp): (string[] | null)[] {
  return alternativeLiterals(pattern).map((a) => a.literals);
}

export function alternativeLiterals(pattern: RegExp): AlternativeLiterals[] {
  const unknown = [{ literals: null, whole: false, source: pattern.source }];
  if (pattern.flags.includes('i')) return unknown;
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser().parsePattern(pattern.source, 0, pattern.source.length, {
      unicode: pattern.flags.includes('u'),
      unicodeSets: pattern.flags.includes('v'),
    });
  } catch {
    return unknown;
  }
  return ast.alternatives.map((alt) => {
    const seq = sequence(alt.elements);
    if (seq.plain === true && seq.exact !== null && !seq.exact.has(''))
      return { literals: [...seq.exact], whole: true, source: alt.raw };
    return { literals: seq.required === null ? null : [...seq.required], whole: false, source: alt.raw };
  });
}

function node(n: AST.Node): Literals {
  if (n.type === 'Character') return { exact: new Set([String.fromCodePoint(n.value)]), required: null, plain: true };
  if (n.type === 'CharacterClass') return characterClass(n);
  if (n.type === 'Assertion') return ANCHOR;
  if (n.type === 'Group' || n.type === 'CapturingGroup') return alternation(n.alternatives);
  if (n.type === 'Quantifier') return quantifier(n);
  if (n.type === 'CharacterSet' && n.kind === 'digit' && !n.negate) {
    return { exact: new Set('0123456789'), required: null, plain: true };
  }
  // Other sets (., \s, \w, \p{…}), backreferences and whatever else: no literal.
  return ANYTHING;
}

function characterClass(n: AST.CharacterClass): Literals {
  if (n.negate || n.unicodeSets) return ANYTHING;
  const chars = new Set<string>();
  for (const e of n.elements) {
    if (e.type === 'Character') chars.add(String.fromCodePoint(e.value));
    else if (e.type === 'CharacterClassRange' && e.max.value - e.min.value < MAX_CLASS) {
      for (let c = e.min.value; c <= e.max.value; c++) chars.add(String.fromCodePoint(c));
    } else return ANYTHING;
    if (chars.size > MAX_CLASS) return ANYTHING;
  }
  return chars.size === 0 ? ANYTHING : { exact: chars, required: null, plain: true };
}

function alternation(alternatives: readonly AST.Alternative[]): Literals {
  const parts = alternatives.map((a) => sequence(a.elements));
  let exact: Spellings = new Set<string>();
  let required: Spellings = new Set<string>();
  let plain = true;
  for (const p of parts) {
    plain &&= p.plain === true;
    exact = p.exact === null || exact === null ? null : union(exact, p.exact);
    const need = best(p.required, p.exact);
    required = need === null || required === null ? null : union(required, need, MAX_REQUIRED);
  }
  return { exact, required, plain };
}

function quantifier(n: AST.Quantifier): Literals {
  const inner = node(n.element);
  if (n.max === 0) return EMPTY;
  if (n.min === 0) {
    // "x?" is x or nothing; anything repeated from zero adds no required text.
    const exact = n.max === 1 && inner.exact !== null ? union(new Set(['']), inner.exact) : null;
    return { exact, required: null, plain: inner.plain };
  }
  const required = best(inner.required, inner.exact);
  if (n.min === n.max && inner.exact !== null) {
    let exact: Spellings = new Set(['']);
    for (let i = 0; i < n.min && exact !== null; i++) exact = product(exact, inner.exact);
    return { exact, required, plain: inner.plain };
  }
  return { exact: null, required };
}

/** Adjacent exact parts join into longer literals; the best literal set found along the way is kept. */
function sequence(elements: readonly AST.Element[]): Literals {
  let run: Set<string> = new Set(['']);
  let whole = true;
  let plain = true;
  let required: Spellings = null;
  const flush = () => {
    required = best(required, run);
    run = new Set(['']);
  };
  for (const e of elements) {
    const part = node(e);
    plain &&= part.plain === true;
    const joined = part.exact === null ? null : product(run, part.exact);
    if (joined !== null) {
      run = joined;
      continue;
    }
    whole = false;
    flush();
    if (part.exact !== null) run = part.exact;
    required = best(required, part.required);
  }
  const exact = whole ? run : null;
  flush();
  return { exact, required, plain };
}

function union(a: Set<string>, b: Set<string>, max = MAX_SPELLINGS): Spellings {
  const out = new Set([...a, ...b]);
  return out.size > max ? null : out;
}

function product(a: Set<string>, b: Set<string>): Spellings {
  if (a.size * b.size > MAX_SPELLINGS) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/**
 * The set that rejects more texts at less cost: its shortest literal the longest, up to four
 * characters (longer ones are rare enough in chat), then the fewer literals.
 */
function best(a: Spellings, b: Spellings): Spellings {
  a = shortened(a);
  b = shortened(b);
  const score = (s: Spellings): number => {
    if (s === null || s.size === 0 || s.has('')) return -1;
    let shortest = Infinity;
    for (const x of s) {
      // A lone letter is in nearly every message: as a gate it costs more than it saves.
      if (x.length === 1 && x >= 'a' && x <= 'z') return -1;
      shortest = Math.min(shortest, x.length);
    }
    return Math.min(shortest, SELECTIVE_LENGTH) * 1000 - s.size;
  };
  return score(b) > score(a) ? b : score(a) >= 0 ? a : null;
}

function shortened(s: Spellings): Spellings {
  if (s === null) return null;
  let long = false;
  for (const x of s) if (x.length > MAX_LITERAL) long = true;
  if (!long) return s;
  return new Set([...s].map((x) => x.slice(0, MAX_LITERAL)));
}
