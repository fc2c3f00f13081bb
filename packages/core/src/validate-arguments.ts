import type { CompiledSchema } from "./compile-validator.js";
import { InvalidToolSchemaError } from "./invalid-tool-schema-error.js";
import { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
import { nonFiniteNumbers, UNREADABLE } from "./non-finite-numbers.js";
import { parseArguments } from "./parse-arguments.js";
import { compiledFor } from "./schema-cache.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";
import { indexToolset } from "./toolset-index.js";
import { runCompiled } from "./validate-instance.js";
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

const EMPTY: readonly string[] = Object.freeze([]);

const VALID: ValidationReport = Object.freeze({
  ok: true,
  unknownTool: false,
  malformed: false,
  missingRequired: EMPTY,
  unknownArgs: EMPTY,
  typeErrors: EMPTY,
  enumErrors: EMPTY,
  constraintErrors: EMPTY,
  nErrors: 0,
});

/** Internal: the report for a call to an undeclared tool. */
export const UNKNOWN_TOOL: ValidationReport = Object.freeze({
  ...VALID,
  ok: false,
  unknownTool: true,
  nErrors: 1,
});
/** Internal: the report for arguments that are not a JSON object. */
export const MALFORMED: ValidationReport = Object.freeze({
  ...VALID,
  ok: false,
  malformed: true,
  nErrors: 1,
});

/**
 * Validates a call against its tool's schema (the tool found by DESIGN's name
 * resolution) and sorts what fails into the report's buckets. An unknown tool
 * and malformed arguments each count as one error; a `NaN` or `±Infinity` in
 * arguments given as an object is a type error (JSON cannot carry it). Throws an
 * `InvalidToolSchemaError` when the tool's schema cannot be compiled (see
 * `safeValidateArguments` for a result instead).
 *
 * @example
 * validateArguments(
 *   { name: "legal_draft_v3", arguments: { counterparty: "Acme", value: -5, term_months: "ten", colour: "red" } },
 *   sampleToolset(),
 * );
 * // { ok: false, unknownArgs: ["colour"], typeErrors: ["term_months: expected integer, got string"],
 * //   constraintErrors: ["value: -5 < minimum 0"], nErrors: 3, ... }
 */
export function validateArguments(
  call: ToolCall,
  tools: ToolsetInput,
  options?: ValidateArgumentsOptions,
): ValidationReport {
  const tool = indexToolset(tools).resolve(call.name);
  if (tool === undefined) return UNKNOWN_TOOL;
  const parsed = parseArguments(call.arguments, { repairJson: options?.repairJson ?? false });
  if (!parsed.ok) return MALFORMED;
  const report = validateParsed(tool, parsed.value, options?.unknownArgs ?? "toolform");
  // Parsed JSON text holds no NaN or Infinity: only an object a caller built is walked.
  if (typeof call.arguments === "string") return report;
  const nonFinite = nonFiniteNumbers(parsed.value);
  // What the walk could not read to the end is never passed as holding none.
  if (nonFinite === UNREADABLE) return report.ok ? unreadable(report) : report;
  return nonFinite === undefined ? report : withNonFinite(report, nonFinite);
}

function unreadable(report: ValidationReport): ValidationReport {
  return {
    ...report,
    ok: false,
    constraintErrors: [
      ...report.constraintErrors,
      "(root): too large or too deeply nested to check",
    ],
    nErrors: report.nErrors + 1,
  };
}

// NaN and ±Infinity are not JSON (an executor would receive `null` once the call is
// serialised), yet a schema's number and integer checks admit them: a type error each,
// in place of what the schema said about the same value ("NaN < minimum 0").
function withNonFinite(
  report: ValidationReport,
  found: readonly { readonly path: string; readonly value: number }[],
): ValidationReport {
  const prefixes = found.map((f) => `${f.path}: `);
  const other = (entry: string) => !prefixes.some((prefix) => entry.startsWith(prefix));
  const typeErrors = [
    ...report.typeErrors.filter(other),
    ...found.map((f) => `${f.path}: ${f.value} is not a JSON number`),
  ];
  const enumErrors = report.enumErrors.filter(other);
  const constraintErrors = report.constraintErrors.filter(other);
  return {
    ...report,
    ok: false,
    typeErrors,
    enumErrors,
    constraintErrors,
    nErrors:
      report.missingRequired.length +
      report.unknownArgs.length +
      typeErrors.length +
      enumErrors.length +
      constraintErrors.length,
  };
}

/**
 * Internal: `validateArguments` for a tool already resolved and arguments already
 * parsed, so the guard reads each call once. Throws `InvalidToolSchemaError` the same way.
 *
 * @example
 * validateParsed(tool, { city: "Paris" }, "toolform").ok; // true
 */
export function validateParsed(
  tool: ToolSpec,
  value: { readonly [key: string]: unknown },
  unknownArgs: "toolform" | "schema",
): ValidationReport {
  const entry = compiledFor(tool.parameters, tool.name);
  if (!entry.ok) {
    throw new InvalidToolSchemaError({
      toolName: tool.name,
      reason: entry.reason,
      cause: entry.cause,
    });
  }
  return validateCompiled(entry.compiled, value, unknownArgs);
}

/**
 * Internal: `validateParsed` with the schema already compiled (the quick path looked
 * its entry up to learn whether it compiles).
 *
 * @example
 * validateCompiled(entry.compiled, { city: "Paris" }, "toolform").ok; // true
 */
export function validateCompiled(
  compiled: CompiledSchema,
  value: { readonly [key: string]: unknown },
  unknownArgs: "toolform" | "schema",
): ValidationReport {
  const buckets = runCompiled(compiled, value, unknownArgs);
  if (buckets === null) return VALID;
  const nErrors =
    buckets.missingRequired.length +
    buckets.unknownArgs.length +
    buckets.typeErrors.length +
    buckets.enumErrors.length +
    buckets.constraintErrors.length;
  // Spelled out (the spread's key order): one object shape for every report built here.
  return {
    ok: nErrors === 0,
    unknownTool: false,
    malformed: false,
    missingRequired: buckets.missingRequired,
    unknownArgs: buckets.unknownArgs,
    typeErrors: buckets.typeErrors,
    enumErrors: buckets.enumErrors,
    constraintErrors: buckets.constraintErrors,
    nErrors,
  };
}

/**
 * Like `validateArguments`, but returns a result instead of throwing when the
 * tool's schema cannot be compiled or a tool declaration cannot be read.
 *
 * @example
 * const result = safeValidateArguments(call, tools);
 * if (result.success) result.value.ok; else console.error(result.error.message);
 */
export function safeValidateArguments(
  call: ToolCall,
  tools: ToolsetInput,
  options?: ValidateArgumentsOptions,
):
  | { readonly success: true; readonly value: ValidationReport }
  | { readonly success: false; readonly error: InvalidToolSchemaError | InvalidToolSpecError } {
  try {
    return { success: true, value: validateArguments(call, tools, options) };
  } catch (error) {
    if (InvalidToolSchemaError.isInstance(error) || InvalidToolSpecError.isInstance(error)) {
      return { success: false, error };
    }
    throw error;
  }
}
