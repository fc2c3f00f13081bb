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
  const next: number[][] = [new Array<number>(classes).fill(-1)];
  const own: number[][] = [[]];
  for (const [id, text] of keys) {
    let s = 0;
    for (let k = 0; k < text.length; k++) {
      const c = classOf[text.charCodeAt(k)] as number;
      const row = next[s] as number[];
      if ((row[c] as number) < 0) {
        row[c] = next.length;
        next.push(new Array<number>(classes).fill(-1));
        own.push([]);
      }
      s = row[c] as number;
    }
    (own[s] as number[]).push(id);
  }
  const n = next.length;
  const table = new Int32Array(n * classes);
  const fail = new Int32Array(n);
  const queue: number[] = [];
  for (let c = 0; c < classes; c++) {
    const t = (next[0] as number[])[c] as number;
    table[c] = Math.max(0, t);
    if (t > 0) queue.push(t);
  }
  const emits: number[][] = own.map((o) => [...o]);
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q] as number;
    (emits[s] as number[]).push(...(emits[fail[s] as number] as number[]));
    for (let c = 0; c < classes; c++) {
      const t = (next[s] as number[])[c] as number;
      const viaFail = table[(fail[s] as number) * classes + c] as number;
      if (t < 0) table[s * classes + c] = viaFail;
      else {
        table[s * classes + c] = t;
        fail[t] = viaFail;
        queue.push(t);
      }
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
  for (let t = 0; t < n; t++)
    for (let c = 0; c < classes; c++)
      step[(renamed[t] as number) * classes + c] =
        (renamed[table[t * classes + c] as number] as number) * classes;
  return { step, emitFrom, emitted: order.map((old) => emits[old] as number[]) };
}
