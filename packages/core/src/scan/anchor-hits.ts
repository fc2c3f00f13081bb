import { blockBits, maxHitLength } from "./anchor-blocks.js";
import type { ContainedWords } from "./contained-words.js";
import { doubled } from "./doubled.js";

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
 * The anchor hits of one long text, recorded as the walk reports them and
 * turned into per-word block marks and hit lists on demand.
 *
 * @example
 * const hits = new AnchorHits(4, containedWords(["ai"]), 2, 16);
 * hits.add(10, 0, 2);
 * hits.list(0); // [10 * maxHitLength + 2]
 */
export class AnchorHits {
  /**
   * Per hit, in text order: its start, its length, and 1 + the next hit of
   * the same word (0: none), one list per word. Twelve bytes a hit: dense
   * text (a hit every 7 characters) records ~150,000 per MB.
   */
  private raw: Int32Array;
  private n = 0;
  /**
   * Per word w, at 3w: 1 + its first hit, 1 + its last hit (0: none), and 1
   * when w occurs (in itself or inside a longer word; see markPresent).
   * Zero-filled means "none" throughout: nothing to fill per text.
   */
  private readonly words: Int32Array;
  private readonly containers: ContainedWords;
  /** Per word that occurs, once built: its marks and hit list. */
  private marksOf: (Int32Array | undefined)[] | undefined;
  private listOf: (number[] | undefined)[] | undefined;
  private coverOf: Uint8Array | undefined;

  constructor(
    private readonly nBlocks: number,
    private readonly contained: ContainedWords,
    /** Blocks marked on each side of a hit's block. */
    private readonly spread: number,
    /** Hits of one word this close after the previous one extend its span. */
    private readonly closeHits: number,
    /** Hits expected (the arrays grow past it). */
    capacity = 64,
  ) {
    const wanted = 3 * Math.max(1, capacity);
    this.raw =
      spareRaw !== undefined && spareRaw.length >= wanted ? spareRaw : new Int32Array(wanted);
    keep(this.raw);
    this.words = new Int32Array(3 * (contained.from.length - 1));
    this.containers = containersOf(contained);
  }

  /** Records one hit (hits come in order of start; they may overlap). */
  add(start: number, word: number, length: number): void {
    const n = this.n;
    if (3 * n === this.raw.length) {
      this.raw = doubled(this.raw);
      keep(this.raw);
    }
    const k = n * 3;
    this.raw[k] = start;
    this.raw[k + 1] = length;
    // A reused array holds an earlier text's links: the end of a list is written.
    this.raw[k + 2] = 0;
    const h = n + 1;
    const words = this.words;
    const w = 3 * word;
    const last = words[w + 1] as number;
    if (last === 0) words[w] = h;
    else this.raw[3 * (last - 1) + 2] = h;
    words[w + 1] = h;
    this.n = h;
  }

  /** How many hits were recorded. */
  get count(): number {
    return this.n;
  }

  /** Whether word `j` occurs (alone or inside a longer word). */
  has(j: number): boolean {
    if (!this.present) this.markPresent();
    return (this.words[3 * j + 2] as number) === 1;
  }

  // Every word that occurs, in itself or inside a longer word that occurs,
  // marked at once on the first question: the rules ask about hundreds of
  // words per text, most of them absent, and each answer is then one read.
  private present = false;
  private markPresent(): void {
    this.present = true;
    const { from, ids } = this.contained;
    const words = this.words;
    for (let w = 0; w < words.length; w += 3) {
      if (words[w + 1] === 0) continue;
      const word = w / 3;
      for (let c = from[word] as number; c < (from[word + 1] as number); c++)
        words[3 * (ids[c] as number) + 2] = 1;
    }
  }

  /** Word `j`'s blocks within reach of its hits, as bits; undefined without hits. */
  marks(j: number): Int32Array | undefined {
    // Most words a rule asks about are absent: one read, nothing built.
    if (!this.has(j)) return undefined;
    if (this.listOf?.[j] === undefined) this.build(j);
    return this.marksOf?.[j];
  }

