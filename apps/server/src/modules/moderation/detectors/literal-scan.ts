/**
 * Which gates' literals occur in a text, found in one pass over it (Aho–Corasick). The gates
 * in front of the detectors' patterns ask about thousands of literals per text; one pass
 * answering all of them costs less than a single regular expression of twenty words tried at
 * every position. Each literal knows the gates (and the bit of the gate's alternative) it
 * opens, so a gate's answer is one number per text, not a look at each of its literals. The
 * answer for the last few texts is kept, since the detectors ask about the same views of the
 * same message one after the other.
 */

const ids = new Map<string, number>();
/** Per literal id: the gates it opens, as pairs of gate number and bit. */
const owners: number[][] = [];
let gates = 0;
let automaton: Automaton | undefined;

/** A number for a new gate, to which `gateBits` answers. */
export function newGate(): number {
  invalidate();
  return gates++;
}

/** Finding this literal in a text sets `bit` in the gate's answer for it. */
export function openWith(literal: string, gate: number, bit: number): void {
  let id = ids.get(literal);
  if (id === undefined) {
    id = ids.size;
    ids.set(literal, id);
    owners.push([]);
  }
  owners[id]!.push(gate, bit);
  invalidate();
}

function invalidate(): void {
  automaton = undefined;
  recent.length = 0;
}

interface Automaton {
  /** Code unit → column; 0 for every unit no literal contains. */
  column: Uint8Array;
  width: number;
  /** state * width + column → next state (16 bits while the states fit: half the memory to walk). */
  next: Uint16Array | Int32Array;
  /** The literal ids ending at state s (through its suffixes too): ends[endStart[s]] up to ends[endStart[s + 1]]. */
  endStart: Int32Array;
  ends: Int32Array;
  /** The gates literal id opens: pairs in owned[ownerStart[id]] up to owned[ownerStart[id + 1]]. */
  ownerStart: Int32Array;
  owned: Int32Array;
}

function build(): Automaton {
  const column = new Uint8Array(65536);
  let width = 1;
  for (const literal of ids.keys()) {
    for (let i = 0; i < literal.length; i++) {
      const unit = literal.charCodeAt(i);
      if (column[unit] === 0) {
        if (width === 255) throw new Error('literal-scan: too many distinct characters');
        column[unit] = width++;
      }
    }
  }
  // The trie, then its failure links breadth first, filling every missing edge.
  const edges: Map<number, number>[] = [new Map<number, number>()];
  const endLists: number[][] = [[]];
  for (const [literal, id] of ids) {
    let state = 0;
    for (let i = 0; i < literal.length; i++) {
      const c = column[literal.charCodeAt(i)]!;
      let to = edges[state]!.get(c);
      if (to === undefined) {
        to = edges.length;
        edges.push(new Map<number, number>());
        endLists.push([]);
        edges[state]!.set(c, to);
      }
      state = to;
    }
    endLists[state]!.push(id);
  }
  const next = edges.length <= 65536 ? new Uint16Array(edges.length * width) : new Int32Array(edges.length * width);
  const fail = new Int32Array(edges.length);
  const queue: number[] = [];
  for (const [c, to] of edges[0]!) {
    next[c] = to;
    queue.push(to);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    endLists[state]!.push(...endLists[fail[state]!]!);
    for (let c = 0; c < width; c++) {
      const to = edges[state]!.get(c);
      if (to === undefined) next[state * width + c] = next[fail[state]! * width + c]!;
      else {
        fail[to] = next[fail[state]! * width + c]!;
        next[state * width + c] = to;
        queue.push(to);
      }
    }
  }
  const endStart = new Int32Array(edges.length + 1);
  const all: number[] = [];
  endLists.forEach((list, state) => {
    all.push(...new Set(list));
    endStart[state + 1] = all.length;
  });
  const ownerStart = new Int32Array(ids.size + 1);
  const flat: number[] = [];
  owners.forEach((pairs, id) => {
    flat.push(...pairs);
    ownerStart[id + 1] = flat.length;
  });
  return { column, width, next, endStart, ends: Int32Array.from(all), ownerStart, owned: Int32Array.from(flat) };
}

const RECENT = 4;
const recent: { text: string; found: Uint8Array; bits: Int32Array }[] = [];

/** Per gate, the bits of the literals found in the text. */
export function gateBits(text: string): Int32Array {
  for (const r of recent) if (r.text === text) return r.bits;
  const a = (automaton ??= build());
  const reused = recent.length === RECENT ? recent.pop()! : undefined;
  const found = reused ? reused.found.fill(0) : new Uint8Array(ids.size);
  const bits = reused ? reused.bits.fill(0) : new Int32Array(gates);
  const { column, width, next, endStart, ends, ownerStart, owned } = a;
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    state = next[state * width + column[text.charCodeAt(i)]!]!;
    for (let k = endStart[state]!, stop = endStart[state + 1]!; k < stop; k++) {
      const id = ends[k]!;
      if (found[id] === 1) continue;
      found[id] = 1;
      for (let o = ownerStart[id]!, end = ownerStart[id + 1]!; o < end; o += 2) bits[owned[o]!]! |= owned[o + 1]!;
    }
  }
  recent.unshift({ text, found, bits });
  return bits;
}
