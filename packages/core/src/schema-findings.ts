import { safePath, safeToolName } from "./safe-text.js";
import type { ValidationReport } from "./validation-report.js";
import type { CallFinding } from "./verdict.js";

function pathOf(entry: string): string {
  const colon = entry.indexOf(": ");
  return colon === -1 ? entry : entry.slice(0, colon);
}

/**
 * Turns a validation report into findings, one per bucket entry, in a fixed order.
 * The report's buckets are data; this is only their mapping onto finding codes.
 *
 * @example
 * schemaFindings(report, "legal_draft_v3");
 * // [{ code: "argument_type_mismatch", path: "term_months", message: "term_months: expected integer, got string" }, ...]
 */
export function schemaFindings(report: ValidationReport, tool: string): CallFinding[] {
  if (report.unknownTool) {
    return [{ code: "unknown_tool", message: `${safeToolName(tool)} is not a declared tool` }];
  }
  if (report.malformed) {
    return [{ code: "malformed_arguments", message: "the arguments are not a JSON object" }];
  }
  // One loop per bucket, in the report's fixed order (a table of buckets read by key
  // made every report field a dynamic lookup).
  const findings: CallFinding[] = [];
  for (const path of report.missingRequired) {
    findings.push({
      code: "missing_required_argument",
      message: `${safePath(path)} is required`,
      path,
    });
  }
  for (const entry of report.typeErrors) {
    findings.push({ code: "argument_type_mismatch", message: entry, path: pathOf(entry) });
  }
  for (const entry of report.enumErrors) {
    findings.push({ code: "argument_enum_mismatch", message: entry, path: pathOf(entry) });
  }
  for (const path of report.unknownArgs) {
    findings.push({
      code: "unexpected_argument",
      message: `${safePath(path)} is not a parameter of this tool`,
      path,
    });
  }
  for (const entry of report.constraintErrors) {
    findings.push({ code: "argument_constraint_violation", message: entry, path: pathOf(entry) });
  }
  return findings;
}

/**
 * A report for arguments judged without a schema (no `tools` given): only
 * whether they are a JSON object.
 *
 * @example
 * shapeOnlyReport(true).nErrors; // 1
 */
export function shapeOnlyReport(malformed: boolean): ValidationReport {
  return {
    ok: !malformed,
    unknownTool: false,
    malformed,
    missingRequired: [],
    unknownArgs: [],
    typeErrors: [],
    enumErrors: [],
    constraintErrors: [],
    nErrors: malformed ? 1 : 0,
  };
}
