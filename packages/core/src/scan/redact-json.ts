import { type JsonString, jsonStrings, rawIndex } from "./json-strings.js";
import { safeStringify } from "./safe-stringify.js";

/**
 * What replaces a redacted span.
 *
 * @example
 * redactJson('{"a":"bad"}', [{ start: 6, end: 9 }]); // `{"a":"${redactionMark}"}`
 */
export const redactionMark = "[redacted]";

interface Span {
  start: number;
  end: number;
}

function mergeSpans(spans: readonly Span[], length: number): Span[] {
  const sorted = spans
    .map((s) => ({ start: Math.max(0, s.start), end: Math.min(length, s.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

function replaceSpans(text: string, spans: readonly Span[]): string {
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + redactionMark;
    at = s.end;
  }
  return out + text.slice(at);
}

/**
 * Redacts spans of the raw argument text. For JSON, each span is clipped to
 * the string value it falls in and snapped to whole (unescaped) characters,
 * so the result is always valid JSON; objects come back as new objects.
 *
 * @example
 * redactJson('{"a":"ignore this"}', [{ start: 6, end: 12 }]); // '{"a":"[redacted] this"}'
 */
export function redactJson(args: string | object, findings: readonly Span[]): string | object {
  const raw = typeof args === "string" ? args : safeStringify(args);
  const spans = mergeSpans(findings, raw.length);
  const strings = jsonStrings(raw);
  if (!strings) return typeof args === "string" ? replaceSpans(raw, spans) : JSON.parse(raw);
  const clipped: Span[] = [];
  // Strings and merged spans are both in raw order: one sweep pairs them.
  let from = 0;
  for (const s of strings) {
    const first = s.start;
    const last = rawIndex(s, s.value.length);
    while (from < spans.length && (spans[from] as Span).end <= first) from++;
    for (let k = from; k < spans.length && (spans[k] as Span).start < last; k++) {
      const span = spans[k] as Span;
      clipped.push({
        start: snapDown(s, Math.max(first, span.start)),
        end: snapUp(s, Math.min(last, span.end)),
      });
    }
  }
  const redacted = replaceSpans(raw, mergeSpans(clipped, raw.length));
  return typeof args === "string" ? redacted : JSON.parse(redacted);
}

// Binary searches over decoded positions: raw offsets increase with them.
function snapDown(s: JsonString, at: number): number {
  let lo = 0;
  let hi = s.value.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (rawIndex(s, mid) <= at) lo = mid;
    else hi = mid - 1;
  }
  return rawIndex(s, lo);
}

function snapUp(s: JsonString, at: number): number {
  let lo = 0;
  let hi = s.value.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rawIndex(s, mid) >= at) hi = mid;
    else lo = mid + 1;
  }
  return rawIndex(s, lo);
}
