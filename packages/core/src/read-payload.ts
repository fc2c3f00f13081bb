import { readGeminiPayload } from "./gemini-payload.js";
import { readMcpPayload } from "./mcp-payload.js";
import type { PayloadRead } from "./payload-read.js";
import type { JsonRecord } from "./read-call.js";
import { readResponsesPayload } from "./responses-payload.js";

// Most distinctive first: an MCP request is known by its method alone.
const READERS = [readMcpPayload, readResponsesPayload, readGeminiPayload] as const;

/**
 * Reads a record as a provider payload given whole, when it is one of those
 * with their own layout: an MCP `tools/call` request, an OpenAI Responses API
 * response or `function_call` item, or a Gemini response, content or part.
 * `undefined` otherwise (chat completions, Anthropic messages and plain call
 * objects are read by `extractCalls` itself).
 *
 * @example
 * readPayload({ method: "tools/call", params: { name: "f", arguments: {} } })?.calls;
 * // [{ name: "f", arguments: {} }]
 */
export function readPayload(value: JsonRecord): PayloadRead | undefined {
  for (const read of READERS) {
    const payload = read(value);
    if (payload !== undefined) return payload;
  }
  return undefined;
}
