import type { PolicyInput } from "./guard.js";
import type { Classifier } from "./policy-types.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolsetInput } from "./tool-spec.js";
import type { Verdict } from "./verdict.js";

/**
 * Options for `validateToolCalls`. Passing `tools` turns the allowlist on.
 *
 * @example
 * await validateToolCalls(calls, { tools, onMatch: "sanitise" });
 */
export interface ValidateToolCallsOptions {
  readonly tools?: ToolsetInput;
  readonly policy?: PolicyInput;
  readonly onMatch?: "reject" | "sanitise";
  readonly classifier?: Classifier;
}

/**
 * Judges every call on three axes: declared, arguments match, no injection payload.
 *
 * @example
 * const verdict = await validateToolCalls([{ name: "get_weather", arguments: '{"city":"Paris"}' }], { tools });
 * verdict.allowed; // true
 */
export async function validateToolCalls(
  calls: readonly ToolCall[],
  options?: ValidateToolCallsOptions,
): Promise<Verdict> {
  throw new Error(`validateToolCalls: not implemented (${calls.length} ${typeof options})`);
}
