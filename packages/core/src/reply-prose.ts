import { extractMessageText } from "./extract-message-text.js";
import { joinProse } from "./payload-read.js";
import { isJsonRecord } from "./read-call.js";
import { readPayload } from "./read-payload.js";

const MAX_DEPTH = 8;

/**
 * The prose a parsed reply value carries beside its calls: a Responses
 * `message`'s `output_text`, a Gemini part's `text`, or what
 * `extractMessageText` reads (OpenAI and Anthropic messages). A list is read
 * item by item. Plain call objects have none.
 *
 * @example
 * replyProse({ role: "model", parts: [{ text: "Checking." }, { functionCall: { name: "f" } }] });
 * // "Checking."
 */
export function replyProse(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return "";
  if (Array.isArray(value)) return joinProse(value.map((item) => replyProse(item, depth + 1)));
  const payload = isJsonRecord(value) ? readPayload(value) : undefined;
  return payload === undefined ? extractMessageText(value, depth) : payload.text;
}
