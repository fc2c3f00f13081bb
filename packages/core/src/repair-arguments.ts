import { coerceArguments } from "./coerce-arguments.js";
import { readToolSpec } from "./read-tool-spec.js";
import type { Repair } from "./repair.js";
import type { ToolInput, ToolSpec } from "./tool-spec.js";

/**
 * Applies only meaning-preserving repairs, where the schema wants the other
 * type and does not admit a string: a numeric string becomes a number (`"7"`→7;
 * only a safe integer where an integer is wanted), `"yes"`/`"no"` become
 * booleans, and a one-element list of a scalar becomes that scalar (`["x"]`→`"x"`).
 * (`5.0`→5 needs no step in JavaScript: JSON.parse already reads it as 5.)
 * Case is never changed. Each repair is reported; the input is never mutated.
 *
 * @example
 * repairArguments({ days: "7" }, tool);
 * // { arguments: { days: 7 }, repairs: [{ kind: "numeric_string", path: "days", from: "7", to: 7 }] }
 */
export function repairArguments(
  args: { readonly [key: string]: unknown },
  tool: ToolInput,
): { arguments: { [key: string]: unknown }; repairs: Repair[] } {
  const spec = readToolSpec(tool, 0);
  const { value, repairs } = coerceArguments(args, spec.parameters, "repair");
  return { arguments: value, repairs };
}

/**
 * Internal: `repairArguments` for a declaration already read into a ToolSpec (the
 * guard's own), which needs no second reading. `parsed`: the arguments are what
 * `JSON.parse` read from text (see `coerceArguments`).
 *
 * @example
 * repairSpecArguments({ days: "7" }, spec).repairs[0]?.kind; // "numeric_string"
 */
export function repairSpecArguments(
  args: { readonly [key: string]: unknown },
  spec: ToolSpec,
  parsed = false,
): { arguments: { [key: string]: unknown }; repairs: Repair[] } {
  const { value, repairs } = coerceArguments(args, spec.parameters, "repair", parsed);
  return { arguments: value, repairs };
}
