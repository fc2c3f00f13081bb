import { safePath, safeToolName } from "./safe-text.js";
import type { ValidationReport } from "./validation-report.js";
import type { CallFinding, FindingCode } from "./verdict.js";

function pathOf(entry: string): string {
  const colon = entry.indexOf(": ");
  return colon === -1 ? entry : entry.slice(0, colon);
}

const buckets: readonly [keyof ValidationReport, FindingCode, (entry: string) => string][] = [
  ["missingRequired", "missing_required_argument", (path) => `${safePath(path)} is required`],
  ["typeErrors", "argument_type_mismatch", (entry) => entry],
  ["enumErrors", "argument_enum_mismatch", (entry) => entry],
  [
    "unknownArgs",
    "unexpected_argument",
    (path) => `${safePath(path)} is not a parameter of this tool`,
  ],
  ["constraintErrors", "argument_constraint_violation", (entry) => entry],
];

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
  const findings: CallFinding[] = [];
  for (const [bucket, code, message] of buckets) {
    for (const entry of report[bucket] as readonly string[]) {
      const path = bucket === "missingRequired" || bucket === "unknownArgs" ? entry : pathOf(entry);
      findings.push({ code, message: message(entry), path });
    }
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
