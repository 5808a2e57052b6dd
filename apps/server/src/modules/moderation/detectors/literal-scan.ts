/**
 * Which of many literal strings occur in a text, found in one pass over it (Aho–Corasick).
 * The gates in front of the detectors' patterns ask about hundreds of literals per text; one
 * pass answering all of them costs less than a single regular expression of twenty words
 * tried at every position. The answer for the last few texts is kept, since the financial and
 * social detectors ask about the same views of the same message one after the other.
 */

const ids = new Map<string, number>();
let automaton: Automaton | undefined;

/** The id by which `occurs` answers for this literal; registering after a scan rebuilds the automaton. */
export function literalId(literal: string): number {
  let id = ids.get(literal);
  if (id === undefined) {
    id = ids.size;
    ids.set(literal, id);
    automaton = undefined;
    recent.length = 0;
  }
  return id;
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
  return { column, width, next, endStart, ends: Int32Array.from(all) };
}

const RECENT = 4;
const recent: { text: string; found: Uint8Array }[] = [];

/** found[id] is 1 when the literal with that id occurs in the text. */
export function occurring(text: string): Uint8Array {
  for (const r of recent) if (r.text === text) return r.found;
  const a = (automaton ??= build());
  const found = recent.length === RECENT ? recent.pop()!.found.fill(0) : new Uint8Array(ids.size);
  const { column, width, next, endStart, ends } = a;
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    state = next[state * width + column[text.charCodeAt(i)]!]!;
    for (let k = endStart[state]!, stop = endStart[state + 1]!; k < stop; k++) found[ends[k]!] = 1;
  }
  recent.unshift({ text, found });
  return found;
}
