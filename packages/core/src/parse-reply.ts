import { jsonrepair } from "jsonrepair";
import { coerceArguments } from "./coerce-arguments.js";
import { extractCalls, type RawCall } from "./extract-calls.js";
import { bareSpans, fenceSpans, type Span, tagSpans } from "./find-json-spans.js";
import { isTruncated, parseArguments } from "./parse-arguments.js";
import { replyProse } from "./reply-prose.js";
import type { ToolsetInput } from "./tool-spec.js";
import { ToolformError } from "./toolform-error.js";
import { indexToolset, type ToolsetIndex } from "./toolset-index.js";
import { validateArguments } from "./validate-arguments.js";
import type { ValidationReport } from "./validation-report.js";

/**
 * A call read out of a model's text reply. `arguments` are what the model
 * wrote (after a JSON syntax repair, if one was needed; `{}` when they could
 * not be read, and then `validation.malformed` is true); `normalizedArguments`
 * are for comparing values (see `normalizeCall`); `valid` is `validation.ok`.
 *
 * @example
 * const { calls } = parseReply(reply, tools, "json_object");
 * calls[0]?.valid;
 */
export interface ParsedCall {
  readonly name: string;
  readonly resolvedName: string | null;
  readonly arguments: { readonly [key: string]: unknown };
  readonly normalizedArguments: { readonly [key: string]: unknown };
  readonly valid: boolean;
  readonly validation: ValidationReport;
}

/**
 * How a model writes calls as text: `"json_object"` (JSON in the reply: bare,
 * fenced, or a provider payload; `<tool_call>` tags are read too),
 * `"tool_call_tags"` (only `<tool_call>…</tool_call>`: JSON elsewhere in the
 * reply is text), or `"auto"` (everything; the default).
 *
 * @example
 * const f: ReplyFormat = "json_object";
 */
export type ReplyFormat = "json_object" | "tool_call_tags" | "auto";

/**
 * True for one of the three `ReplyFormat`s: a misspelt one would otherwise read
 * as `"auto"` and accept what it should not.
 *
 * @example
 * isReplyFormat("json_object"); // true
 * isReplyFormat("json"); // false
 */
export function isReplyFormat(value: unknown): value is ReplyFormat {
  return value === "auto" || value === "json_object" || value === "tool_call_tags";
}

