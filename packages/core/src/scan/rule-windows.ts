import { type AnchorBlocks, closeHits, reach } from "./anchor-index.js";
import { patternBounds } from "./pattern-extent.js";
import type { Rule } from "./rule.js";

/**
 * Context kept before a window so \b, ^ and lookbehinds see what precedes it.
 *
 * @example
 * const from = Math.max(0, windowStart - lookback);
 */
export const lookback = 32;

/** Where a rule's matches can start relative to its anchor hits. */
export interface RuleBounds {
  /**
   * `spans`: every match is shorter than `reach` and is matched near its hits
   * alone. `narrowed`: a longer rule keeps its anchor blocks, cut down to
   * where a forced word of the pattern puts a match start. `deep`: matches are
   * short but lookbehinds reach past `lookback`, so its windows are whole
   * blocks here and deep-windows walks them.
   */
  readonly kind: "spans" | "narrowed" | "deep";
  /** Furthest one match attempt reads past its start. */
  readonly extent: number;
  /** Furthest a match starts before a hit of an anchor word / of a `requires` word. */
  readonly before: number;
  readonly beforeRequires: number;
}
const ruleBounds = new WeakMap<Rule, RuleBounds | null>();

// A rule whose every match is shorter than `reach` is matched only where a
// match can start, in slices that end just past what one attempt can read:
// on text dense with anchor words this is a fraction of the 256-character
// blocks. A match starts no further before its anchor hit than the anchor's
// offset inside the pattern (anchorOffset), or failing that its longest match.
// A longer (or unbounded) rule keeps its blocks, but when the pattern forces
// an anchor or `requires` word at a bounded offset its matches can only start
// that far before a hit of that word: the blocks are cut down to those spans.
/**
 * How a rule's windows are cut (cached per rule; `undefined`: whole blocks).
 *
 * @example
 * bounds(allRules[0]);
 */
export function bounds(rule: Rule): RuleBounds | undefined {
  let b = ruleBounds.get(rule);
  if (b === undefined) {
    const {
      extent: e,
      offset,
      offsetRequires,
    } = patternBounds(rule.pattern, rule.anchors, rule.requires ?? []);
    const usable = rule.anchors.length > 0 && e.behind <= lookback;
    if (rule.anchors.length > 0 && !usable && e.extent < reach)
      b = {
        kind: "deep",
        extent: e.extent,
        before: Math.min(e.length, offset),
        beforeRequires: Math.min(e.length, offsetRequires),
      };
    else if (usable && e.extent < reach)
      b = {
        kind: "spans",
        extent: e.extent,
        before: Math.min(e.length, offset),
        beforeRequires: Math.min(e.length, offsetRequires),
      };
    else if (usable && (offset < reach || (rule.requires && offsetRequires < reach)))
      b = { kind: "narrowed", extent: e.extent, before: offset, beforeRequires: offsetRequires };
    else b = null;
    ruleBounds.set(rule, b);
  }
  return b ?? undefined;
}

/**
 * A rule's windows as flat [from, until, end) triples: matches start in
 * [from, until) and read no further than `end`.
 *
 * @example
 * ruleWindows(anchors, 0, bounds(rule), text.length);
 */
export function ruleWindows(
  anchors: AnchorBlocks,
  r: number,
  bound: RuleBounds | undefined,
  length: number,
): number[] {
  if (bound === undefined || bound.kind === "deep")
    return withEnds(anchors.windows(r), reach, length);
  const join = Math.max(Math.min(bound.extent, reach), closeHits);
  const near = anchors.spans(r, bound.before, join, bound.beforeRequires);
  // Past the window a slice needs only what one match attempt can read.
  if (bound.kind === "spans") return withEnds(near, bound.extent + 2, length);
  return narrowWindows(anchors.windows(r), near, bound.extent, length, false);
}

/**
 * Internal: where a rule's block windows (`blocks`, [from, until) pairs) meet its
 * spans near anchor hits (`near`), as [from, until, end) triples, or
 * [from, until, end, block) quads with `withBlock` (`block`: where the block
 * window starts). `end` is as far as one match attempt of `extent` reads, and
 * never past the block window's own slice, so a long match is cut exactly
 * where the block walk cut it.
 *
 * @example
 * narrowWindows([0, 256], [40, 60], 30, 1000, false); // [40, 60, 92]
 */
export function narrowWindows(
  blocks: readonly number[],
  near: readonly number[],
  extent: number,
  length: number,
  withBlock: boolean,
): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < blocks.length && j < near.length) {
    const from = Math.max(blocks[i] as number, near[j] as number);
    const until = Math.min(blocks[i + 1] as number, near[j + 1] as number);
    if (from < until) {
      out.push(
        from,
        until,
        Math.min(length, until + extent + 2, (blocks[i + 1] as number) + reach),
      );
      if (withBlock) out.push(blocks[i] as number);
    }
    if ((blocks[i + 1] as number) < (near[j + 1] as number)) i += 2;
    else j += 2;
  }
  return out;
}

function withEnds(windows: readonly number[], tail: number, length: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < windows.length; w += 2) {
    const until = windows[w + 1] as number;
    out.push(windows[w] as number, until, Math.min(length, until + tail));
  }
  return out;
}
