/**
 * A stretch of a reply that may hold calls: where it is, and the JSON text inside.
 *
 * @example
 * const span: Span = { start: 0, end: 2, json: "{}", truncated: false };
 */
export interface Span {
  /** Start and end (exclusive) of what to cut from the reply if it holds calls. */
  readonly start: number;
  readonly end: number;
  /** The JSON text. */
  readonly json: string;
  /** `true` when the text ends before the value closes (a cut-off reply). */
  readonly truncated: boolean;
}

const TAG = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g;
const FENCE = /```[a-zA-Z0-9_-]*[ \t]*\r?\n([\s\S]*?)(?:```|$)/g;
// Bounds keep a hostile reply linear: how many `{`/`[` starts, tags and fences are tried.
const MAX_STARTS = 1000;

/** The first `n` items of an iterable (the rest is never produced). */
function take<T>(items: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= n) break;
    out.push(item);
  }
  return out;
}

/**
 * `<tool_call>…</tool_call>` blocks (an unclosed last block runs to the end).
 *
 * @example
 * tagSpans('<tool_call>{"name":"f"}</tool_call>')[0]?.json; // '{"name":"f"}'
 */
export function tagSpans(reply: string): Span[] {
  return take(reply.matchAll(TAG), MAX_STARTS).map((m) => {
    const body = (m[1] ?? "").trim();
    const truncated = !m[0].endsWith("</tool_call>") && !balancedEnd(body);
    return { start: m.index, end: m.index + m[0].length, json: body, truncated };
  });
}

/**
 * Fenced code blocks (```json … ```); an unclosed last fence runs to the end.
 *
 * @example
 * fenceSpans('```json\n{"name":"f"}\n```')[0]?.json; // '{"name":"f"}'
 */
export function fenceSpans(reply: string): Span[] {
  return take(reply.matchAll(FENCE), MAX_STARTS).map((m) => {
    const body = (m[1] ?? "").trim();
    const truncated = !m[0].endsWith("```") && !balancedEnd(body);
    return { start: m.index, end: m.index + m[0].length, json: body, truncated };
  });
}

/**
 * Top-level JSON objects and arrays embedded in prose, found by balancing
 * brackets outside double-quoted strings. A value still open at the end of
 * the reply is returned as truncated.
 *
 * @example
 * bareSpans('Sure: {"name":"f","arguments":{}} done')[0]?.json; // '{"name":"f","arguments":{}}'
 */
export function bareSpans(reply: string, skip: readonly Span[] = []): Span[] {
  const spans: Span[] = [];
  // Skipped spans in order, walked with a cursor: `i` only grows, so a lookup per
  // character stays O(1) amortised (a search per character was quadratic in fences).
  const sorted = [...skip].sort((a, b) => a.start - b.start);
  let next = 0;
  let starts = 0;
  let i = 0;
  while (i < reply.length && starts < MAX_STARTS) {
    const c = reply[i];
    while (next < sorted.length && sorted[next]!.end <= i) next++;
    const covered = sorted[next];
    if (covered !== undefined && covered.start <= i) {
      i = covered.end;
      continue;
    }
    if (c !== "{" && c !== "[") {
      i++;
      continue;
    }
    starts++;
    const end = closeOf(reply, i);
    if (end === -1) {
      spans.push({ start: i, end: reply.length, json: reply.slice(i), truncated: true });
      break;
    }
    spans.push({ start: i, end, json: reply.slice(i, end), truncated: false });
    i = end;
  }
  return spans;
}

/** Index just past the bracket that closes the one at `start`, or -1 if none does. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function balancedEnd(body: string): boolean {
  const first = body.search(/[{[]/);
  return first === -1 || closeOf(body, first) !== -1;
}
