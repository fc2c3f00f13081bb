import { safePath } from "./safe-text.js";
import type { ValidationReport } from "./validation-report.js";

// Entries shown per bucket: 100,000 wrong items in one call must not become megabytes of
// feedback for the model to read. `nErrors` keeps the true total.
const MAX_ENTRIES = 20;

// A path entry is a plain identifier or one of safePath's fixed words: nothing to escape.
function pathsJson(paths: readonly string[]): string {
  const n = Math.min(paths.length, MAX_ENTRIES);
  if (n === 0) return "[]";
  let out = `["${safePath(paths[0]!)}"`;
  for (let i = 1; i < n; i++) out += `,"${safePath(paths[i]!)}"`;
  return `${out}]`;
}

// `path: message`: the path made safe, the message cut short and escaped.
function safeEntry(entry: string): string {
  const colon = entry.indexOf(": ");
  if (colon === -1) return safePath(entry);
  return `${safePath(entry.slice(0, colon))}: ${entry.slice(colon + 2).slice(0, 200)}`;
}

function entriesJson(entries: readonly string[]): string {
  const n = Math.min(entries.length, MAX_ENTRIES);
  if (n === 0) return "[]";
  let out = `[${JSON.stringify(safeEntry(entries[0]!))}`;
  for (let i = 1; i < n; i++) out += `,${JSON.stringify(safeEntry(entries[i]!))}`;
  return `${out}]`;
}

function shownAreStrings(list: unknown): list is readonly string[] {
  if (!Array.isArray(list)) return false;
  const n = Math.min(list.length, MAX_ENTRIES);
  for (let i = 0; i < n; i++) if (typeof list[i] !== "string") return false;
  return true;
}

/**
 * A validation report as the model may read it, as JSON text: at most 20 entries per
 * bucket, model-written keys only when they are plain identifiers, messages cut to 200
 * characters. Written directly (the same bytes `JSON.stringify` gives for that report)
 * because every invalid call renders one; a report built by hand with unexpected field
 * types goes through `JSON.stringify` itself.
 *
 * @example
 * reportJson(report);
 * // '{"ok":false,"unknownTool":false,"malformed":false,"missingRequired":["city"],…,"nErrors":1}'
 */
export function reportJson(report: ValidationReport): string {
  // The shared reports (valid, unknown tool, malformed) are frozen, lists included:
  // written once each.
  if (!isDeepFrozen(report)) return writeReport(report);
  let text = frozenReports.get(report);
  if (text === undefined) {
    text = writeReport(report);
    frozenReports.set(report, text);
  }
  return text;
}

const frozenReports = new WeakMap<ValidationReport, string>();

function isDeepFrozen(report: ValidationReport): boolean {
  return (
    Object.isFrozen(report) &&
    Object.isFrozen(report.missingRequired) &&
    Object.isFrozen(report.unknownArgs) &&
    Object.isFrozen(report.typeErrors) &&
    Object.isFrozen(report.enumErrors) &&
    Object.isFrozen(report.constraintErrors)
  );
}

function writeReport(report: ValidationReport): string {
  // Each field is read once: reports come in several object shapes.
  const { ok, unknownTool, malformed, missingRequired, unknownArgs } = report;
  const { typeErrors, enumErrors, constraintErrors, nErrors } = report;
  if (
    typeof ok !== "boolean" ||
    typeof unknownTool !== "boolean" ||
    typeof malformed !== "boolean" ||
    !shownAreStrings(missingRequired) ||
    !shownAreStrings(unknownArgs) ||
    !shownAreStrings(typeErrors) ||
    !shownAreStrings(enumErrors) ||
    !shownAreStrings(constraintErrors) ||
    !Number.isFinite(nErrors)
  ) {
    return JSON.stringify(safeReport(report));
  }
  return `{"ok":${ok},"unknownTool":${unknownTool},"malformed":${malformed},"missingRequired":${pathsJson(missingRequired)},"unknownArgs":${pathsJson(unknownArgs)},"typeErrors":${entriesJson(typeErrors)},"enumErrors":${entriesJson(enumErrors)},"constraintErrors":${entriesJson(constraintErrors)},"nErrors":${nErrors}}`;
}

function safeReport(report: ValidationReport): ValidationReport {
  return {
    ok: report.ok,
    unknownTool: report.unknownTool,
    malformed: report.malformed,
    missingRequired: report.missingRequired.slice(0, MAX_ENTRIES).map(safePath),
    unknownArgs: report.unknownArgs.slice(0, MAX_ENTRIES).map(safePath),
    typeErrors: report.typeErrors.slice(0, MAX_ENTRIES).map(safeEntry),
    enumErrors: report.enumErrors.slice(0, MAX_ENTRIES).map(safeEntry),
    constraintErrors: report.constraintErrors.slice(0, MAX_ENTRIES).map(safeEntry),
    nErrors: report.nErrors,
  };
}
