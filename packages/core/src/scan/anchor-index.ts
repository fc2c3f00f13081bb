import { AnchorBlocks, blockBits } from "./anchor-blocks.js";
import { AnchorHits } from "./anchor-hits.js";
import { anchorMatcher } from "./ascii-anchors.js";
import type { CoEmits, CoWalk } from "./co-walk.js";
import { containedWords } from "./contained-words.js";
import type { Rule } from "./rule.js";

export { type AnchorBlocks, blockBits } from "./anchor-blocks.js";

// Texts are split into blocks of 2^blockBits characters; a rule runs only on
// blocks within `reach` of its anchor words. Every rule match lies within
// `reach` of one of its anchors (patterns are bounded), so nothing is lost.

/**
 * How far a rule match may extend from its anchor.
 *
 * @example
 * text.slice(from, until + reach); // the slice a window is matched in
 */
export const reach = 320;
const spread = Math.ceil(reach / (1 << blockBits));
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
  const contained = containedWords(words);
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
  // Rules without anchors run on every text (the default set has none).
  const anchorless = rules.flatMap((r, i) => (r.anchors.length === 0 ? [i] : []));
  // Per rule, the blocks a short text's hits mark for it (as anchor words /
  // as `requires` words): all zero between calls of locate (see below).
  const anchorBits = new Array<number>(rules.length).fill(0);
  const requireBits = new Array<number>(rules.length).fill(0);
  const find = anchorMatcher(words);
  return {
    locate(text: string, ascii?: boolean, co?: CoWalk): AnchorBlocks {
      const nBlocks = (text.length >> blockBits) + 1;
      // Long texts only record their hits: each word's marks and hit list
      // are built when a rule first needs them (see AnchorHits).
      if (text.length > preciseFrom) {
        // Prose holds about one hit per 35 characters; the arrays grow past that.
        const expected = Math.min(text.length >> 5, 1 << 16);
        const found = new AnchorHits(nBlocks, contained, spread, closeHits, expected);
        const coEmits = find(
          text,
          (start, hit, length) => found.add(start, hit, length),
          ascii,
          co,
        );
        return new AnchorBlocks(
          text.length,
          nBlocks,
          found.count === 0 ? undefined : found,
          anchorIds,
          requireIds,
          undefined,
          0,
          coEmits,
        );
      }
      // Short texts (at most five blocks): per rule, a bit per block, marked
      // as the hits come: hit lists would cost more than they save. The bits
      // go into two arrays of one per rule kept for every locate (a copy per
      // text of arrays that long was most of the cost of a value with a hit),
      // and leave them as short lists beside the woken rules before this call
      // returns, which zeroes them again: no AnchorBlocks holds them.
      let hits = 0;
      let runnable = noRules;
      // The rules whose `requires` bits were set (to zero them after).
      let required = noRules;
      // Blocks within reach of any hit, as bits: every rule window lies in them.
      let coverBits = 0;
      const mark = (start: number, hit: number): void => {
        // Allocated on the first hit (most short values have none).
        if (hits++ === 0) runnable = anchorless.slice();
        const b = start >> blockBits;
        const lo = Math.max(0, b - spread);
        const hi = Math.min(nBlocks - 1, b + spread);
        const bits = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
        coverBits |= bits;
        for (let c = contained.from[hit] as number; c < (contained.from[hit + 1] as number); c++) {
          const j = contained.ids[c] as number;
          for (const r of anchorRulesOf[j] as number[]) {
            if (anchorBits[r] === 0) runnable.push(r);
            anchorBits[r] = (anchorBits[r] as number) | bits;
          }
          for (const r of requireRulesOf[j] as number[]) {
            if (requireBits[r] === 0) {
              if (required === noRules) required = [];
              required.push(r);
            }
            requireBits[r] = (requireBits[r] as number) | bits;
          }
        }
      };
      let coEmits: CoEmits | undefined;
      try {
        coEmits = find(text, mark, ascii, co);
      } catch (error) {
        // The next locate must find the arrays zeroed.
        for (const r of runnable) anchorBits[r] = 0;
        for (const r of required) requireBits[r] = 0;
        throw error;
      }
      if (hits === 0)
        return new AnchorBlocks(
          text.length,
          nBlocks,
          undefined,
          anchorIds,
          requireIds,
          undefined,
          0,
          coEmits,
        );
      // In rule order, as the rules report: a handful of distinct numbers.
      if (runnable.length > 1) sortSmall(runnable);
      const anchors = new Array<number>(runnable.length);
      const requires = new Array<number>(runnable.length);
      for (let i = 0; i < runnable.length; i++) {
        const r = runnable[i] as number;
        anchors[i] = anchorBits[r] as number;
        requires[i] = requireBits[r] as number;
        anchorBits[r] = 0;
      }
      for (const r of required) requireBits[r] = 0;
      return new AnchorBlocks(
        text.length,
        nBlocks,
        noHits,
        anchorIds,
        requireIds,
        { anchors, requires, runnable },
        coverBits,
        coEmits,
      );
    },
  };
}

const noRules: number[] = [];

// Ascending, in place. A short text wakes a handful of rules: an insertion sort
// of those costs less than the typed array a native sort needed (its allocation
// was most of the sort's cost); a long list still goes to the native sort.
function sortSmall(list: number[]): void {
  if (list.length > 32) {
    const sorted = Int32Array.from(list).sort();
    for (let k = 0; k < sorted.length; k++) list[k] = sorted[k] as number;
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const v = list[i] as number;
    let j = i - 1;
    for (; j >= 0 && (list[j] as number) > v; j--) list[j + 1] = list[j] as number;
    list[j + 1] = v;
  }
}
// A short text with hits: its marks are in the rule masks, not per word.
const noHits = new AnchorHits(0, { from: new Int32Array(1), ids: new Int32Array(0) }, 0, 0);
