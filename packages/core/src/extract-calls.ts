import {
  ARGUMENT_KEYS,
  isJsonRecord as isRecord,
  type JsonRecord as Json,
  type RawCall,
  readCall,
} from "./read-call.js";
import { readPayload } from "./read-payload.js";

// parse-reply and its callers import the call type from here, where calls are found.
export type { RawCall };

const NAME_KEYS = ["name", "tool_name", "tool", "function_name"] as const;
const LIST_KEYS = ["tool_calls", "calls", "function_calls", "tool_uses"] as const;
const MAX_DEPTH = 8;

/**
 * Finds the tool calls in a parsed JSON value, in document order. Reads
 * `{name, arguments|parameters|args|input}`, `{function: {name, arguments}}`
 * (OpenAI; `function_call` too), `{tool_calls: [...]}`, arrays of any of these,
 * OpenAI chat completions (`choices[].message.tool_calls`), Anthropic
 * messages (`content[]` blocks of `type: "tool_use"`), and the payloads
 * `readPayload` knows: OpenAI Responses (`output[]` items of `type:
 * "function_call"`), Gemini (`candidates[].content.parts[].functionCall`) and
 * MCP `tools/call` requests.
 *
 * @example
 * extractCalls({ tool_calls: [{ function: { name: "f", arguments: '{"a":1}' } }] });
 * // [{ name: "f", arguments: '{"a":1}' }]
 */
export function extractCalls(value: unknown, depth = 0): RawCall[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item) => extractCalls(item, depth + 1));
  if (!isRecord(value)) return [];
  // Payloads with their own layout first; one that yields no call leaves the record to
  // the shapes below (a `{name, arguments}` call that also has a `parts` key is still one).
  const payload = readPayload(value);
  if (payload !== undefined && payload.calls.length > 0) return [...payload.calls];
  for (const key of LIST_KEYS) {
    if (Array.isArray(value[key])) return extractCalls(value[key], depth + 1);
  }
  if (Array.isArray(value.choices)) {
    return value.choices.flatMap((choice) =>
      isRecord(choice) ? extractCalls(choice.message ?? choice.delta, depth + 1) : [],
    );
  }
  // Anthropic: a message whose content is a list of blocks; text blocks are skipped.
  if (Array.isArray(value.content) && value.type !== "tool_use") {
    return value.content.flatMap((block) =>
      isRecord(block) && block.type === "tool_use" ? extractCalls(block, depth + 1) : [],
    );
  }
  for (const key of ["function", "function_call"] as const) {
    const inner = value[key];
    if (isRecord(inner) && typeof inner.name === "string") return [readCall(inner, inner.name)];
  }
  for (const key of NAME_KEYS) {
    const name = value[key];
    if (typeof name === "string" && name !== "" && looksLikeCall(value))
      return [readCall(value, name)];
  }
  return [];
}

// `{"name": "Ada", "age": 36}` is an answer, not a call: a bare name-keyed object is
// a call only when it carries arguments, or nothing but a name (and an id/type).
const CALL_ONLY_KEYS = new Set<string>([...NAME_KEYS, "id", "type", "call_id"]);

function looksLikeCall(value: Json): boolean {
  for (const key of ARGUMENT_KEYS) if (value[key] !== undefined) return true;
  return Object.keys(value).every((key) => CALL_ONLY_KEYS.has(key));
}
