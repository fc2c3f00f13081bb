import { compileOnce } from "./compile-native.js";
import { patternExtent } from "./pattern-extent.js";
import type { Rule } from "./rule.js";

/**
 * Per companion pattern of a scan (a rule's `follows.pattern` or
 * `unless`): how many characters were read near matches so far, and, once
 * that reached the text's length, where its matches start and end in the
 * whole text.
 *
 * @example
 * const seen: CompanionState = { read: 0 };
 */
export interface CompanionState {
  read: number;
  spans?: { readonly starts: number[]; readonly ends: number[] };
}

/**
 * Whether a match of `follows.pattern` ends within `follows.within`
 * characters before the match at `index` (or inside it), or starts within
 * `follows.after` characters past its end.
 *
 * @example
 * followsMatch(text, new Map(), { pattern: /\bboss\b/g, within: 40 }, 30, 6);
 */
export function followsMatch(
  text: string,
  states: Map<RegExp, CompanionState>,
  follows: NonNullable<Rule["follows"]>,
  index: number,
  length: number,
): boolean {
  const { pattern, within, after } = follows;
  const end = index + length;
  const last = after === undefined ? end : end + after;
  const hit = (start: number, stop: number): boolean =>
    (stop >= index - within && stop <= end) ||
    (after !== undefined && start >= end && start <= last);
  const spans = near(text, states, pattern, index - within, last, hit);
  if (spans === true || spans === false) return spans;
  const { starts, ends } = spans;
  const k = lowerBound(ends, index - within, 0);
  if (k < ends.length && (ends[k] as number) <= end) return true;
  if (after === undefined) return false;
  const j = lowerBound(starts, end, 0);
  return j < starts.length && (starts[j] as number) <= last;
}

/**
 * Whether a match of `unless` begins before `index` and ends at or after it.
 *
 * @example
 * coveredBy("how do I skip it", new Map(), /\bhow\b[^.]{0,40}/g, 10); // true
 */
export function coveredBy(
  text: string,
  states: Map<RegExp, CompanionState>,
  unless: RegExp,
  index: number,
): boolean {
  const spans = near(
    text,
    states,
    unless,
    index,
    index,
    (start, stop) => start < index && stop >= index,
  );
  if (spans === true || spans === false) return spans;
  const { starts, ends } = spans;
  // Matches of one pattern do not overlap in a pass over the whole text, so
  // only the last one to begin before `index` can cover it.
  const k = lowerBound(starts, index, 0) - 1;
  return k >= 0 && (ends[k] as number) >= index;
}

// A companion pattern is read near the match that asks, from as far back as
// one of its matches can start and reach `from`, up to `to`: a long text
// with one match costs a few hundred characters, not a pass. Once the
// characters read near matches add up to the text's length, the whole text
// is read once and its spans kept, so a text dense with matches costs at
// most two passes. Returns the answer of a near read, or the whole spans.
function near(
  text: string,
  states: Map<RegExp, CompanionState>,
  pattern: RegExp,
  from: number,
  to: number,
  hit: (start: number, stop: number) => boolean,
): boolean | { readonly starts: number[]; readonly ends: number[] } {
  let state = states.get(pattern);
  if (state === undefined) {
    state = { read: 0 };
    states.set(pattern, state);
  }
  compileOnce(pattern);
  const reach = bounds(pattern);
  const start = Math.max(0, from - reach.length);
  const stop = Math.min(text.length, to);
  if (state.spans === undefined && reach.near && state.read + (stop - start) < text.length) {
    state.read += stop - start;
    // Read a slice, with room for the pattern's lookbehinds before it and
    // its lookaheads past it, so a match is judged as in the whole text.
    const lo = Math.max(0, start - reach.behind);
    const slice = text.slice(lo, Math.min(text.length, stop + reach.extent));
    pattern.lastIndex = start - lo;
    for (let m = pattern.exec(slice); m !== null && m.index + lo <= stop; m = pattern.exec(slice)) {
      if (m[0].length === 0) pattern.lastIndex++;
      else if (hit(m.index + lo, m.index + lo + m[0].length)) return true;
    }
    return false;
  }
  state.spans ??= spansOf(text, pattern);
  return state.spans;
}

// Where the matches of `pattern` start and end in the whole text.
function spansOf(text: string, pattern: RegExp): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    else {
      starts.push(m.index);
      ends.push(m.index + m[0].length);
    }
  }
  return { starts, ends };
}

// How far one match of a companion pattern reaches: the longest text it
// consumes, how far past its start and before it it looks. A pattern
// without bounds is read over the whole text.
interface Reach {
  readonly near: boolean;
  readonly length: number;
  readonly extent: number;
  readonly behind: number;
}
const reaches = new WeakMap<RegExp, Reach>();
function bounds(pattern: RegExp): Reach {
  let reach = reaches.get(pattern);
  if (reach === undefined) {
    const { length, extent, behind } = patternExtent(pattern);
    const near = Number.isFinite(length) && Number.isFinite(extent) && Number.isFinite(behind);
    reach = near ? { near, length, extent, behind } : { near, length: 0, extent: 0, behind: 0 };
    reaches.set(pattern, reach);
  }
  return reach;
}

/**
 * First index at or after `lo` whose value is >= `value` (the list is sorted).
 *
 * @example
 * lowerBound([1, 3, 5], 4, 0); // 2
 */
export function lowerBound(list: readonly number[], value: number, lo: number): number {
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
