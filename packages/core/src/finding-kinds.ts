import type { CallFinding, FindingCode } from "./verdict.js";

/**
 * Codes that refuse a call outright (action `"block"`): retrying with other
 * arguments is not the remedy.
 *
 * @example
 * refusalCodes.has("tool_not_allowed"); // true
 */
export const refusalCodes: ReadonlySet<FindingCode> = new Set([
  "argument_injection",
  "tool_not_allowed",
  "invalid_tool_schema",
  "classifier_error",
]);

/**
 * Schema codes: what `onInvalid: "execute"` may run anyway. Unknown tools, value-rule
 * violations and oversized arguments are never run.
 *
 * @example
 * schemaCodes.has("argument_type_mismatch"); // true
 */
export const schemaCodes: ReadonlySet<FindingCode> = new Set([
  "malformed_arguments",
  "missing_required_argument",
  "unexpected_argument",
  "argument_type_mismatch",
  "argument_enum_mismatch",
  "argument_constraint_violation",
]);

/**
 * How an injection finding on the argument channel is treated.
 *
 * @example
 * const mode: InjectionMode = "reject";
 */
export type InjectionMode = "reject" | "sanitise" | "warn" | "off";

/**
 * Maps the policy's argument-channel action onto the verdict's mode.
 *
 * @example
 * injectionMode("block"); // "reject"
 */
export function injectionMode(action: "block" | "sanitise" | "warn" | "off"): InjectionMode {
  return action === "block" ? "reject" : action;
}

/**
 * True when a finding rejects the call (a redacted or merely warned-about span does not).
 *
 * @example
 * isRejecting({ code: "argument_injection", message: "", redacted: true }, "sanitise"); // false
 */
export function isRejecting(finding: CallFinding, mode: InjectionMode): boolean {
  if (finding.code !== "argument_injection" || finding.start === undefined) return true;
  return !(finding.redacted === true || mode === "warn");
}
