import type { Severity } from "../scan-result.js";
import { type AnchorBlocks, closeHits, reach } from "./anchor-index.js";
import type { Rule } from "./rule.js";
import { lookback, narrowWindows, type RuleBounds } from "./rule-windows.js";
import { type Report, type ScanWork, walkWindow } from "./window-matches.js";

// A rule whose lookbehinds reach further back than `lookback` is matched in
// whole anchor blocks, each walked in one slice from `lookback` before the
// block window's start: near that start its lookbehinds see less than they
// ask for, and a window cut anywhere else would see a different amount, so
// it could answer differently. Yet its matches are short, and start at most
// a few characters before an anchor hit (ignore_previous: within 164 and
// 16): walking whole blocks, it read ~630 KB of a 1 MB attack text to find
// what lies near its hits. Here the regex walks only the spans where a match
// can start (as for rules with shallow lookbehinds), each from the slice its
// block window had: every attempt sees exactly the text before it that the
// block walk gave it, and the same text after it as far as one attempt
// reads, so the matches are the block walk's, found in a fraction of the text.

/**
 * A deep rule's windows as flat [from, until, end, block) quads: matches
 * start in [from, until), read no further than `end`, and `block` is where
 * the block window holding them starts (its walk's slice began `lookback`
 * before that, or before the end of the last match, whichever is later).
 * Long texts only (they list their hits; see AnchorBlocks.spans).
 *
 * @example
 * deepWindows(anchors, 8, bounds(allRules[8])!, text.length);
 */
export function deepWindows(
  anchors: AnchorBlocks,
  r: number,
  bound: RuleBounds,
  length: number,
): number[] {
  const join = Math.max(Math.min(bound.extent, reach), closeHits);
  const near = anchors.spans(r, bound.before, join, bound.beforeRequires);
  return narrowWindows(anchors.windows(r), near, bound.extent, length, true);
}

/**
 * The block walk's matches, found by walking only the quads of deepWindows.
 * Returns true once the findings cap is reached.
 *
 * @example
 * matchDeepWindows(report, rule, pattern, "high", deepWindows(anchors, r, bound, n), undefined);
 */
export function matchDeepWindows(
  report: Report,
  rule: Rule,
  pattern: RegExp,
  base: Severity,
  windows: readonly number[],
  work: ScanWork | undefined,
): boolean {
  const text = report.norm.text;
  let lastEnd = 0;
  let block = -1;
  let sliceFrom = 0;
  for (let w = 0; w < windows.length; w += 4) {
    // Entering a block window: its slice starts where the block walk's did.
    if (windows[w + 3] !== block) {
      block = windows[w + 3] as number;
      sliceFrom = Math.max(0, Math.max(block, lastEnd) - lookback);
    }
    const windowStart = Math.max(windows[w] as number, lastEnd);
    const end = windows[w + 2] as number;
    if (work) work.matched += Math.max(0, end - Math.max(sliceFrom, windowStart - lookback));
    const slice = text.slice(sliceFrom, end);
    const until = windows[w + 1] as number;
    lastEnd = walkWindow(
      report,
      rule,
      pattern,
      base,
      slice,
      sliceFrom,
      windowStart,
      until,
      lastEnd,
    );
    if (lastEnd < 0) return true;
  }
  return false;
}
