import { AnchorBlocks, blockBits } from "./anchor-blocks.js";
import { AnchorHits, containedWords } from "./anchor-hits.js";
import { anchorMatcher } from "./ascii-anchors.js";
import type { CoWalk } from "./co-walk.js";
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
  // A zero per rule, never written: the rule masks' value until a hit marks one.
  const zeros = new Array<number>(rules.length).fill(0);
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
          noCover,
          coEmits,
        );
      }
      // Short texts (at most five blocks): per rule, a bit per block, marked
      // as the hits come: hit lists would cost more than they save.
      let hits = 0;
      let masks: { anchors: number[]; requires: number[]; runnable: number[] } | undefined;
      // Blocks within reach of any hit: every rule window lies in them.
      // Allocated on the first hit, like the rest (most short values have none).
      let cover = noCover;
      let coverBlock = -1;
      const mark = (start: number, hit: number): void => {
        if (hits++ === 0) {
          cover = new Uint8Array(nBlocks);
          // Plain arrays: a typed array costs more to create than it saves here.
          // Both start as the shared zeros and are copied on their first write (a
          // copy of a packed array is a block copy; a fresh array filled with zeros
          // cost ~6 times as much): most texts hit no `requires` word at all.
          masks = { anchors: zeros, requires: zeros, runnable: anchorless.slice() };
        }
        const b = start >> blockBits;
        const lo = Math.max(0, b - spread);
        const hi = Math.min(nBlocks - 1, b + spread);
        // Dense text hits one block many times: its marks are set already.
        if (b !== coverBlock) {
          for (let k = lo; k <= hi; k++) cover[k] = 1;
          coverBlock = b;
        }
        const m = masks as { anchors: number[]; requires: number[]; runnable: number[] };
        const bits = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
        for (let c = contained.from[hit] as number; c < (contained.from[hit + 1] as number); c++) {
          const j = contained.ids[c] as number;
          const anchorRules = anchorRulesOf[j] as number[];
          if (anchorRules.length > 0 && m.anchors === zeros) m.anchors = zeros.slice();
          for (const r of anchorRules) {
            if (m.anchors[r] === 0) m.runnable.push(r);
            m.anchors[r] = (m.anchors[r] as number) | bits;
          }
          const requireRules = requireRulesOf[j] as number[];
          if (requireRules.length > 0 && m.requires === zeros) m.requires = zeros.slice();
          for (const r of requireRules) m.requires[r] = (m.requires[r] as number) | bits;
        }
      };
      const coEmits = find(text, mark, ascii, co);
      // In rule order, as the rules report: a handful of distinct numbers.
      if (masks !== undefined && masks.runnable.length > 1) sortSmall(masks.runnable);
      return new AnchorBlocks(
        text.length,
        nBlocks,
        hits === 0 ? undefined : noHits,
        anchorIds,
        requireIds,
        masks,
        cover,
        coEmits,
      );
    },
  };
}

const noCover = new Uint8Array(0);

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
