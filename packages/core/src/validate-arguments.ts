import type { ToolCall } from "./tool-call.js";
import type { ToolsetInput } from "./tool-spec.js";
import type { ValidationReport } from "./validation-report.js";

/**
 * Options for `validateArguments`.
 *
 * @example
 * validateArguments(call, tools, { repairJson: true });
 */
export interface ValidateArgumentsOptions {
  /** Try a bounded JSON repair on argument text before calling it malformed. */
  readonly repairJson?: boolean;
  /** `"toolform"` (default): undeclared top-level args are unknown unless allowed; `"schema"`: plain JSON Schema semantics. */
  readonly unknownArgs?: "toolform" | "schema";
}

/**
 * Validates a call against its tool's schema.
 *
 * @example
 * validateArguments({ name: "legal_draft_v3", arguments: { value: -5 } }, sampleToolset()).ok; // false
 */
export function validateArguments(
  call: ToolCall,
  tools: ToolsetInput,
  options?: ValidateArgumentsOptions,
): ValidationReport {
  throw new Error(
    `validateArguments: not implemented (${call.name} ${typeof tools} ${typeof options})`,
  );
}
