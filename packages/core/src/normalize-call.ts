import type { ToolCall } from "./tool-call.js";
import type { ToolInput } from "./tool-spec.js";

/**
 * Normalises argument values for comparison (the seed's grading rule).
 *
 * @example
 * normalizeCall({ name: "f", arguments: { days: "7" } }, tool, { strictness: "normalized" }); // { days: 7 }
 */
export function normalizeCall(
  call: ToolCall,
  tool: ToolInput,
  options?: { readonly strictness?: "strict" | "normalized" },
): { [key: string]: unknown } {
  throw new Error(`normalizeCall: not implemented (${call.name} ${typeof tool} ${typeof options})`);
}