  /** Word `j`'s hit spans, packed as start * maxHitLength + length, close hits merged. */
  list(j: number): number[] | undefined {
    if (!this.has(j)) return undefined;
    return this.listOf?.[j] ?? this.build(j);
  }

  /** Per block, 1 when it lies within reach of any hit. */
  cover(): Uint8Array {
    if (this.coverOf !== undefined) return this.coverOf;
    const { raw, nBlocks, spread } = this;
    const cover = new Uint8Array(nBlocks);
    let last = -1;
    for (let k = 0; k < 3 * this.n; k += 3) {
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

  private build(j: number): number[] {
    const count = this.words.length / 3;
    this.listOf ??= new Array(count);
    this.marksOf ??= new Array(count);
    const { raw, nBlocks, spread, closeHits } = this;
    const { from, ids } = this.containers;
    // The hits of every word that contains j, merged in text order (hit
    // index order): one list when j is in no longer word (most words),
    // else the smallest head of a few lists ("you": 26) at each step.
    const first = from[j] as number;
    const k = (from[j + 1] as number) - first;
    if (cursors.length < k) cursors = new Int32Array(k);
    const at = cursors;
    for (let c = 0; c < k; c++) at[c] = this.words[3 * (ids[first + c] as number)] as number;
    const marks = new Int32Array((nBlocks + 31) >> 5);
    const list: number[] = [];
    let lastBlock = -1;
    // The open span: its start and end (-1: none yet).
    let spanStart = -1;
    let spanEnd = -1;
    for (;;) {
      // 1 + the next hit (0: every list is done).
      let pick = 0;
      let next = at[0] as number;
      for (let c = 1; c < k; c++) {
        const other = at[c] as number;
        if (other !== 0 && (next === 0 || other < next)) {
          next = other;
          pick = c;
        }
      }
      if (next === 0) break;
      const h = next - 1;
      at[pick] = raw[3 * h + 2] as number;
      const start = raw[3 * h] as number;
      const length = raw[3 * h + 1] as number;
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
    return list;
  }
}

// The hit array of the last long text, reused by the next: a fresh one is
// zeroed memory written page by page, and a dense text's is grown by
// copying. An AnchorHits is read only during the matchRules call that built
// it (a decoded block is scanned after that call returns), so the next text
// may take its array over. Kept up to a bounded size only (4 MB).
let spareRaw: Int32Array | undefined;
const keptRaw = 1 << 20;
function keep(raw: Int32Array): void {
  if (raw.length <= keptRaw) spareRaw = raw;
}

// The merge's cursors, one per containing word (build runs to completion,
// so one shared array serves every call).
let cursors = new Int32Array(32);

const inverse = new WeakMap<ContainedWords, ContainedWords>();

/**
 * The inverse of {@link ContainedWords}: per word, the words that contain it
 * (itself included), what AnchorHits takes.
 *
 * @example
 * const c = containersOf(containedWords(["your", "you"]));
 * [...c.ids.subarray(c.from[1], c.from[2])]; // [0, 1]
 */
export function containersOf(contained: ContainedWords): ContainedWords {
  let out = inverse.get(contained);
  if (out === undefined) {
    const words = contained.from.length - 1;
    const lists: number[][] = Array.from({ length: words }, () => []);
    for (let w = 0; w < words; w++)
      for (let c = contained.from[w] as number; c < (contained.from[w + 1] as number); c++)
        (lists[contained.ids[c] as number] as number[]).push(w);
    const from = new Int32Array(words + 1);
    lists.forEach((l, j) => {
      from[j + 1] = (from[j] as number) + l.length;
    });
    out = { from, ids: Int32Array.from(lists.flat()) };
    inverse.set(contained, out);
  }
  return out;
}
