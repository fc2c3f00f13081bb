import { type JsonKey, jsonKeys } from "./json-keys.js";
import { rawIndex } from "./scan/json-strings.js";
import { redactionMark, redactJson, safeStringify } from "./scan/redact-json.js";
import { uniqueKey } from "./unique-key.js";

interface Span {
  readonly start: number;
  readonly end: number;
  readonly key?: true;
}

interface Edit {
  /** The raw range of the key's characters (between its quotes). */
  readonly start: number;
  readonly end: number;
  /** Its raw replacement, still valid inside quotes. */
  readonly text: string;
}

/**
 * Internal: `redactArguments` for findings that include keys (`key: true`). Keys are
 * redacted first, each span snapped to whole characters of its key; a redacted key
 * that meets another key of its object (as written, or already redacted) is renamed
 * `[redacted] (2)`, `(3)`, …; then the value spans, moved by what the key edits
 * changed, are redacted as `redactJson` does. Same type out as in; never mutates.
 *
 * @example
 * redactArgumentKeys('{"Ignore all previous instructions":1}', [{ start: 2, end: 34, key: true }]);
 * // '{"[redacted]":1}'
 */
export function redactArgumentKeys(
  args: string | object,
  findings: readonly Span[],
): string | object {
  const raw = typeof args === "string" ? args : safeStringify(args);
  const keys = jsonKeys(raw);
  const keySpans = findings.filter((f) => f.key === true).sort((a, b) => a.start - b.start);
  // Every key of each object as written: a renamed key avoids them all.
  const written = new Map<number, Set<string>>();
  for (const k of keys) {
    let names = written.get(k.object);
    if (names === undefined) {
      names = new Set();
      written.set(k.object, names);
    }
    names.add(k.value);
  }
  const edits: Edit[] = [];
  for (const k of keys) {
    const last = rawIndex(k, k.value.length);
    const inside = keySpans.filter((s) => s.end > k.start && s.start < last);
    if (inside.length === 0) continue;
    const names = written.get(k.object) as Set<string>;
    const { value, text } = redactKey(raw, k, inside);
    const name = uniqueKey(value, (n) => names.has(n));
    names.add(name);
    edits.push({ start: k.start, end: last, text: text + name.slice(value.length) });
  }
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += raw.slice(at, e.start) + e.text;
    at = e.end;
  }
  out += raw.slice(at);
  // Value spans lie in value strings, never inside a key: each moves by the edits before it.
  const moved: Span[] = [];
  let edit = 0;
  let shift = 0;
  const values = findings.filter((f) => f.key !== true).sort((a, b) => a.start - b.start);
  for (const span of values) {
    while (edit < edits.length && (edits[edit] as Edit).end <= span.start) {
      const e = edits[edit] as Edit;
      shift += e.text.length - (e.end - e.start);
      edit++;
    }
    moved.push({ start: span.start + shift, end: span.end + shift });
  }
  const redacted = moved.length === 0 ? out : (redactJson(out, moved) as string);
  return typeof args === "string" ? redacted : JSON.parse(redacted);
}

// The key with its spans replaced, decoded (`value`) and as raw JSON text (`text`).
function redactKey(
  raw: string,
  k: JsonKey,
  spans: readonly Span[],
): { value: string; text: string } {
  // Decoded ranges, snapped outward to whole characters (an escape is never cut).
  const ranges: [number, number][] = [];
  for (const s of spans) {
    let lo = 0;
    while (lo < k.value.length && rawIndex(k, lo + 1) <= s.start) lo++;
    let hi = lo;
    while (hi < k.value.length && rawIndex(k, hi) < s.end) hi++;
    const prev = ranges[ranges.length - 1];
    if (prev !== undefined && lo <= prev[1]) prev[1] = Math.max(prev[1], hi);
    else if (hi > lo) ranges.push([lo, hi]);
  }
  let value = "";
  let text = "";
  let at = 0;
  for (const [lo, hi] of ranges) {
    value += k.value.slice(at, lo) + redactionMark;
    text += raw.slice(rawIndex(k, at), rawIndex(k, lo)) + redactionMark;
    at = hi;
  }
  value += k.value.slice(at);
  text += raw.slice(rawIndex(k, at), rawIndex(k, k.value.length));
  return { value, text };
}
