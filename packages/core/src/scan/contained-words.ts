/**
 * Which words each anchor word contains (itself included), flat: the ids of
 * word w are `ids[from[w]]` up to `ids[from[w + 1]]`. A hit of "your" counts
 * as a hit of "you" too.
 *
 * @example
 * const c = containedWords(["your", "you"]);
 * [...c.ids.subarray(c.from[0], c.from[1])]; // [0, 1]
 */
export interface ContainedWords {
  readonly from: Int32Array;
  readonly ids: Int32Array;
}

/**
 * Builds {@link ContainedWords} for a word list.
 *
 * @example
 * containedWords(["your", "you"]).ids.length; // 3
 */
export function containedWords(words: readonly string[]): ContainedWords {
  // Each word walked from each of its characters through a trie of all the
  // words, collecting the words that end on the way: no substring is made or
  // hashed. Looking every substring of the default rules' ~4,000 words up in
  // a map took ~40 ms of the first scan, most of it allocation.
  let capacity = 1;
  for (const w of words) capacity += w.length;
  // First child, next sibling and character of each trie node; 0 is "none"
  // (the root is no node's child or sibling).
  const firstChild = new Int32Array(capacity);
  const nextSibling = new Int32Array(capacity);
  const char = new Int32Array(capacity);
  // The root's children by character: nearly every character of every word
  // starts a walk there, and a sibling list of every first character would
  // be read through on each.
  const rootChild = new Map<number, number>();
  const child = (s: number, c: number): number => {
    if (s === 0) return rootChild.get(c) ?? 0;
    let t = firstChild[s] as number;
    while (t !== 0 && char[t] !== c) t = nextSibling[t] as number;
    return t;
  };
  // The words ending at a node, as a list through the word ids: the first
  // one's id + 1 (0: none), then each one's next.
  const endFirst = new Int32Array(capacity);
  const endNext = new Int32Array(words.length);
  let n = 1;
  words.forEach((w, j) => {
    let s = 0;
    for (let k = 0; k < w.length; k++) {
      const c = w.charCodeAt(k);
      let t = child(s, c);
      if (t === 0) {
        t = n++;
        char[t] = c;
        if (s === 0) rootChild.set(c, t);
        else {
          nextSibling[t] = firstChild[s] as number;
          firstChild[s] = t;
        }
      }
      s = t;
    }
    endNext[j] = endFirst[s] as number;
    endFirst[s] = j + 1;
  });
  // The word whose list last took each id: a word is listed once however
  // often it occurs.
  const seen = new Int32Array(words.length).fill(-1);
  const lists = words.map((w, word) => {
    const found: number[] = [];
    for (let a = 0; a < w.length; a++) {
      let s = 0;
      for (let b = a; b < w.length; b++) {
        s = child(s, w.charCodeAt(b));
        if (s === 0) break;
        for (let e = endFirst[s] as number; e !== 0; e = endNext[e - 1] as number) {
          if (seen[e - 1] === word) continue;
          seen[e - 1] = word;
          found.push(e - 1);
        }
      }
    }
    return Int32Array.from(found).sort();
  });
  const from = new Int32Array(words.length + 1);
  lists.forEach((l, w) => {
    from[w + 1] = (from[w] as number) + l.length;
  });
  const ids = new Int32Array(from[words.length] as number);
  lists.forEach((l, w) => {
    ids.set(l, from[w] as number);
  });
  return { from, ids };
}
