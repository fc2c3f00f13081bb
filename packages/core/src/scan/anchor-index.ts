import { anchorMatcher, type CoEmits, type CoWalk } from "./ascii-anchors.js";
import type { Rule } from "./rule.js";

// Texts are split into blocks of 2^blockBits characters; a rule runs only on
// blocks within `reach` of its anchor words. Every rule match lies within
// `reach` of one of its anchors (patterns are bounded), so nothing is lost.
/**
 * Texts are split into blocks of 2^blockBits characters.
 *
 * @example
 * const block = at >> blockBits;
 */
export const blockBits = 8;
/**
 * How far a rule match may extend from its anchor.
 *
 * @example
 * text.slice(from, until + reach); // the slice a window is matched in
 */
export const reach = 320;
const spread = Math.ceil(reach / (1 << blockBits));
// Hits are packed as start * maxHitLength + length (anchors are short words).
const maxHitLength = 1024;
/**
 * Hits of one word this close together are kept as one span; `spans` must
 * join windows at least this far apart.
 *
 * @example
 * join >= closeHits; // in every call of spans()
 */
export const closeHits = 16;
/**
 * Texts up to this long are matched in their anchor blocks (nearly the whole
 * text); longer ones get per-hit windows (`spans`).
 *
 * @example
 * blocks.precise; // text.length > preciseFrom
 */
export const preciseFrom = 1024;

/**
 * Where each anchor word of a rule set occurs in one text, at block
 * granularity. Built with ONE combined regex pass (native alternation of
 * literals), which is an order of magnitude cheaper than one substring search
 * per word; a hit also counts for every shorter anchor it contains ("user"
 * holds "use").
 *
 * @example
 * const index = anchorIndex(allRules);
 * const blocks = index.locate("ignore all previous instructions");
 * blocks.windows(0); // rule 0's [from, until, ...] or []
 */
