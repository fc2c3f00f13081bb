import type { Severity } from "@toolform/core";

/**
 * One row of a report: a scanner finding (audit, scan) or a call finding
 * (validate), in the shape every output format renders.
 *
 * @example
 * const f: CliFinding = { ruleId: "concealment.do_not_tell", severity: "high",
 *   message: "concealment in description", tool: "add", field: "description" };
 */
export interface CliFinding {
  /** A scanner rule (`concealment.do_not_tell`) or a call finding code (`argument_type_mismatch`). */
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  readonly category?: string;
  readonly tool?: string;
  /** Dotted path of the field in the tool declaration, or of the argument. */
  readonly field?: string;
  /** UTF-16 span in the field, argument text or scanned text. */
  readonly start?: number;
  readonly end?: number;
  readonly excerpt?: string;
  /** 1-based position in the input file, when it could be located there (for SARIF). */
  readonly line?: number;
  readonly column?: number;
}

/**
 * What a command found, before it is rendered as a table, JSON or SARIF.
 *
 * @example
 * const r: CliReport = { command: "scan", source: "stdin", blocked: false,
 *   summary: "no findings", findings: [], data: { blocked: false } };
 */
export interface CliReport {
  readonly command: "audit" | "validate" | "scan";
  /** Where the input came from: a path, `stdin`, `argv`, or an MCP server. */
  readonly source: string;
  readonly blocked: boolean;
  /** One line saying what was checked and what was found. */
  readonly summary: string;
  readonly findings: readonly CliFinding[];
  /** Lines shown below the table (e.g. the feedback a model would get). */
  readonly notes?: readonly string[];
  /** The command's full, machine-readable result, emitted by `--json`. */
  readonly data: unknown;
}
