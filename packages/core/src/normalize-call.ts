import { coerceArguments } from "./coerce-arguments.js";
import { parseArguments } from "./parse-arguments.js";
import { readToolSpec } from "./read-tool-spec.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolInput } from "./tool-spec.js";

/**
 * Normalises argument values for comparison. `"strict"` returns the arguments
 * as written; `"normalized"` (the default, the seed's grading rule) turns
 * numeric strings into numbers and `"true"`/`"yes"`/`"false"`/`"no"` into
 * booleans where the schema wants them (and does not admit a string), unwraps
 * a one-element list where it wants a scalar, and trims and lower-cases every
 * other string. It recurses through objects, array items and `$ref`s, and
 * never mutates its input. Argument text goes through the bounded JSON
 * repair; text that is not a JSON object normalises to `{}`.
 *
 * @example
 * normalizeCall({ name: "f", arguments: { days: "7", city: " Denver " } }, tool, { strictness: "normalized" });
 * // { days: 7, city: "denver" }
 */
export function normalizeCall(
  call: ToolCall,
  tool: ToolInput,
  options?: { readonly strictness?: "strict" | "normalized" },
): { [key: string]: unknown } {
  const parsed = parseArguments(call.arguments, { repairJson: true });
  if (!parsed.ok) return {};
  if (options?.strictness === "strict") return parsed.value;
  const spec = readToolSpec(tool, 0);
  return coerceArguments(parsed.value, spec.parameters, "normalized").value;
}