// Bounds: a reply is read in linear time, and a huge one is not searched for calls.
const MAX_REPLY_CHARS = 1024 * 1024;
const NAME_IN_TEXT = /["']name["']\s*:\s*["']([^"'\\\n]{1,200})["']/;

/**
 * Reads tool calls out of a model's text reply and validates each against the
 * tools: `{"name", "arguments"}` and its variants (`parameters`, `args`,
 * `input`, `{function: {...}}`, `{tool_calls: [...]}`, arrays), fenced JSON,
 * `<tool_call>` tags, OpenAI `tool_calls` (string arguments), Anthropic
 * `tool_use` blocks, and these provider payloads given whole as JSON text: an
 * OpenAI Responses response or its `output` (`function_call` items), a Gemini
 * response, `content` or `parts` (`functionCall` parts) and an MCP `tools/call`
 * request; several calls per reply, in order. Broken JSON gets the
 * bounded repair; a call cut off mid-value is returned as malformed, never
 * completed. `text` is the reply without the call parts (a provider message given
 * whole keeps its prose there). A `format` other than the three `ReplyFormat`s
 * throws a `ToolformError`.
 *
 * @example
 * parseReply('Checking.\n{"name":"get_weather","arguments":{"city":"Paris"}}', tools, "json_object");
 * // { calls: [{ name: "get_weather", resolvedName: "get_weather", valid: true, ... }], text: "Checking." }
 */
export function parseReply(
  reply: string,
  tools: ToolsetInput,
  format: ReplyFormat = "auto",
): { calls: ParsedCall[]; text: string } {
  if (typeof reply !== "string") {
    // A JS caller passing the provider's message object instead of its text.
    throw new ToolformError(
      "ToolformError",
      `parseReply: the reply must be a string, got ${reply === null ? "null" : typeof reply}`,
    );
  }
  if (!isReplyFormat(format)) {
    throw new ToolformError(
      "ToolformError",
      `parseReply: unknown format ${describe(format)} (expected "json_object", "tool_call_tags" or "auto")`,
    );
  }
  if (reply.length > MAX_REPLY_CHARS) return { calls: [], text: reply };
  const index = indexToolset(tools);
  const spans: Span[] = [];
  // Tags are read in every format: a model asked for JSON that wraps it in tags still made a call.
  spans.push(...tagSpans(reply));
  if (format !== "tool_call_tags") {
    const fences = fenceSpans(reply).filter(
      (f) => !spans.some((s) => f.start < s.end && f.end > s.start),
    );
    spans.push(...fences);
    spans.push(...bareSpans(reply, spans));
  }
  spans.sort((a, b) => a.start - b.start);
  const calls: ParsedCall[] = [];
  const consumed: Consumed[] = [];
  for (const span of spans) {
    const read = readSpan(span);
    if (read === null) continue;
    consumed.push({ start: span.start, end: span.end, prose: read.prose });
    for (const raw of read.calls) calls.push(toParsedCall(raw, index, tools));
  }
  return { calls, text: consumed.length === 0 ? reply : cut(reply, consumed) };
}

/** A span read as calls, and the prose it carried (a provider message's text). */
interface Consumed {
  readonly start: number;
  readonly end: number;
  readonly prose: string;
}

interface SpanRead {
  readonly calls: (RawCall & { malformed?: boolean })[];
  readonly prose: string;
}

/** The calls a span holds; `null` when it holds none (it then stays in the text). */
function readSpan(span: Span): SpanRead | null {
  let value: unknown;
  let parsed = false;
  try {
    value = JSON.parse(span.json);
    parsed = true;
  } catch {
    if (!span.truncated && !isTruncated(span.json)) {
      try {
        value = JSON.parse(jsonrepair(span.json));
        parsed = true;
      } catch {
        parsed = false;
      }
    }
  }
  if (parsed) {
    const raws = extractCalls(value);
    return raws.length === 0 ? null : { calls: raws, prose: replyProse(value) };
  }
  // Unreadable (often cut off by a token limit): report the call it names as malformed.
  const name = NAME_IN_TEXT.exec(span.json)?.[1];
  return name === undefined
    ? null
    : { calls: [{ name, arguments: undefined, malformed: true }], prose: "" };
}

function toParsedCall(
  raw: RawCall & { malformed?: boolean },
  index: ToolsetIndex,
  tools: ToolsetInput,
): ParsedCall {
  const tool = index.resolve(raw.name);
  const read = raw.malformed === true ? null : parseArguments(raw.arguments, { repairJson: true });
  const args = read?.ok === true ? read.value : {};
  const validation = validateArguments(
    // Unreadable arguments reach validation as text, so the report says malformed.
    { name: raw.name, arguments: read?.ok === true ? args : unreadable(raw.arguments) },
    tools,
    { repairJson: true },
  );
  const normalizedArguments = coerceArguments(args, tool?.parameters ?? {}, "normalized").value;
  return {
    name: raw.name,
    resolvedName: tool?.name ?? null,
    arguments: args,
    normalizedArguments,
    valid: validation.ok,
    validation,
  };
}

function describe(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : `(${typeof value})`;
}

function unreadable(value: unknown): string {
  if (typeof value === "string" && value.trim() !== "") return value;
  const text = JSON.stringify(value);
  // Anything that did not read as an object (including nothing at all, when cut off).
  return text === undefined || text === "null" || text.startsWith("{") ? "<unreadable>" : text;
}

function cut(reply: string, spans: readonly Consumed[]): string {
  let out = "";
  let at = 0;
  for (const span of spans) {
    // A provider message's own text stays where the message stood.
    out += reply.slice(at, span.start) + (span.prose === "" ? "" : `\n${span.prose}\n`);
    at = span.end;
  }
  out += reply.slice(at);
  return out
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
