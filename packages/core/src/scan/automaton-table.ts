/**
 * An Aho-Corasick automaton as the scan loops read it: `step` holds, for a
 * state (premultiplied by the row width `classes`) plus a character class,
 * the next state, premultiplied too; states at or past `emitFrom` emit, and
 * `emitted[state / classes]` lists the key ids that end there (the state's
 * own keys first, then those of its failure chain).
 *
 * @example
 * const { step, emitFrom, emitted } = automatonTable([[0, "ab"]], classOf, 3);
 */
export interface AutomatonTable {
  readonly step: Uint16Array | Int32Array;
  readonly emitFrom: number;
  readonly emitted: readonly (readonly number[])[];
}

/**
 * Builds the automaton over `keys` (`[id, text]`; a text's characters read
 * through `classOf`, `classes` columns a row). Failure links are folded into
 * a full transition table, so the scan loop takes one lookup a character.
 *
 * @example
 * const classOf = new Uint8Array(0x10000);
 * classOf[0x61] = 1; // a
 * classOf[0x62] = 2; // b
 * automatonTable([[7, "ab"]], classOf, 3).emitted.at(-1); // [7]
 */
export function automatonTable(
  keys: readonly (readonly [id: number, text: string])[],
  classOf: ArrayLike<number>,
  classes: number,
): AutomatonTable {
  // The trie is built sparse and the dense table filled row by row at the
  // end, each row a copy of its failure state's with the state's own edges
  // written over it: a dense row per state while building (an array of
  // `classes` entries each, ~3.5 million for the anchor words of every
  // script) and a lookup per entry took over a second of the first scan.
  const children: Map<number, number>[] = [new Map()];
  const own: number[][] = [[]];
  for (const [id, text] of keys) {
    let s = 0;
    for (let k = 0; k < text.length; k++) {
      const c = classOf[text.charCodeAt(k)] as number;
      const kids = children[s] as Map<number, number>;
      let t = kids.get(c);
      if (t === undefined) {
        t = children.length;
        kids.set(c, t);
        children.push(new Map());
        own.push([]);
      }
      s = t;
    }
    (own[s] as number[]).push(id);
  }
  const n = children.length;
  // Each state's edges in class order: the breadth-first order below, and
  // so every state's number, is the one a dense walk over the classes gives.
  const edges = children.map((kids) => [...kids].sort((a, b) => a[0] - b[0]));
  const fail = new Int32Array(n);
  const queue: number[] = (edges[0] as [number, number][]).map(([, t]) => t);
  const emits: number[][] = own.map((o) => [...o]);
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q] as number;
    (emits[s] as number[]).push(...(emits[fail[s] as number] as number[]));
    for (const [c, t] of edges[s] as [number, number][]) {
      let f = fail[s] as number;
      while (f !== 0 && !(children[f] as Map<number, number>).has(c)) f = fail[f] as number;
      fail[t] = (children[f] as Map<number, number>).get(c) ?? 0;
      queue.push(t);
    }
  }
  // States renumbered so the ones that emit come last: the scan loop tells
  // them apart by one comparison instead of a lookup. Premultiplied by the
  // row width: one multiply less on the loop's state -> next-state chain.
  // Two-byte entries when they fit: half the table, which then stays in the
  // CPU cache.
  // Within each group, breadth-first: the shallow states, where a walk over
  // prose spends nearly all its steps, share a few cache lines at the front
  // instead of lying scattered through the table in trie order (~25 % of
  // the candidate automaton's walk, whose table outgrows the L2 cache).
  const bfs = [0, ...queue];
  const order: number[] = [];
  for (const t of bfs) if ((emits[t] as number[]).length === 0) order.push(t);
  const emitFrom = order.length * classes;
  for (const t of bfs) if ((emits[t] as number[]).length > 0) order.push(t);
  const renamed = new Int32Array(n);
  order.forEach((old, at) => {
    renamed[old] = at;
  });
  const step = n * classes <= 0x10000 ? new Uint16Array(n * classes) : new Int32Array(n * classes);
  // Breadth-first, a state's failure state (shallower) has its row already.
  for (const s of bfs) {
    const row = (renamed[s] as number) * classes;
    if (s === 0) step.fill((renamed[0] as number) * classes, row, row + classes);
    else {
      const from = (renamed[fail[s] as number] as number) * classes;
      step.copyWithin(row, from, from + classes);
    }
    for (const [c, t] of edges[s] as [number, number][])
      step[row + c] = (renamed[t] as number) * classes;
  }
  return { step, emitFrom, emitted: order.map((old) => emits[old] as number[]) };
}
