import type { AnchorHits } from "./anchor-hits.js";
import type { CoEmits } from "./co-walk.js";

/**
 * Texts are split into blocks of 2^blockBits characters.
 *
 * @example
 * const block = at >> blockBits;
 */
export const blockBits = 8;
/**
 * Hits are packed as start * maxHitLength + length (anchors are short words).
 *
 * @example
 * const start = Math.floor(packed / maxHitLength);
 */
export const maxHitLength = 1024;

/**
 * Short texts: the marked blocks of each rule that may run, as bits.
 *
 * @example
 * const masks: RuleMasks = { anchors: [0b11], requires: [0], runnable: [4] }; // rule 4
 */
export interface RuleMasks {
  /** Per rule of `runnable` (same position), the blocks its anchor words mark. */
  readonly anchors: number[];
  /** Per rule of `runnable`, the blocks its `requires` words mark. */
  readonly requires: number[];
  /**
   * The rules that may run, ascending: those with an anchor block marked, and
   * those without anchors. Every other rule has no window here.
   */
  readonly runnable: number[];
}

// Where rule `r` sits in the ascending `runnable`, or -1.
function slotOf(runnable: readonly number[], r: number): number {
  let lo = 0;
  let hi = runnable.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = runnable[mid] as number;
    if (at === r) return mid;
    if (at < r) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const noCover = new Uint8Array(0);

function anyHit(hits: AnchorHits, ids: Int32Array): boolean {
  for (let k = 0; k < ids.length; k++) if (hits.has(ids[k] as number)) return true;
  return false;
}

// Both flat [from, until) lists are sorted and disjoint.
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i] as number, b[j] as number);
    const until = Math.min(a[i + 1] as number, b[j + 1] as number);
    if (from < until) out.push(from, until);
    if ((a[i + 1] as number) < (b[j + 1] as number)) i += 2;
    else j += 2;
  }
  return out;
}

/**
 * Anchor occurrences of one text; answers which regions a rule must be matched in.
 *
 * @example
 * anchorIndex(allRules).locate(text).windows(r); // [0, 256] when rule r's anchor sits in the first block
 */
export class AnchorBlocks {
  constructor(
    private readonly length: number,
    private readonly nBlocks: number,
    /**
     * `undefined` when no anchor word occurs at all (the common case for short
     * values). Long texts: per word, its marked blocks as bits (block b: bit
     * b & 31 of entry b >> 5) and its packed hits (start * maxHitLength +
     * length) in text order, built on first use.
     */
    private readonly hits: AnchorHits | undefined,
    /** Per rule (by its index in the rule set), the ids of its anchor words. */
    private readonly anchorIds: readonly Int32Array[],
    /** Per rule, the ids of its `requires` words, if any. */
    private readonly requireIds: readonly (Int32Array | undefined)[],
    /** Short texts: each rule's marked blocks as bits (instead of per word). */
    private readonly masks: RuleMasks | undefined,
    /**
     * A short text's cover (see `cover`) as bits, block b at bit b; long texts
     * build theirs from the hits.
     */
    private readonly shortCover: number,
    /**
     * With a CoWalk over ASCII text: its emitting states as flat
     * (position, state) pairs over the whole text.
     */
    readonly coEmits: CoEmits | undefined = undefined,
  ) {}

  /**
   * Per block of 2^blockBits characters, 1 when it lies within reach of any
   * anchor hit: every window of every anchored rule lies in such blocks.
   */
  get cover(): Uint8Array {
    const hits = this.hits;
    if (hits === undefined) return noCover;
    if (this.masks === undefined) return hits.cover();
    // Built only for a text long enough to list candidates.
    const cover = new Uint8Array(this.nBlocks);
    for (let b = 0; b < this.nBlocks; b++) cover[b] = (this.shortCover >> b) & 1;
    return cover;
  }

  /**
   * Where a match of `rule` can start, as merged flat [from, until) pairs:
   * a match holds one of its anchors, so it starts at most `before` characters
   * ahead of an anchor hit and no later than the hit's end (`before` is how
   * far into a match the anchor can sit; `beforeRequires` the same for the
   * `requires` words). Pairs less than `join` apart are merged, so
   * overlapping windows are matched once and the work stays linear.
   */
  spans(r: number, before: number, join: number, beforeRequires = before): number[] {
    if (this.hits === undefined || this.masks !== undefined) return [];
    const near = this.starts(this.anchorIds[r] as Int32Array, before, join);
    const requires = this.requireIds[r];
    if (near.length === 0 || requires === undefined) return near;
    return intersect(near, this.starts(requires, beforeRequires, join));
  }

