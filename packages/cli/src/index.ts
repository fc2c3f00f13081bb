// The programmatic API of the toolform CLI: run it in-process, or reuse its
// MCP client and its SARIF output.
export { type AuditOptions, audit } from "./audit-command.js";
export { CliUsageError } from "./cli-error.js";
export { type CliIo, nodeIo } from "./cli-io.js";
export type { CliFinding, CliReport } from "./cli-report.js";
export { ExitCode, type ExitCodeValue } from "./exit-code.js";
export { listMcpTools, type McpTarget } from "./list-mcp-tools.js";
export { renderJson } from "./render-json.js";
export { renderSarif } from "./render-sarif.js";
export { renderTable } from "./render-table.js";
export { run } from "./run.js";
export { type ScanCommandOptions, scanText } from "./scan-command.js";
export { type ValidateOptions, validate } from "./validate-command.js";
export { toolVersion } from "./version.js";
