import type { CliReport } from "./cli-report.js";

/**
 * The `--json` output: the command's full result plus the common fields.
 *
 * @example
 * io.stdout(renderJson(report));
 */
export function renderJson(report: CliReport): string {
  const { command, source, blocked, summary, findings, data } = report;
  return `${JSON.stringify({ command, source, blocked, summary, findings, result: data }, null, 2)}\n`;
}
