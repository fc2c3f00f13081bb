import { blockBits, maxHitLength } from "./anchor-blocks.js";

// The anchor pass over a long text only records its hits here, in text
// order; each word's block marks and hit list are built when a rule first
// asks for that word. A text that reaches the findings cap early (dense
// attack text: after 14 of 76 rules) never pays for the words only later
// rules use, and each word is built in one tight loop over its own hits
// instead of a callback per hit that walked every contained word (~3.6 of
// ~8 ms of a 1 MB benign page's anchor pass, ~5 of ~10 on attack text).
// Per word the hits arrive in the same order as before and the per-word
// state (last marked block, open hit span) is the same, so every mark and
// list comes out exactly as the eager marking made it.

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
  const lists = words.map((w) => words.flatMap((other, j) => (w.includes(other) ? [j] : [])));
  const from = new Int32Array(words.length + 1);
  lists.forEach((l, w) => {
    from[w + 1] = (from[w] as number) + l.length;
  });
  return { from, ids: Int32Array.from(lists.flat()) };
}

/**
 * The anchor hits of one long text, recorded as the walk reports them and
 * turned into per-word block marks and hit lists on demand.
 *
 * @example
 * const hits = new AnchorHits(4, containedWords(["ai"]), 2, 16);
 * hits.add(10, 0, 2);
 * hits.list(0); // [10 * maxHitLength + 2]
 */
export class AnchorHits {
  /** (start, word, length) triples in text order. */
  private raw = new Int32Array(192);
  private n = 0;
  /** Per word, its hits' indices (into `raw` / 3), bucketed on first use. */
  private bucketFrom: Int32Array | undefined;
  private bucket: Int32Array | undefined;
  private readonly marksOf: (Int32Array | undefined)[];
  private readonly listOf: (number[] | undefined)[];
  private readonly built: Uint8Array;
  private coverOf: Uint8Array | undefined;

  constructor(
    private readonly nBlocks: number,
    private readonly contained: ContainedWords,
    /** Blocks marked on each side of a hit's block. */
    private readonly spread: number,
    /** Hits of one word this close after the previous one extend its span. */
    private readonly closeHits: number,
  ) {
    const words = contained.from.length - 1;
    this.marksOf = new Array(words);
    this.listOf = new Array(words);
    this.built = new Uint8Array(words);
  }

  /** Records one hit (hits come in text order, none overlapping). */
  add(start: number, word: number, length: number): void {
    let raw = this.raw;
    const k = this.n * 3;
    if (k + 3 > raw.length) {
      const grown = new Int32Array(raw.length * 2);
      grown.set(raw);
      this.raw = grown;
      raw = grown;
    }
    raw[k] = start;
    raw[k + 1] = word;
    raw[k + 2] = length;
    this.n++;
  }

  /** How many hits were recorded. */
  get count(): number {
    return this.n;
  }

  /** Whether word `j` occurs (alone or inside a longer word). */
  has(j: number): boolean {
    const from = this.buckets();
    return (from[j + 1] as number) > (from[j] as number);
  }

  /** Word `j`'s blocks within reach of its hits, as bits; undefined without hits. */
  marks(j: number): Int32Array | undefined {
    if (this.built[j] === 0) this.build(j);
    return this.marksOf[j];
  }

  /** Word `j`'s hit spans, packed as start * maxHitLength + length, close hits merged. */
  list(j: number): number[] | undefined {
    if (this.built[j] === 0) this.build(j);
    return this.listOf[j];
  }

  /** Per block, 1 when it lies within reach of any hit. */
  cover(): Uint8Array {
    if (this.coverOf !== undefined) return this.coverOf;
    const { raw, nBlocks, spread } = this;
    const cover = new Uint8Array(nBlocks);
    let last = -1;
    for (let k = 0; k < this.n * 3; k += 3) {
      const b = (raw[k] as number) >> blockBits;
      // Dense text hits one block many times: its marks are set already.
      if (b === last) continue;
      last = b;
      const hi = Math.min(nBlocks - 1, b + spread);
      for (let x = Math.max(0, b - spread); x <= hi; x++) cover[x] = 1;
    }
    this.coverOf = cover;
    return cover;
  }

  // Per word, the indices of the hits that contain it, in text order: a
  // counting sort over the hits, one pass to count and one to place.
  private buckets(): Int32Array {
    if (this.bucketFrom !== undefined) return this.bucketFrom;
    const { raw, n } = this;
    const { from: cFrom, ids } = this.contained;
    const words = cFrom.length - 1;
    const from = new Int32Array(words + 1);
    for (let h = 0; h < n; h++) {
      const w = raw[h * 3 + 1] as number;
      for (let c = cFrom[w] as number; c < (cFrom[w + 1] as number); c++) {
        const at = (ids[c] as number) + 1;
        from[at] = (from[at] as number) + 1;
      }
    }
    for (let j = 0; j < words; j++) from[j + 1] = (from[j + 1] as number) + (from[j] as number);
    const fill = from.slice(0, words);
    const bucket = new Int32Array(from[words] as number);
    for (let h = 0; h < n; h++) {
      const w = raw[h * 3 + 1] as number;
      for (let c = cFrom[w] as number; c < (cFrom[w + 1] as number); c++) {
        const j = ids[c] as number;
        bucket[fill[j] as number] = h;
        fill[j] = (fill[j] as number) + 1;
      }
    }
    this.bucket = bucket;
    this.bucketFrom = from;
    return from;
  }

  private build(j: number): void {
    this.built[j] = 1;
    const from = this.buckets();
    const bucket = this.bucket as Int32Array;
    const first = from[j] as number;
    const stop = from[j + 1] as number;
    if (stop === first) return;
    const { raw, nBlocks, spread, closeHits } = this;
    const marks = new Int32Array((nBlocks + 31) >> 5);
    const list: number[] = [];
    let lastBlock = -1;
    // The open span: its start and end (-1: none yet).
    let spanStart = -1;
    let spanEnd = -1;
    for (let x = first; x < stop; x++) {
      const k = (bucket[x] as number) * 3;
      const start = raw[k] as number;
      const length = raw[k + 2] as number;
      const b = start >> blockBits;
      if (b !== lastBlock) {
        const hi = Math.min(nBlocks - 1, b + spread);
        for (let y = Math.max(0, b - spread); y <= hi; y++)
          marks[y >> 5] = (marks[y >> 5] as number) | (1 << (y & 31));
        lastBlock = b;
      }
      // A hit at most `closeHits` after the open span extends it: `spans`
      // would merge the two windows anyway, and dense text keeps short lists.
      if (spanStart >= 0) {
        const merged = start + length - spanStart;
        if (start - spanEnd <= closeHits && merged < maxHitLength) {
          if (start + length > spanEnd) {
            spanEnd = start + length;
            list[list.length - 1] = spanStart * maxHitLength + merged;
          }
          continue;
        }
      }
      const kept = Math.min(length, maxHitLength - 1);
      list.push(start * maxHitLength + kept);
      spanStart = start;
      spanEnd = start + kept;
    }
    this.marksOf[j] = marks;
    this.listOf[j] = list;
  }
}
