import type { ScanFinding } from "./scan-result.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

/**
 * A description-channel finding in one field of one tool. `field` is a dotted
 * path into the ToolSpec, e.g. `description` or `parameters.properties.to.description`.
 *
 * @example
 * const f: ToolFieldFinding = { ...finding, tool: "add", field: "description" };
 */
export interface ToolFieldFinding extends ScanFinding {
  readonly tool: string;
  readonly field: string;
}

/**
 * What `guardToolset` found, per tool and field, and a cleaned copy.
 *
 * @example
 * const report = guardToolset(tools);
 * if (report.blocked) console.table(report.findings);
 */
export interface ToolsetReport {
  readonly blocked: boolean;
  readonly findings: readonly ToolFieldFinding[];
  /** Every tool with its offending spans stripped from every field the model reads. */
  readonly cleaned: readonly ToolSpec[];
}

/**
 * Scans everything a model reads about each tool (descriptions, titles, enum values, defaults, examples).
 *
 * @example
 * guardToolset(mcpTools).findings;
 */
export function guardToolset(tools: ToolsetInput): ToolsetReport {
  throw new Error(`guardToolset: not implemented (${typeof tools})`);
}
