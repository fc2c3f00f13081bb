import type { Repair } from "./repair.js";
import type { ToolInput } from "./tool-spec.js";

/**
 * Applies only meaning-preserving repairs ("7"→7, "yes"→true, ["x"]→"x", 5.0→5) and reports each.
 *
 * @example
 * repairArguments({ days: "7" }, tool); // { arguments: { days: 7 }, repairs: [{ kind: "numeric_string", ... }] }
 */
export function repairArguments(
  args: { readonly [key: string]: unknown },
  tool: ToolInput,
): { arguments: { [key: string]: unknown }; repairs: Repair[] } {
  throw new Error(`repairArguments: not implemented (${typeof args} ${typeof tool})`);
}