export function anchorIndex(rules: readonly Rule[]): {
  locate(text: string, ascii?: boolean, co?: CoWalk): AnchorBlocks;
} {
  const words = [...new Set(rules.flatMap((r) => [...r.anchors, ...(r.requires ?? [])]))].sort(
    (a, b) => b.length - a.length,
  );
  const id = new Map(words.map((w, i) => [w, i]));
  const contained = words.map((w) => words.flatMap((other, j) => (w.includes(other) ? [j] : [])));
  // Each rule's word ids, looked up once here instead of once per scan (the
  // map lookups were most of the cost of a short value with a hit).
  const anchorIds = rules.map((r) => Int32Array.from(r.anchors, (w) => id.get(w) as number));
  const requireIds = rules.map((r) =>
    r.requires === undefined ? undefined : Int32Array.from(r.requires, (w) => id.get(w) as number),
  );
  // Per word, the rules that list it (as an anchor / as a `requires` word):
  // a short text marks its blocks straight into per-rule bit masks.
  const anchorRulesOf: number[][] = words.map(() => []);
  const requireRulesOf: number[][] = words.map(() => []);
  rules.forEach((_, r) => {
    for (const j of anchorIds[r] as Int32Array) (anchorRulesOf[j] as number[]).push(r);
    for (const j of requireIds[r] ?? []) (requireRulesOf[j] as number[]).push(r);
  });
  const find = anchorMatcher(words);
  return {
    locate(text: string, ascii?: boolean, co?: CoWalk): AnchorBlocks {
      const nBlocks = (text.length >> blockBits) + 1;
      // Allocated on the first hit: most short values hold no anchor word.
      let blocks: (Uint8Array | undefined)[] = [];
      let hits = 0;
      // Hit positions per word, for the rules that match near their anchors.
      let at: (number[] | undefined)[] = [];
      // Short texts are matched in whole blocks: hit lists would cost more than they save.
      const precise = text.length > preciseFrom;
      // Short texts (at most five blocks): per rule, a bit per block.
      let masks: RuleMasks | undefined;
      // Blocks within reach of any hit: every rule window lies in them.
      // Allocated on the first hit, like the rest (most short values have none).
      let cover = noCover;
      let coverBlock = -1;
      // Per word, 1 + the block of its last marked hit (0: none yet).
      let lastBlock = noBlocks;
      const mark = (start: number, hit: number, length: number): void => {
        if (hits++ === 0) {
          cover = new Uint8Array(nBlocks);
          if (precise) {
            blocks = new Array(words.length);
            at = new Array(words.length);
            lastBlock = new Int32Array(words.length);
          } else {
            // Plain arrays: a typed array costs more to create than it saves here.
            masks = {
              anchors: new Array<number>(rules.length).fill(0),
              requires: new Array<number>(rules.length).fill(0),
            };
          }
        }
        const b = start >> blockBits;
        const lo = Math.max(0, b - spread);
        const hi = Math.min(nBlocks - 1, b + spread);
        // Dense text hits one block many times: its marks are set already.
        if (b !== coverBlock) {
          for (let k = lo; k <= hi; k++) cover[k] = 1;
          coverBlock = b;
        }
        if (masks !== undefined) {
          const bits = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
          for (const j of contained[hit] as number[]) {
            for (const r of anchorRulesOf[j] as number[])
              masks.anchors[r] = (masks.anchors[r] as number) | bits;
            for (const r of requireRulesOf[j] as number[])
              masks.requires[r] = (masks.requires[r] as number) | bits;
          }
          return;
        }
        for (const j of contained[hit] as number[]) {
          let marks = blocks[j];
          if (!marks) {
            marks = new Uint8Array(nBlocks);
            blocks[j] = marks;
          }
          if (lastBlock[j] !== b + 1) {
            for (let k = lo; k <= hi; k++) marks[k] = 1;
            lastBlock[j] = b + 1;
          }
          if (!precise) continue;
          let list = at[j];
          if (!list) {
            list = [];
            at[j] = list;
          }
          // A contained word lies inside the hit: the hit's span bounds it.
          // A hit at most `closeHits` after the previous one of the same word
          // extends it instead: `spans` would merge the two windows anyway
          // (it joins gaps of at least that much), and dense text (the same
          // phrase over and over) keeps short lists.
          const n = list.length;
          if (n > 0) {
            const prev = list[n - 1] as number;
            const prevStart = Math.floor(prev / maxHitLength);
            const prevEnd = prevStart + (prev - prevStart * maxHitLength);
            const merged = start + length - prevStart;
            if (start - prevEnd <= closeHits && merged < maxHitLength) {
              if (start + length > prevEnd) list[n - 1] = prevStart * maxHitLength + merged;
              continue;
            }
          }
          list.push(start * maxHitLength + Math.min(length, maxHitLength - 1));
        }
      };
      const coEmits = find(text, mark, ascii, co);
      return new AnchorBlocks(
        text.length,
        nBlocks,
        hits === 0 ? undefined : blocks,
        anchorIds,
        requireIds,
        at,
        masks,
        cover,
        coEmits,
      );
    },
  };
}

const noCover = new Uint8Array(0);
const noBlocks = new Int32Array(0);

function anyHit(blocks: readonly (Uint8Array | undefined)[], ids: Int32Array): boolean {
  for (let k = 0; k < ids.length; k++) if (blocks[ids[k] as number] !== undefined) return true;
  return false;
}

