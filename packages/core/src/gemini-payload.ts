import { joinProse, type PayloadRead } from "./payload-read.js";
import { callName, isJsonRecord, type JsonRecord, type RawCall, readCall } from "./read-call.js";

// What a Gemini `Part` may carry beside its text or call; a record with any
// other key is not read as a lone part.
const PART_KEYS = new Set([
  "text",
  "thought",
  "thoughtSignature",
  "thought_signature",
  "functionCall",
  "function_call",
]);

/**
 * Reads a Gemini payload given whole: a `generateContent` response
 * (`candidates[].content.parts`), a `Content` (`{ role: "model", parts }`), or
 * a single part. Its calls are the parts' `functionCall`s (`function_call` in
 * snake case), in order, with `args` as their arguments; its prose is the
 * parts' `text` (thought summaries are not prose). Every candidate is read, as
 * every choice of an OpenAI completion is. `undefined` when `value` is none of
 * these, so the other shapes are tried.
 *
 * @example
 * readGeminiPayload({
 *   candidates: [{ content: { role: "model", parts: [
 *     { text: "Checking." },
 *     { functionCall: { name: "get_weather", args: { city: "Rome" } } },
 *   ] } }],
 * });
 * // { calls: [{ name: "get_weather", arguments: { city: "Rome" } }], text: "Checking." }
 */
export function readGeminiPayload(value: JsonRecord): PayloadRead | undefined {
  if (Array.isArray(value.candidates)) {
    const parts = value.candidates.flatMap((candidate) =>
      isJsonRecord(candidate) && isJsonRecord(candidate.content) ? partsOf(candidate.content) : [],
    );
    if (parts.length > 0) return readParts(parts);
  }
  if (Array.isArray(value.parts) && value.parts.some(isPart)) return readParts(value.parts);
  return isLonePart(value) ? readParts([value]) : undefined;
}

function partsOf(content: JsonRecord): readonly unknown[] {
  return Array.isArray(content.parts) ? content.parts : [];
}

function readParts(parts: readonly unknown[]): PayloadRead {
  const calls: RawCall[] = [];
  const text: string[] = [];
  for (const part of parts) {
    if (!isJsonRecord(part)) continue;
    const call = functionCallOf(part);
    const name = call === undefined ? undefined : callName(call, "name");
    if (call !== undefined && name !== undefined) calls.push(readCall(call, name));
    if (typeof part.text === "string" && part.thought !== true) text.push(part.text.trim());
  }
  return { calls, text: joinProse(text) };
}

function functionCallOf(part: JsonRecord): JsonRecord | undefined {
  if (isJsonRecord(part.functionCall)) return part.functionCall;
  return isJsonRecord(part.function_call) ? part.function_call : undefined;
}

function isPart(part: unknown): boolean {
  return (
    isJsonRecord(part) && (functionCallOf(part) !== undefined || typeof part.text === "string")
  );
}

// `{"text": …}` beside a call in a list is the model's prose; a record with
// other keys (a call's own `name`, say) is left to the other shapes.
function isLonePart(value: JsonRecord): boolean {
  return isPart(value) && Object.keys(value).every((key) => PART_KEYS.has(key));
}
