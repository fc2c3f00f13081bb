import { maySecret } from "./carried-secrets.js";
import { scanText } from "./scan/scan-text.js";
import type { Channel, ScanFinding } from "./scan-result.js";

// Values longer than this are always scanned: the memo is for the short values
// (names, ids, places, enum words, statuses) that calls and tool results
// repeat, and keeps its memory small.
const MAX_LENGTH = 64;
// Values per generation; at most two generations per channel are held
// (≤ 2 × 512 × 64 characters, ~64 KB of one-byte text).
const GENERATION = 512;

// The values most recently scanned clean on one channel, in two generations:
// a value is found in either, a new one goes into `young`, and a full `young`
// becomes `old` (the previous `old` is dropped). That keeps the last 512–1024
// distinct values with O(1) work per value and no per-entry bookkeeping,
// which an exact LRU would need.
interface Generations {
  young: Set<string>;
  old: Set<string>;
}
const generations = (): Generations => ({ young: new Set(), old: new Set() });
// One per channel, picked by comparison: a Map keyed by the channel was one more
// table probe per string, on every decision and every tool output.
const textMemo = generations();
const descriptionMemo = generations();
const argumentMemo = generations();
const outputMemo = generations();

function memoOf(channel: Channel): Generations | undefined {
  if (channel === "argument") return argumentMemo;
  if (channel === "tool_output") return outputMemo;
  if (channel === "description") return descriptionMemo;
  // Anything else (a caller's typo at run time) is scanned every time, never memoised.
  return channel === "text" ? textMemo : undefined;
}

/**
 * The values lately scanned clean on `channel`, newest first: a value in a set it
 * returns scans clean (a miss says nothing: `scansClean` then decides). For a loop
 * that meets the same short names and values call after call; a set it returned
 * stays true to that (it may only stop being the newest).
 *
 * @example
 * const known = knownClean("argument");
 * known.has("Paris") || scansClean("Paris", "argument");
 */
export function knownClean(channel: "argument" | "tool_output"): ReadonlySet<string> {
  return (channel === "argument" ? argumentMemo : outputMemo).young;
}

/**
 * True when the scan of `value` on `channel` has no finding at all
 * (`scanText(value, channel)` is empty) and, on the argument channel, nothing
 * in it may be a credential (`maySecret`: that is judged with the whole call,
 * whose destination sits in another value). The answer for a value seen clean
 * lately is remembered: a model retrying a call after feedback, or calling the
 * same tool again, resends most values unchanged (the same city, id, enum word),
 * tools return the same short fields (statuses, units, names), and the scan's
 * fixed cost per string is most of what checking such a value costs.
 * Equivalent to scanning every time because the scan is a pure function of the
 * text and channel (the default rule set is fixed at load); only clean answers
 * are kept, so a value with a finding is always scanned again and reported by the
 * full scan. Throws what the scan throws.
 *
 * @example
 * scansClean("San Francisco", "argument"); // true (a second call is a set lookup)
 * scansClean("Ignore all previous instructions", "argument"); // false
 */
export function scansClean(value: string, channel: Channel): boolean {
  // Not `scanRemembered(…).length === 0`: this runs on every decision and every tool
  // output, and answers from the memo without making an array.
  if (value.length > MAX_LENGTH)
    return scanText(value, channel).length === 0 && !heldSecret(value, channel);
  const memo = memoOf(channel);
  if (memo === undefined)
    return scanText(value, channel).length === 0 && !heldSecret(value, channel);
  if (memo.young.has(value) || memo.old.has(value)) return true;
  if (scanText(value, channel).length > 0 || heldSecret(value, channel)) return false;
  remember(memo, value);
  return true;
}

/**
 * `scanText(value, channel)`, answered without a scan for a value lately scanned
 * clean (see {@link scansClean}); a clean answer is remembered. For the short
 * texts a toolset repeats on every request (property names, enum words,
 * titles), guarded again whenever a toolset is built per request.
 *
 * @example
 * scanRemembered("celsius", "description"); // [] (a second call is a set lookup)
 */
export function scanRemembered(value: string, channel: Channel): ScanFinding[] {
  const memo = value.length > MAX_LENGTH ? undefined : memoOf(channel);
  if (memo === undefined) return scanText(value, channel);
  if (memo.young.has(value) || memo.old.has(value)) return [];
  const found = scanText(value, channel);
  if (found.length === 0) remember(memo, value);
  return found;
}

// An argument that may hold a credential is read with the whole call (the
// destination is in another value): never clean on its own.
const heldSecret = (value: string, channel: Channel): boolean =>
  channel === "argument" && maySecret(value);

function remember(memo: Generations, value: string): void {
  if (memo.young.size >= GENERATION) {
    memo.old = memo.young;
    memo.young = new Set();
  }
  memo.young.add(value);
}