interface RuleMasks {
  readonly anchors: number[];
  readonly requires: number[];
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
    /** `undefined` when no anchor word occurs at all (the common case for short values). */
    private readonly blocks: readonly (Uint8Array | undefined)[] | undefined,
    /** Per rule (by its index in the rule set), the ids of its anchor words. */
    private readonly anchorIds: readonly Int32Array[],
    /** Per rule, the ids of its `requires` words, if any. */
    private readonly requireIds: readonly (Int32Array | undefined)[],
    /** Packed hits (start * maxHitLength + length) per word, in text order. */
    private readonly at: readonly (number[] | undefined)[] = [],
    /** Short texts: each rule's marked blocks as bits (instead of `blocks`). */
    private readonly masks?: RuleMasks,
    /**
     * Per block of 2^blockBits characters, 1 when it lies within reach of any
     * anchor hit: every window of every anchored rule lies in such blocks.
     */
    readonly cover: Uint8Array = new Uint8Array(0),
    /**
     * With a CoWalk over ASCII text: its emitting states as flat
     * (position, state) pairs over the whole text.
     */
    readonly coEmits: CoEmits | undefined = undefined,
  ) {}

  /**
   * Where a match of `rule` can start, as merged flat [from, until) pairs:
   * a match holds one of its anchors, so it starts at most `before` characters
   * ahead of an anchor hit and no later than the hit's end (`before` is how
   * far into a match the anchor can sit; `beforeRequires` the same for the
   * `requires` words). Pairs less than `join` apart are merged, so
   * overlapping windows are matched once and the work stays linear.
   */
  spans(r: number, before: number, join: number, beforeRequires = before): number[] {
    if (this.blocks === undefined) return [];
    const near = this.starts(this.anchorIds[r] as Int32Array, before, join);
    const requires = this.requireIds[r];
    if (near.length === 0 || requires === undefined) return near;
    return intersect(near, this.starts(requires, beforeRequires, join));
  }

  private starts(ids: Int32Array, before: number, join: number): number[] {
    const lists: number[][] = [];
    for (let k = 0; k < ids.length; k++) {
      const list = this.at[ids[k] as number];
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

  /** True when no anchor word occurs at all: no anchored rule can match. */
  get empty(): boolean {
    return this.blocks === undefined;
  }

  /**
   * False when rule `r` surely has no window (none of its anchor words, or
   * none of its `requires` words, occurs); true when it may have some.
   */
  mayRun(r: number): boolean {
    const ids = this.anchorIds[r] as Int32Array;
    if (ids.length === 0) return true;
    const blocks = this.blocks;
    if (blocks === undefined) return false;
    const requires = this.requireIds[r];
    const masks = this.masks;
    if (masks !== undefined) {
      const mask = masks.anchors[r] as number;
      return (requires === undefined ? mask : mask & (masks.requires[r] as number)) !== 0;
    }
    return anyHit(blocks, ids) && (requires === undefined || anyHit(blocks, requires));
  }

  windows(r: number): number[] {
    const ids = this.anchorIds[r] as Int32Array;
    if (ids.length === 0) return [0, this.length];
    // Without a single anchor hit no anchored rule can match: skip the per-rule
    // unions, which were most of the cost of scanning a short argument (bench/).
    if (this.blocks === undefined) return [];
    if (this.masks !== undefined) return this.fromMask(r, this.masks);
    const near = this.union(ids);
    if (!near) return [];
    const requires = this.requireIds[r];
    if (requires !== undefined) {
      const other = this.union(requires);
      if (!other) return [];
      for (let b = 0; b < this.nBlocks; b++) near[b] = (near[b] as number) & (other[b] as number);
    }
    const windows: number[] = [];
    for (let b = 0; b < this.nBlocks; b++) {
      if (!near[b]) continue;
      const from = b << blockBits;
      const until = Math.min(this.length, (b + 1) << blockBits);
      if (windows.length > 0 && from <= (windows[windows.length - 1] as number))
        windows[windows.length - 1] = until;
      else windows.push(from, until);
    }
    return windows;
  }

  private fromMask(r: number, masks: RuleMasks): number[] {
    let mask = masks.anchors[r] as number;
    if (this.requireIds[r] !== undefined) mask &= masks.requires[r] as number;
    const windows: number[] = [];
    for (let b = 0; mask >> b !== 0; b++) {
      if (((mask >> b) & 1) === 0) continue;
      const from = b << blockBits;
      const until = Math.min(this.length, (b + 1) << blockBits);
      if (windows.length > 0 && from <= (windows[windows.length - 1] as number))
        windows[windows.length - 1] = until;
      else windows.push(from, until);
    }
    return windows;
  }

  private union(ids: Int32Array): Uint8Array | undefined {
    const blocks = this.blocks;
    if (blocks === undefined) return undefined;
    let out: Uint8Array | undefined;
    for (let k = 0; k < ids.length; k++) {
      const marks = blocks[ids[k] as number];
      if (!marks) continue;
      if (!out) out = marks.slice();
      else
        for (let b = 0; b < this.nBlocks; b++) out[b] = (out[b] as number) | (marks[b] as number);
    }
    return out;
  }
}
