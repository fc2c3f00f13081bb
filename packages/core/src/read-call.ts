/**
 * A call found in a reply before validation: the name, and the arguments as written.
 *
 * @example
 * const raw: RawCall = { name: "get_weather", arguments: '{"city":"Paris"}' };
 */
export interface RawCall {
  readonly name: string;
  /** An object, JSON text (OpenAI writes arguments as a string), or absent. */
  readonly arguments: unknown;
}

/**
 * A parsed JSON object (a reply's payload, or a part of one).
 *
 * @example
 * const part: JsonRecord = { functionCall: { name: "f", args: {} } };
 */
export type JsonRecord = { readonly [key: string]: unknown };

/**
 * True for a JSON object (not an array, not `null`).
 *
 * @example
 * isJsonRecord({ name: "f" }); // true
 * isJsonRecord([]); // false
 */
export function isJsonRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The keys a call's arguments are written under, most usual first: every shape
 * reads the same ones, so a model that swaps `args` for `arguments` is read the same.
 *
 * @example
 * ARGUMENT_KEYS.includes("args"); // true
 */
export const ARGUMENT_KEYS = [
  "arguments",
  "parameters",
  "args",
  "input",
  "tool_input",
  "params",
] as const;

/**
 * The call `source` holds under `name`: its arguments are the first of
 * `ARGUMENT_KEYS` it has, as written (absent when it has none).
 *
 * @example
 * readCall({ name: "f", args: { a: 1 } }, "f"); // { name: "f", arguments: { a: 1 } }
 */
export function readCall(source: JsonRecord, name: string): RawCall {
  for (const key of ARGUMENT_KEYS) {
    if (source[key] !== undefined) return { name, arguments: source[key] };
  }
  return { name, arguments: undefined };
}

/**
 * The name `source` has under `key`, if it is a non-empty string.
 *
 * @example
 * callName({ name: "f" }, "name"); // "f"
 * callName({ name: "" }, "name"); // undefined
 */
export function callName(source: JsonRecord, key: string): string | undefined {
  const name = source[key];
  return typeof name === "string" && name !== "" ? name : undefined;
}
