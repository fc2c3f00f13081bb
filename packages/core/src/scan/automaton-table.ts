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
  // The trie is kept in flat arrays (each state's first child, the next
  // sibling, the class on the edge into it), siblings in class order, and
  // the dense table filled row by row at the end, each row a copy of its
  // failure state's with the state's own edges written over it. A dense row
  // per state while building took over a second of the first scan; a `Map`
  // of children per state (~10,000 for the default anchor words) still took
  // ~70 ms, most of it allocation and garbage collection.
  let capacity = 1;
  for (const [, text] of keys) capacity += text.length;
  // 0 is "none" in both: the root is no state's child or sibling.
  const firstChild = new Int32Array(capacity);
  const nextSibling = new Int32Array(capacity);
  const edgeClass = new Int32Array(capacity);
  // The root's children by class, read on most steps of the failure links.
  const rootChild = new Int32Array(classes);
  const own = new Map<number, number[]>();
  let n = 1;
  for (const [id, text] of keys) {
    let s = 0;
    for (let k = 0; k < text.length; k++) {
      const c = classOf[text.charCodeAt(k)] as number;
      if (s === 0 && rootChild[c] !== 0) {
        s = rootChild[c] as number;
        continue;
      }
      let before = 0;
      let t = firstChild[s] as number;
      while (t !== 0 && (edgeClass[t] as number) < c) {
        before = t;
        t = nextSibling[t] as number;
      }
      if (t === 0 || edgeClass[t] !== c) {
        const added = n++;
        edgeClass[added] = c;
        nextSibling[added] = t;
        if (before === 0) firstChild[s] = added;
        else nextSibling[before] = added;
        if (s === 0) rootChild[c] = added;
        t = added;
      }
      s = t;
    }
    const ids = own.get(s);
    if (ids === undefined) own.set(s, [id]);
    else ids.push(id);
  }
  const child = (s: number, c: number): number => {
    if (s === 0) return rootChild[c] as number;
    let t = firstChild[s] as number;
    while (t !== 0 && (edgeClass[t] as number) < c) t = nextSibling[t] as number;
    return t !== 0 && edgeClass[t] === c ? t : 0;
  };
  // Breadth-first with each state's edges in class order: the order, and so
  // every state's number, that a dense walk over the classes gives.
  const bfs = new Int32Array(n);
  const fail = new Int32Array(n);
  // The key ids ending at each state: its own first, then its failure
  // chain's (shared, not copied, where it has none of its own).
  const emits: (readonly number[] | undefined)[] = new Array(n);
  emits[0] = own.get(0);
  let queued = 1;
  for (let q = 0; q < queued; q++) {
    const s = bfs[q] as number;
    if (s !== 0) {
      const mine = own.get(s);
      const inherited = emits[fail[s] as number];
      emits[s] =
        mine === undefined ? inherited : inherited === undefined ? mine : [...mine, ...inherited];
    }
    for (let t = firstChild[s] as number; t !== 0; t = nextSibling[t] as number) {
      if (s !== 0) {
        const c = edgeClass[t] as number;
        let f = fail[s] as number;
        while (f !== 0 && child(f, c) === 0) f = fail[f] as number;
        fail[t] = child(f, c);
      }
      bfs[queued++] = t;
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
  const order = new Int32Array(n);
  let placed = 0;
  for (const t of bfs) if (emits[t] === undefined) order[placed++] = t;
  const emitFrom = placed * classes;
  for (const t of bfs) if (emits[t] !== undefined) order[placed++] = t;
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
    for (let t = firstChild[s] as number; t !== 0; t = nextSibling[t] as number)
      step[row + (edgeClass[t] as number)] = (renamed[t] as number) * classes;
  }
  const emitted = Array.from(order, (old) => emits[old] ?? none);
  return { step, emitFrom, emitted };
}

const none: readonly number[] = [];