  private starts(ids: Int32Array, before: number, join: number): number[] {
    const hits = this.hits as AnchorHits;
    const lists: number[][] = [];
    for (let k = 0; k < ids.length; k++) {
      const list = hits.list(ids[k] as number);
      if (list) lists.push(list);
    }
    const out: number[] = [];
    if (lists.length === 0) return out;
    // Each list is in text order: merged on the fly, smallest head first (a
    // rule has a handful of words; sorting all hits again cost more).
    const heads = new Array<number>(lists.length).fill(0);
    for (;;) {
      let pick = -1;
      let p = Number.POSITIVE_INFINITY;
      for (let k = 0; k < lists.length; k++) {
        const list = lists[k] as number[];
        const h = heads[k] as number;
        if (h < list.length && (list[h] as number) < p) {
          p = list[h] as number;
          pick = k;
        }
      }
      if (pick < 0) break;
      heads[pick] = (heads[pick] as number) + 1;
      // Division by a power of two is exact; `%` on doubles is a slow call.
      const start = Math.floor(p / maxHitLength);
      const length = p - start * maxHitLength;
      const from = Math.max(0, start - before);
      const until = start + length;
      const n = out.length;
      if (n > 0 && from <= (out[n - 1] as number) + join) {
        if (until > (out[n - 1] as number)) out[n - 1] = until;
      } else out.push(from, until);
    }
    return out;
  }

  /**
   * A short text's rules that may have windows, ascending (`undefined` for a
   * long text or one without hits: every rule is asked). A short value wakes a
   * few of the hundred-odd rules; the others need not be visited at all.
   */
  get runnable(): readonly number[] | undefined {
    return this.masks?.runnable;
  }

  /** True when no anchor word occurs at all: no anchored rule can match. */
  get empty(): boolean {
    return this.hits === undefined;
  }

  /**
   * False when rule `r` surely has no window (none of its anchor words, or
   * none of its `requires` words, occurs); true when it may have some.
   */
  mayRun(r: number): boolean {
    const ids = this.anchorIds[r] as Int32Array;
    if (ids.length === 0) return true;
    const hits = this.hits;
    if (hits === undefined) return false;
    const requires = this.requireIds[r];
    const masks = this.masks;
    if (masks !== undefined) {
      // Asked of every rule when a text lists candidates: one table, built on
      // the first question, answers all of them.
      this.runs ??= this.runsOf(masks);
      return this.runs[r] === 1;
    }
    return anyHit(hits, ids) && (requires === undefined || anyHit(hits, requires));
  }

  // Per rule, 1 when it may run (see mayRun): a short text's, built on first use.
  private runs: Uint8Array | undefined;

  private runsOf(masks: RuleMasks): Uint8Array {
    const runs = new Uint8Array(this.anchorIds.length);
    for (let k = 0; k < masks.runnable.length; k++) {
      const r = masks.runnable[k] as number;
      const mask = masks.anchors[k] as number;
      const requires = this.requireIds[r];
      if ((requires === undefined ? mask : mask & (masks.requires[k] as number)) !== 0) runs[r] = 1;
    }
    return runs;
  }

  windows(r: number): number[] {
    const ids = this.anchorIds[r] as Int32Array;
    if (ids.length === 0) return [0, this.length];
    // Without a single anchor hit no anchored rule can match: skip the per-rule
    // unions, which were most of the cost of scanning a short argument (bench/).
    if (this.hits === undefined) return [];
    if (this.masks !== undefined) return this.fromMask(r, this.masks);
    const near = this.union(ids);
    if (!near) return [];
    const requires = this.requireIds[r];
    if (requires !== undefined) {
      const other = this.union(requires);
      if (!other) return [];
      for (let w = 0; w < near.length; w++) near[w] = (near[w] as number) & (other[w] as number);
    }
    const windows: number[] = [];
    for (let b = 0; b < this.nBlocks; b++) {
      if ((((near[b >> 5] as number) >>> (b & 31)) & 1) === 0) continue;
      pushBlock(windows, b, this.length);
    }
    return windows;
  }

  private fromMask(r: number, masks: RuleMasks): number[] {
    const k = slotOf(masks.runnable, r);
    if (k < 0) return [];
    let mask = masks.anchors[k] as number;
    if (this.requireIds[r] !== undefined) mask &= masks.requires[k] as number;
    const windows: number[] = [];
    for (let b = 0; mask >> b !== 0; b++) {
      if (((mask >> b) & 1) === 0) continue;
      pushBlock(windows, b, this.length);
    }
    return windows;
  }

  private union(ids: Int32Array): Int32Array | undefined {
    const hits = this.hits;
    if (hits === undefined) return undefined;
    let out: Int32Array | undefined;
    for (let k = 0; k < ids.length; k++) {
      const marks = hits.marks(ids[k] as number);
      if (!marks) continue;
      if (!out) out = marks.slice();
      else for (let w = 0; w < out.length; w++) out[w] = (out[w] as number) | (marks[w] as number);
    }
    return out;
  }
}

// Block `b` as a window [from, until), merged into the last one when they touch.
function pushBlock(windows: number[], b: number, length: number): void {
  const from = b << blockBits;
  const until = Math.min(length, (b + 1) << blockBits);
  if (windows.length > 0 && from <= (windows[windows.length - 1] as number))
    windows[windows.length - 1] = until;
  else windows.push(from, until);
}
