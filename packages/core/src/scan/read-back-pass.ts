import type { Channel, ScanFinding } from "../scan-result.js";
import { excerpt, matchRules, type ScanWork } from "./match-rules.js";
import { type NormalizedText, toOriginalSpan } from "./normalize-text.js";
import { allRules } from "./rules/index.js";

/**
 * A stretch of the normalized text read back as a reader would read it: leet
 * stand-ins as letters ("1gn0r3" as "ignore"), hyphens inside words removed
 * ("i-nstruction" as "instruction"). `at[k]` is where `text[k]` stands in the
 * whole normalized text; without it the stretch keeps its length and
 * `text[k]` stands at `start + k`.
 *
 * @example
 * const w: ReadBackWindow = { start: 0, end: 6, text: "ignore" };
 */
export interface ReadBackWindow {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly at?: Int32Array;
}

/**
 * The phrase rules run again over stretches read back (`leetspeak`,
 * `hyphenated`). A match is kept only where the reading made it (the text as
 * written does not have it) and no finding of the same rule already covers
 * it; each is reported as `<reading>>` its rule, on the span as written, and
 * every window with one also as `encoded_payload.<reading>`. Low-severity
 * matches are left out, as inside decoded blocks.
 *
 * @example
 * readBackFindings(leetWindows(norm.text), "leetspeak", norm, original, "text", []);
 * // [leetspeak>instruction_override.ignore_previous, encoded_payload.leetspeak]
 */
export function readBackFindings(
  windows: readonly ReadBackWindow[],
  reading: "leetspeak" | "hyphenated",
  norm: NormalizedText,
  original: string,
  channel: Channel,
  found: readonly ScanFinding[],
  work?: ScanWork,
): ScanFinding[] {
  const out: ScanFinding[] = [];
  for (const w of windows) {
    const read = { text: w.text, starts: undefined, ends: undefined, hidden: [] };
    let lo = -1;
    let hi = -1;
    for (const f of matchRules(read, w.text, channel, allRules, work)) {
      if (f.severity === "low" || f.end <= f.start) continue;
      const from = w.at === undefined ? w.start + f.start : (w.at[f.start] as number);
      const to = w.at === undefined ? w.start + f.end : (w.at[f.end - 1] as number) + 1;
      if (w.text.slice(f.start, f.end) === norm.text.slice(from, to)) continue;
      const [start, end] = toOriginalSpan(norm, from, to);
      if (found.some((g) => g.rule === f.rule && g.start < end && start < g.end)) continue;
      out.push({
        ...f,
        rule: `${reading}>${f.rule}`,
        start,
        end,
        excerpt: excerpt(original, start, end),
      });
      lo = lo < 0 ? start : Math.min(lo, start);
      hi = Math.max(hi, end);
    }
    if (lo >= 0) {
      out.push({
        category: "encoded_payload",
        rule: `encoded_payload.${reading}`,
        severity: "high",
        start: lo,
        end: hi,
        excerpt: excerpt(original, lo, hi),
      });
    }
  }
  return out;
}
