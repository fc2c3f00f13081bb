import type { Severity } from "../scan-result.js";
import { compileOnce } from "./compile-native.js";
import type { Rule } from "./rule.js";
import { lookback } from "./rule-windows.js";
import { sourceStructure } from "./source-structure.js";
import { attemptAt, type Report, type ScanWork } from "./window-matches.js";

// Several rules open with the same long group: the addressed-harm rules all
// start with the address to an AI reader (4,500 characters of alternation)
// and differ only in the order after it. Walking each of them over a window
// ran the address's search five times, about a quarter of a benign page's
// scan on the channels they are on. A match of any of them starts where the
// group matches, so the group's match starts are found once per window and
// each rule makes one sticky attempt at each: the same matches, since an
// attempt at a position is exactly the step a walk takes there (same slice,
// same context before it), and no walk step elsewhere can match. A pattern
// with a shared group has no top-level alternatives, so hoistBoundary leaves
// its sticky regex the pattern itself.

/** Groups shorter than this are cheap to search again: not shared. */
const sharedFrom = 200;

/**
 * Per rule of `rules`, the regex of the leading group it shares with another
 * rule (one regex object per group, global), or `undefined`.
 *
 * @example
 * sharedPrefixes(allRules)[r]; // the address regex for an addressed-harm rule
 */
export function sharedPrefixes(rules: readonly Rule[]): (RegExp | undefined)[] {
  const leads = rules.map((rule) => leadingGroup(rule.pattern.source));
  const count = new Map<string, number>();
  for (const lead of leads) if (lead !== undefined) count.set(lead, (count.get(lead) ?? 0) + 1);
  const regexes = new Map<string, RegExp>();
  return leads.map((lead, r) => {
    if (lead === undefined || (count.get(lead) as number) < 2) return undefined;
    let re = regexes.get(lead);
    if (re === undefined) {
      re = new RegExp(lead, (rules[r] as Rule).pattern.flags);
      regexes.set(lead, re);
    }
    return re;
  });
}

/**
 * Internal: the pattern's first group `(?:...)` when the whole pattern is that
 * group followed by more (no top-level alternation) and it is long enough to
 * be worth sharing; else `undefined`.
 *
 * @example
 * leadingGroup("(?:a|b)c"); // undefined: too short to share
 */
export function leadingGroup(source: string): string | undefined {
  if (!source.startsWith("(?:")) return undefined;
  const { bars, firstClose: close } = sourceStructure(source);
  if (bars.length > 0) return undefined;
  // A quantifier on the group would let a match start without it.
  if (close < 0 || close + 1 >= source.length || /^[?*+{]/.test(source.slice(close + 1)))
    return undefined;
  return close + 1 >= sharedFrom ? source.slice(0, close + 1) : undefined;
}

/**
 * Where each shared group matches in a window's slice, per group and slice,
 * for the rules of one scan: the group's regex, then [from, until, end) of
 * the window, as the keys. Two groups can walk the same window.
 *
 * @example
 * const starts: PrefixStarts = new Map();
 */
export type PrefixStarts = Map<RegExp, Map<string, number[]>>;

/**
 * The same matches as matchWindows for a rule that opens with a shared
 * group: in each window's slice the group's match starts are found once (and
 * kept in `starts` for the other rules of the group), and the rule's sticky
 * regex is tried at each. Returns true once the findings cap is reached.
 *
 * @example
 * matchAtPrefix(report, rule, sticky, prefix, "medium", windows, new Map(), undefined);
 */
export function matchAtPrefix(
  report: Report,
  rule: Rule,
  sticky: RegExp,
  prefix: RegExp,
  base: Severity,
  windows: readonly number[],
  starts: PrefixStarts,
  work: ScanWork | undefined,
): boolean {
  const { text } = report.norm;
  let groupStartsBySlice = starts.get(prefix);
  if (groupStartsBySlice === undefined) {
    groupStartsBySlice = new Map();
    starts.set(prefix, groupStartsBySlice);
  }
  compileOnce(prefix);
  let lastEnd = 0;
  for (let w = 0; w < windows.length; w += 3) {
    // The slice matchWindows walks, with the same context before the window.
    const windowStart = Math.max(windows[w] as number, lastEnd);
    const from = Math.max(0, windowStart - lookback);
    const end = windows[w + 2] as number;
    const until = windows[w + 1] as number;
    if (work) work.matched += Math.max(0, end - from);
    if (windowStart >= until) continue;
    const slice = text.slice(from, end);
    const key = `${from},${until},${end}`;
    let list = groupStartsBySlice.get(key);
    if (list === undefined) {
      list = groupStarts(prefix, slice, until - from);
      groupStartsBySlice.set(key, list);
    }
    for (let k = 0; k < list.length; k++) {
      const at = from + (list[k] as number);
      if (at < windowStart || at < lastEnd) continue;
      const found = attemptAt(report, rule, sticky, base, slice, from, at);
      if (found < 0) return true;
      if (found > 0) lastEnd = found;
    }
  }
  return false;
}

// Every position before `until` where the group matches in `slice`: after a
// match the search goes on from the next position, not the match's end, as a
// rule's match may start inside the group's previous match.
function groupStarts(prefix: RegExp, slice: string, until: number): number[] {
  const out: number[] = [];
  prefix.lastIndex = 0;
  for (let m = prefix.exec(slice); m !== null && m.index < until; m = prefix.exec(slice)) {
    out.push(m.index);
    prefix.lastIndex = m.index + 1;
  }
  return out;
}
