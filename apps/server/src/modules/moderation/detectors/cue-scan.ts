/**
 * Every cue in one left-to-right pass, the longest cue at each place and on from its end (what
 * a regular expression of the cues, longest first, finds), walked in a trie of the cues'
 * characters: several times cheaper than that expression tried at every position. The trie is
 * a flat table (node * width + column), a character no cue holds ending the walk at once.
 * Returns, for a text, the union of the bits of the cues found (direct-asks.ts).
 */
export function cueScanner(cues: ReadonlyMap<string, number>): (words: string) => number {
  const columnOf = new Uint8Array(65536);
  let width = 1;
  for (const cue of cues.keys())
    for (let i = 0; i < cue.length; i++) {
      const c = cue.charCodeAt(i);
      if (columnOf[c] === 0) columnOf[c] = width++;
    }
  const nextList: number[] = new Array<number>(width).fill(0);
  const endList: number[] = [0];
  for (const [cue, bits] of cues) {
    let node = 0;
    for (let i = 0; i < cue.length; i++) {
      const slot = node * width + columnOf[cue.charCodeAt(i)]!;
      if (nextList[slot] === 0) {
        nextList[slot] = endList.length;
        endList.push(0);
        for (let c = 0; c < width; c++) nextList.push(0);
      }
      node = nextList[slot]!;
    }
    endList[node] = bits;
  }
  /** node * width + column → the next node, 0 when no cue goes on that way (the root is never re-entered). */
  const next = Int32Array.from(nextList);
  /** The bits of the cue ending at a node, or 0 when none does. */
  const ends = Int32Array.from(endList);
  const stride = width;

  return (words: string): number => {
    let possible = 0;
    for (let i = 0; i < words.length;) {
      let node = 0;
      let end = -1;
      let bits = 0;
      for (let j = i; j < words.length; j++) {
        const column = columnOf[words.charCodeAt(j)]!;
        if (column === 0) break;
        node = next[node * stride + column]!;
        if (node === 0) break;
        if (ends[node] !== 0) {
          end = j + 1;
          bits = ends[node]!;
        }
      }
      if (end < 0) i++;
      else {
        possible |= bits;
        i = end;
      }
    }
    return possible;
  };
}
