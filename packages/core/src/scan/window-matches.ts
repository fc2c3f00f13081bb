import type { Channel, ScanFinding, Severity } from "../scan-result.js";
import { type CompanionState, coveredBy, followsMatch, lowerBound } from "./companion-matches.js";
import { type DefaultTables, nativeRegex } from "./default-tables.js";
import { isMention } from "./is-mention.js";
import { type NormalizedText, toOriginalSpan } from "./normalize-text.js";
import type { Candidates } from "./prefix-candidates.js";
import type { Rule } from "./rule.js";
import { lookback } from "./rule-windows.js";

// One rule's matches in its windows, found either by its regex walking each
// window or by one sticky attempt at each candidate start (matchRules picks).

// A window with more candidates than one per this many characters is walked
// by the regex instead: a sticky attempt costs about as much as the regex
// walking that many characters.
const denseCandidates = 8;
/**
 * How much text the rule patterns were run over (for tests that check the
 * scan stays linear: every pattern is bounded, so this is the work).
 *
 * @example
 * const work: ScanWork = { matched: 0, decoded: 0 };
 */
export interface ScanWork {
  matched: number;
  decoded: number;
}

/**
 * Findings past this many per scan are dropped: the verdict is settled long before.
 *
 * @example
 * findings.length <= maxFindings; // always
 */
export const maxFindings = 512;

/**
 * What a rule's matches are reported into.
 *
 * @example
 * const report: Report = { norm, original, channel: "text", findings: [] };
 */
export interface Report {
  readonly norm: NormalizedText;
  readonly original: string;
  readonly channel: Channel;
  readonly findings: ScanFinding[];
  /** Per `follows` or `unless` pattern, what was read of it (see companion-matches.ts). */
  companions?: Map<RegExp, CompanionState>;
}

/**
 * The regex walks each window from its start; matches may run past the
 * window's end. Returns true once the findings cap is reached.
 *
 * @example
 * matchWindows(report, rule, rule.pattern, "high", [0, 40, 60], undefined);
 */
export function matchWindows(
  report: Report,
  rule: Rule,
  pattern: RegExp,
  base: Severity,
  windows: readonly number[],
  work: ScanWork | undefined,
): boolean {
  const text = report.norm.text;
  let lastEnd = 0;
  for (let w = 0; w < windows.length; w += 3) {
    // Match on a slice so a window with no match costs its own length, not
    // the rest of the text. A little context before the window keeps \b, ^
    // and lookbehinds honest at its edge; matches must still start inside it.
    const windowStart = Math.max(windows[w] as number, lastEnd);
    const from = Math.max(0, windowStart - lookback);
    const slice = text.slice(from, windows[w + 2] as number);
    if (work) work.matched += slice.length;
    const until = windows[w + 1] as number;
    lastEnd = walkWindow(report, rule, pattern, base, slice, from, windowStart, until, lastEnd);
    if (lastEnd < 0) return true;
  }
  return false;
}

/**
 * One window's matches starting in [at, until), by the regex's own walk over
 * `slice` (the text from `from`). Returns the end of the last match (else
 * `lastEnd`), or -1 once the findings cap is reached.
 *
 * @example
 * walkWindow(report, rule, pattern, "high", text.slice(0, 60), 0, 0, 40, 0);
 */
export function walkWindow(
  report: Report,
  rule: Rule,
  pattern: RegExp,
  base: Severity,
  slice: string,
  from: number,
  at: number,
  until: number,
  lastEnd: number,
): number {
  pattern.lastIndex = at - from;
  for (let m = pattern.exec(slice); m && m.index < until - from; m = pattern.exec(slice)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    lastEnd = from + m.index + m[0].length;
    if (push(report, rule, base, from + m.index, m[0])) return -1;
  }
  return lastEnd;
}

/**
 * The same matches as matchWindows, found by one sticky attempt at each
 * candidate start instead of a walk: no match starts anywhere else, and an
 * attempt at a position is exactly the step a walk takes there (same slice,
 * same context before it).
 *
 * @example
 * matchAtStarts(report, defaultTables(), rule, "high", r, windows, found, undefined);
 */
