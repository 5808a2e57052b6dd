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
  scans = 0;
  recent.length = 0;
}

interface Automaton {
  /** Code unit → column; 0 for every unit no literal contains. */
  column: Uint8Array;
  width: number;
  /**
   * state * width + column → next state (16 bits while the states fit: half the memory to
   * walk). States are numbered breadth first, so the shallow ones that ordinary text keeps
   * returning to sit together in a few pages of the table.
   */
  next: Uint16Array | Int32Array;
  /** The gates opened at state s (by every literal ending there): pairs of gate and bit in opened[openStart[s]] up to opened[openStart[s + 1]]. */
  openStart: Int32Array;
  opened: Int32Array;
  /** Per state, the scan that last applied its gates: a state reached again adds nothing. */
  seen: Int32Array;
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
  const states = edges.length;
  const next = new Int32Array(states * width);
  const fail = new Int32Array(states);
  const queue: number[] = [0];
  for (const [c, to] of edges[0]!) {
    next[c] = to;
    queue.push(to);
  }
  for (let head = 1; head < queue.length; head++) {
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
  // Renumbered in the order of the queue: breadth first, the root 0.
  const rank = new Int32Array(states);
  queue.forEach((state, i) => (rank[state] = i));
  const table = states <= 65536 ? new Uint16Array(states * width) : new Int32Array(states * width);
  for (let s = 0; s < states; s++) {
    const from = rank[s]! * width;
    for (let c = 0; c < width; c++) table[from + c] = rank[next[s * width + c]!]!;
  }
  const openStart = new Int32Array(states + 1);
  const flat: number[] = [];
  queue.forEach((state, i) => {
    const pairs = new Map<number, number>();
    for (const id of endLists[state]!) {
      const own = owners[id]!;
      for (let o = 0; o < own.length; o += 2) pairs.set(own[o]!, (pairs.get(own[o]!) ?? 0) | own[o + 1]!);
    }
    for (const [gate, bit] of pairs) flat.push(gate, bit);
    openStart[i + 1] = flat.length;
  });
  return { column, width, next: table, openStart, opened: Int32Array.from(flat), seen: new Int32Array(states) };
}

const RECENT = 4;
const recent: { text: string; bits: Int32Array }[] = [];
let scans = 0;

/** Per gate, the bits of the literals found in the text. */
export function gateBits(text: string): Int32Array {
  for (const r of recent) if (r.text === text) return r.bits;
  const a = (automaton ??= build());
  const reused = recent.length === RECENT ? recent.pop()! : undefined;
  const bits = reused ? reused.bits.fill(0) : new Int32Array(gates);
  const { column, width, next, openStart, opened, seen } = a;
  // Stamps stay positive and distinct; on the rare wrap every state is unstamped again.
  if (++scans === 0x7fffffff) {
    seen.fill(0);
    scans = 1;
  }
  const scan = scans;
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    state = next[state * width + column[text.charCodeAt(i)]!]!;
    const from = openStart[state]!;
    const to = openStart[state + 1]!;
    if (from === to || seen[state] === scan) continue;
    seen[state] = scan;
    for (let o = from; o < to; o += 2) bits[opened[o]!]! |= opened[o + 1]!;
  }
  recent.unshift({ text, bits });
  return bits;
}
