import type { CallLoopOptions } from "./call-loop.js";
import { isReplyFormat } from "./parse-reply.js";
import { ToolformError } from "./toolform-error.js";
import { indexToolset } from "./toolset-index.js";

const ON_INVALID = new Set<unknown>(["feedback", "stop", "execute"]);

/**
 * Checks what `CallLoop` is given before any model call is made (and paid for):
 * `model` and every executor must be functions, `executors` a record of them,
 * `format` one of the three `ReplyFormat`s, `onInvalid` one of `"feedback"`,
 * `"stop"`, `"execute"`, `maxTurns` a positive integer and `system` text; the
 * tools must be readable. Throws a `ToolformError` naming the bad option (an
 * `InvalidToolSpecError` for the tools).
 *
 * @example
 * checkLoopOptions({ model, tools, executors, maxTurns: 0 });
 * // throws ToolformError: CallLoop: maxTurns must be a positive integer, got 0
 */
export function checkLoopOptions(options: CallLoopOptions): void {
  if (typeof options !== "object" || options === null) {
    fail(`the options must be an object, got ${kindOf(options)}`);
  }
  const { model, tools, executors, format, onInvalid, maxTurns, system } = options;
  if (typeof model !== "function") {
    fail(`model must be a function (messages) => Promise<string>, got ${kindOf(model)}`);
  }
  if (!isPlainRecord(executors)) {
    fail(`executors must be a record of functions by tool name, got ${kindOf(executors)}`);
  }
  for (const name of Object.keys(executors)) {
    const executor: unknown = executors[name];
    // Called with a non-function, the loop would report "tool failed" on every call.
    if (typeof executor !== "function") {
      fail(`executors[${quote(name)}] must be a function, got ${kindOf(executor)}`);
    }
  }
  if (format !== undefined && !isReplyFormat(format)) {
    fail(`unknown format ${describe(format)} (expected "json_object", "tool_call_tags" or "auto")`);
  }
  if (onInvalid !== undefined && !ON_INVALID.has(onInvalid)) {
    fail(`unknown onInvalid ${describe(onInvalid)} (expected "feedback", "stop" or "execute")`);
  }
  // 0, a negative number or NaN would end every run before its first turn; a fraction
  // or Infinity would not bound the run as written.
  if (maxTurns !== undefined && !(Number.isSafeInteger(maxTurns) && maxTurns > 0)) {
    fail(`maxTurns must be a positive integer, got ${describe(maxTurns)}`);
  }
  if (system !== undefined && typeof system !== "string") {
    fail(`system must be a string, got ${kindOf(system)}`);
  }
  // Read (and cached) now, so a bad declaration is reported here and not after the first reply.
  indexToolset(tools);
}

function fail(message: string): never {
  throw new ToolformError("ToolformError", `CallLoop: ${message}`);
}

// The loop looks executors up as own properties: a Map's entries or a class's
// prototype methods would never be found, and every call would report "no
// executor". An instance whose functions are its own fields is read like a record.
function isPlainRecord(value: unknown): value is { readonly [key: string]: unknown } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  if (value instanceof Map || value instanceof Set) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // Any realm's Object.prototype (its own prototype is null), or none.
  if (proto === null || Object.getPrototypeOf(proto) === null) return true;
  // Anything a prototype below Object.prototype holds (methods) would never be found.
  for (let p: object | null = proto as object; p !== null; p = Object.getPrototypeOf(p)) {
    if (Object.getPrototypeOf(p) === null) break;
    if (Object.getOwnPropertyNames(p).some((key) => key !== "constructor")) return false;
  }
  return true;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value !== "object") return typeof value;
  const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name !== "" && name !== "Object"
    ? `an instance of ${name}`
    : "object";
}

function describe(value: unknown): string {
  if (typeof value === "string") return quote(value);
  return typeof value === "number" ? String(value) : `(${kindOf(value)})`;
}

// Caller-written text, shown bounded: an option is a short word, not a document.
function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