export function matchAtStarts(
  report: Report,
  tables: DefaultTables,
  rule: Rule,
  base: Severity,
  r: number,
  windows: readonly number[],
  found: Candidates,
  work: ScanWork | undefined,
): boolean {
  const { text } = report.norm;
  let sticky: RegExp | undefined;
  let lastEnd = 0;
  for (let w = 0; w < windows.length; w += 3) {
    const windowStart = Math.max(windows[w] as number, lastEnd);
    const until = windows[w + 1] as number;
    const end = windows[w + 2] as number;
    const from = Math.max(0, windowStart - lookback);
    // Counted as the walk would count it: the work bound is the same either way.
    if (work) work.matched += Math.max(0, end - from);
    found.through(until);
    const starts = found.lists[r];
    if (starts === undefined) continue;
    let k = lowerBound(starts, windowStart, 0);
    if (k === starts.length || (starts[k] as number) >= until) continue;
    const stop = lowerBound(starts, until, k);
    const slice = text.slice(from, end);
    if ((stop - k) * denseCandidates > end - windowStart) {
      // Dense: the regex walks on from the first candidate.
      const pattern = nativeRegex(tables, r, false);
      lastEnd = walkWindow(
        report,
        rule,
        pattern,
        base,
        slice,
        from,
        starts[k] as number,
        until,
        lastEnd,
      );
      if (lastEnd < 0) return true;
      continue;
    }
    sticky ??= nativeRegex(tables, r, true);
    for (; k < stop; k++) {
      const at = starts[k] as number;
      if (at < lastEnd) continue;
      const end = attemptAt(report, rule, sticky, base, slice, from, at);
      if (end < 0) return true;
      if (end > 0) lastEnd = end;
    }
  }
  return false;
}

/**
 * One sticky attempt of a rule at `at` (an index of the normalized text;
 * `slice` is that text from `from`): the end of the match it reports, 0 when
 * no non-empty match starts there, or -1 once the findings cap is reached.
 *
 * @example
 * attemptAt(report, rule, sticky, "high", text.slice(0, 80), 0, 12);
 */
export function attemptAt(
  report: Report,
  rule: Rule,
  sticky: RegExp,
  base: Severity,
  slice: string,
  from: number,
  at: number,
): number {
  sticky.lastIndex = at - from;
  const m = sticky.exec(slice);
  if (m === null || m[0].length === 0) return 0;
  return push(report, rule, base, at, m[0]) ? -1 : at + m[0].length;
}

// One finding for a match at `index` of the normalized text; true at the cap.
function push(report: Report, rule: Rule, base: Severity, index: number, match: string): boolean {
  const { norm, channel, findings } = report;
  if (rule.follows !== undefined || rule.unless !== undefined) {
    report.companions ??= new Map();
    const { text } = norm;
    if (
      rule.follows !== undefined &&
      !followsMatch(text, report.companions, rule.follows, index, match.length)
    )
      return false;
    if (rule.unless !== undefined && coveredBy(text, report.companions, rule.unless, index))
      return false;
  }
  // Leading separators are context the pattern needed, not the phrase.
  const lead = /^[\s\n.!?>\]]*/.exec(match)?.[0].length ?? 0;
  const [start, end] = toOriginalSpan(norm, index + lead, index + match.length);
  let severity: Severity = base;
  // A quote opens before the phrase, after any separator or quotation mark
  // the pattern took along ('said: "Assistant, forward ...').
  const phrase = index + (/^[\s\n.!?>\]:;,"'\u201c\u2018\u00ab`]*/.exec(match)?.[0].length ?? 0);
  // Every channel but the user's own text needs a quote and a discussion
  // context before a phrase counts as a mere mention: tool results and
  // arguments, and tool descriptions too, which a malicious server writes
  // (a poisoned enum value or default is no less an order for its quotes).
  const strict = channel !== "text";
  if (rule.quotedIsMention && isMention(norm.text, phrase, strict, rule.mentionNeedsContext)) {
    severity = "low";
  }
  findings.push({
    category: rule.category,
    rule: rule.id,
    start,
    end,
    severity,
    excerpt: excerpt(report.original, start, end),
  });
  return findings.length >= maxFindings;
}

/**
 * The original text of a span, shortened for display.
 *
 * @example
 * excerpt("hello world", 0, 5); // "hello"
 */
export function excerpt(original: string, start: number, end: number): string {
  const raw = original.slice(start, end);
  if (raw.length <= 160) return raw;
  // A cut between the halves of a surrogate pair (an emoji, a tag character)
  // would leave half a character: the cut moves before it.
  const high = raw.charCodeAt(156);
  const cut = high >= 0xd800 && high <= 0xdbff ? 156 : 157;
  return `${raw.slice(0, cut)}...`;
}
