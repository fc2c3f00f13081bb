import type { ModelCheck } from "./policy-types.js";
import type { ScanCategory, Severity } from "./scan-result.js";
import type { ValidationReport } from "./validation-report.js";

/**
 * Why a call was rejected (or, for redacted spans, what was cleaned).
 *
 * @example
 * const code: FindingCode = "argument_type_mismatch";
 */
export type FindingCode =
  | "unknown_tool"
  | "malformed_arguments"
  | "missing_required_argument"
  | "unexpected_argument"
  | "argument_type_mismatch"
  | "argument_enum_mismatch"
  | "argument_constraint_violation"
  | "argument_injection"
  | "value_policy_violation"
  | "tool_not_allowed"
  | "arguments_too_large"
  | "invalid_tool_schema"
  | "classifier_error";

/**
 * One reason a call was judged as it was. Argument-injection findings carry
 * `path` (JSON path of the string value) and `start`/`end` into the raw
 * argument text; only those are redactable.
 *
 * @example
 * const f: CallFinding = { code: "unexpected_argument", message: "colour is not a parameter of legal_draft_v3", path: "colour" };
 */
export interface CallFinding {
  readonly code: FindingCode;
  readonly message: string;
  readonly path?: string;
  readonly start?: number;
  readonly end?: number;
  readonly category?: ScanCategory;
  readonly rule?: string;
  readonly severity?: Severity;
  /** True when `onMatch: "sanitise"` replaced this span. */
  readonly redacted?: boolean;
}

/**
 * The judgement of one call.
 *
 * @example
 * verdict.calls[0].allowed; // true
 */
export interface CallVerdict {
  readonly name: string;
  readonly resolvedName: string | null;
  readonly allowed: boolean;
  readonly findings: readonly CallFinding[];
  readonly validation: ValidationReport;
  readonly normalizedArguments: { readonly [key: string]: unknown };
  /**
   * The arguments exactly as received, nothing lost: the text, or for an object the
   * one-read copy every check judged (run this one, never your own object again; see
   * `Decision.originalArguments`).
   */
  readonly arguments: unknown;
  readonly redactedArguments?: string | { readonly [key: string]: unknown };
  readonly modelCheck?: ModelCheck;
}

/**
 * The judgement of every call in a model turn.
 *
 * @example
 * if (verdict.blocked) return refuse(verdict);
 */
export interface Verdict {
  readonly allowed: boolean;
  readonly blocked: boolean;
  readonly calls: readonly CallVerdict[];
}
