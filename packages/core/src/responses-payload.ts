import { joinProse, type PayloadRead } from "./payload-read.js";
import { callName, isJsonRecord, type JsonRecord, type RawCall, readCall } from "./read-call.js";

/**
 * Reads an OpenAI Responses API payload given whole: a response (`object:
 * "response"`, or any record whose `output` list has a `function_call` or
 * `message` item) or a single `function_call` item. Its calls are the
 * `function_call` items, in order (`arguments` is JSON text); its prose is the
 * `output_text` parts of its `message` items. Other items (reasoning, hosted
 * tools the provider ran itself) are neither. `undefined` when `value` is none
 * of these, so the other shapes are tried.
 *
 * @example
 * readResponsesPayload({
 *   object: "response",
 *   output: [
 *     { type: "message", content: [{ type: "output_text", text: "Checking." }] },
 *     { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
 *   ],
 * });
 * // { calls: [{ name: "get_weather", arguments: '{"city":"Paris"}' }], text: "Checking." }
 */
export function readResponsesPayload(value: JsonRecord): PayloadRead | undefined {
  if (value.type === "function_call") return { calls: itemCall(value), text: "" };
  const output = value.output;
  if (!Array.isArray(output)) return undefined;
  // `output` alone is a common key; only a response's items make it one.
  if (value.object !== "response" && !output.some(isResponseItem)) return undefined;
  return {
    calls: output.flatMap((item) =>
      isJsonRecord(item) && item.type === "function_call" ? itemCall(item) : [],
    ),
    text: joinProse(output.map(messageText)),
  };
}

function isResponseItem(item: unknown): boolean {
  return isJsonRecord(item) && (item.type === "function_call" || item.type === "message");
}

function itemCall(item: JsonRecord): RawCall[] {
  const name = callName(item, "name");
  return name === undefined ? [] : [readCall(item, name)];
}

function messageText(item: unknown): string {
  if (!isJsonRecord(item) || item.type !== "message") return "";
  if (typeof item.content === "string") return item.content.trim();
  if (!Array.isArray(item.content)) return "";
  return joinProse(
    item.content.map((part) =>
      isJsonRecord(part) && part.type === "output_text" && typeof part.text === "string"
        ? part.text.trim()
        : "",
    ),
  );
}
