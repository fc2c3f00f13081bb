import { jsonrepair } from "jsonrepair";
import type { Repair } from "./repair.js";

/**
 * Arguments read into an object, with the JSON repairs it took (if any).
 *
 * @example
 * const read: ParsedArguments = parseArguments("{}", { repairJson: false }); // { ok: true, value: {}, repairs: NO_REPAIRS }
 */
export type ParsedArguments =
  | {
      readonly ok: true;
      readonly value: Record<string, unknown>;
      readonly repairs: readonly Repair[];
    }
  | { readonly ok: false; readonly reason: string };

// Most reads need no repair: one shared, frozen empty list.
const NO_REPAIRS: readonly Repair[] = Object.freeze([]);

// Repair is bounded: beyond this size the text is judged as written.
const MAX_REPAIR_CHARS = 256 * 1024;
const fence = /^```[a-zA-Z0-9_-]*[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*```$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
}

/**
 * Reads a call's arguments into an object. Absent, `null` and blank text are
 * `{}`; an object is used as given, not copied here: the guard's checks
 * (`decide`, `decideSync`, `validateToolCalls`) first read a caller's object once
 * into a fresh copy (see `argumentPass`) and hand this function that copy, so
 * what they check is what runs. Text that is not a JSON object
 * is malformed, unless `repairJson` is on and a bounded repair (code fences,
 * trailing commas, single quotes, Python literals) makes it one: that repair
 * is reported as `json_syntax`. Text that was cut off (an unclosed string,
 * object or array) is always malformed: completing it would invent a call.
 *
 * @example
 * parseArguments("{'city': 'Paris',}", { repairJson: true });
 * // { ok: true, value: { city: "Paris" }, repairs: [{ kind: "json_syntax", ... }] }
 * parseArguments('{"city": "Par', { repairJson: true }); // { ok: false, reason: "truncated JSON ..." }
 */
export function parseArguments(raw: unknown, options: { repairJson: boolean }): ParsedArguments {
  if (raw === undefined || raw === null) return { ok: true, value: {}, repairs: NO_REPAIRS };
  if (typeof raw !== "string") {
    return isRecord(raw)
      ? { ok: true, value: raw, repairs: NO_REPAIRS }
      : { ok: false, reason: `arguments must be a JSON object, got ${kindOf(raw)}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    // Blank text is checked only after a failed parse: trimming first would copy every argument string.
    if (raw.trim() === "") return { ok: true, value: {}, repairs: NO_REPAIRS };
    if (!options.repairJson) return { ok: false, reason: `invalid JSON: ${messageOf(error)}` };
    return repair(raw);
  }
  return isRecord(parsed)
    ? { ok: true, value: parsed, repairs: NO_REPAIRS }
    : { ok: false, reason: `arguments must be a JSON object, got ${kindOf(parsed)}` };
}

function repair(raw: string): ParsedArguments {
  if (raw.length > MAX_REPAIR_CHARS) {
    return { ok: false, reason: `invalid JSON, too long to repair (${raw.length} characters)` };
  }
  const trimmed = raw.trim();
  const text = fence.exec(trimmed)?.[1] ?? trimmed;
  if (isTruncated(text))
    return { ok: false, reason: "truncated JSON: the text ends inside a value" };
  let repaired: string;
  let value: unknown;
  try {
    repaired = jsonrepair(text);
    value = JSON.parse(repaired);
  } catch (error) {
    return { ok: false, reason: `invalid JSON that could not be repaired: ${messageOf(error)}` };
  }
  if (!isRecord(value)) {
    return { ok: false, reason: `arguments must be a JSON object, got ${kindOf(value)}` };
  }
  return { ok: true, value, repairs: [{ kind: "json_syntax", path: "", from: raw, to: repaired }] };
}

/**
 * True when the text stops inside a string or with a bracket still open:
 * the signature of a reply cut off by a token limit.
 *
 * @example
 * isTruncated('{"city": "Par'); // true
 */
export function isTruncated(text: string): boolean {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote !== "") {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
  }
  return quote !== "" || depth > 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
