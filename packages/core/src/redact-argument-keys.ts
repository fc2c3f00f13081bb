import { type JsonKey, jsonKeys } from "./json-keys.js";
import { rawIndex } from "./scan/json-strings.js";
import { redactionMark, redactJson } from "./scan/redact-json.js";
import { safeStringify } from "./scan/safe-stringify.js";
import { keyNamer } from "./unique-key.js";

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
 * `[redacted] (2)`, `(3)`, …; every copy of a key written twice in one object gets the
 * same new name, so `JSON.parse` still keeps only the last member, as it did of the
 * text given. Then the value spans, moved by what the key edits changed, are redacted
 * as `redactJson` does. Linear in the keys and spans. Same type out as in; never mutates.
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
  // Per object, its namer and the new name of each key already renamed.
  const renames = new Map<number, { name: (key: string) => string; given: Map<string, string> }>();
  const edits: Edit[] = [];
  // Keys and key spans are both in text order: one pass over each.
  let next = 0;
  for (const k of keys) {
    const last = rawIndex(k, k.value.length);
    while (next < keySpans.length && (keySpans[next] as Span).end <= k.start) next++;
    let stop = next;
    while (stop < keySpans.length && (keySpans[stop] as Span).start < last) stop++;
    if (stop === next) continue;
    const inside = keySpans.slice(next, stop);
    const names = written.get(k.object) as Set<string>;
    let renamed = renames.get(k.object);
    if (renamed === undefined) {
      renamed = { name: keyNamer((n) => names.has(n)), given: new Map() };
      renames.set(k.object, renamed);
    }
    const { value, text } = redactKey(raw, k, inside);
    // A duplicate of a key already renamed takes the same name (its redaction is the same).
    let name = renamed.given.get(k.value);
    if (name === undefined || !name.startsWith(value)) {
      name = renamed.name(value);
      names.add(name);
      renamed.given.set(k.value, name);
    }
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
