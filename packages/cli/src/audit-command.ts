import type { Guard, ToolFieldFinding, ToolInput } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import type { CliFinding, CliReport } from "./cli-report.js";
import { listMcpTools } from "./list-mcp-tools.js";
import { locateInJson } from "./locate.js";
import { plural } from "./plural.js";
import { gates } from "./policy-gate.js";
import { parseJson, readSource } from "./read-input.js";
import { extractTools } from "./read-tools.js";

/**
 * Options of `toolform audit`: exactly one of `file`, `stdio` or `url`.
 *
 * @example
 * const o: AuditOptions = { stdio: "node server.js" };
 */
export interface AuditOptions {
  readonly file?: string;
  readonly stdio?: string;
  readonly url?: string;
  readonly timeoutMs?: number;
  /** Extra environment for a `stdio` server, on top of the SDK's minimal one. */
  readonly env?: { readonly [name: string]: string };
}

/**
 * Reads tool declarations (a file, stdin, or a live MCP server) and reports
 * every description-channel finding per tool and field, and every tool whose
 * parameter schema cannot be compiled. Blocked when a description finding is
 * high or medium severity (unless the policy only warns on descriptions), or
 * when a schema is broken.
 *
 * @example
 * const report = await audit({ file: "tools.json" }, () => loadGuard(undefined, io), io);
 */
export async function audit(
  options: AuditOptions,
  getGuard: () => Promise<Guard>,
  io: CliIo,
): Promise<CliReport> {
  const sources = [options.file, options.stdio, options.url].filter((s) => s !== undefined);
  if (sources.length !== 1) {
    throw new CliUsageError(
      "audit needs exactly one of: a file (or - for stdin), --stdio <command>, --url <url>",
    );
  }
  const { tools, source, text } = await loadTools(options, io);
  const guard = await getGuard();
  const report = guard.guardToolset(tools);
  const broken = await brokenSchemas(
    guard,
    tools,
    report.cleaned.map((t) => t.name),
  );
  const findings = [...report.findings.map((f) => toCliFinding(f, text)), ...broken];
  const flagged = new Set(findings.map((f) => f.tool));
  const action = guard.policy.injection.descriptions;
  // Hosted tools (`{ "type": "web_search_preview" }`) declare no function: not audited, not counted.
  const skipped = tools.length - report.cleaned.length;
  const checked = `${plural(report.cleaned.length, "tool")} from ${source}${skipped > 0 ? ` (${plural(skipped, "hosted tool")} skipped)` : ""}`;
  const summary =
    findings.length === 0
      ? `${checked}: no findings`
      : `${checked}: ${plural(findings.length, "finding")} in ${plural(flagged.size, "tool")}`;
  const notes = [
    ...(report.findings.length > 0 ? [policyNote(action, report.removed)] : []),
    ...(broken.length > 0
      ? ["A tool whose schema cannot be compiled gets every call refused."]
      : []),
    ...(findings.length > 0
      ? ["Inspect the findings above before an agent trusts these tools."]
      : []),
  ];
  return {
    command: "audit",
    source,
    blocked: (report.blocked && gates(action)) || broken.length > 0,
    summary,
    findings,
    notes,
    data: {
      tools: report.cleaned.map((t) => ({
        name: t.name,
        findings: findings.filter((f) => f.tool === t.name).length,
      })),
      descriptionsPolicy: action,
      removed: report.removed,
      findings: report.findings,
      invalidSchemas: broken.map((f) => f.tool),
    },
  };
}

/**
 * Tools whose parameter schema cannot be compiled: the guard would refuse
 * every call to them (`invalid_tool_schema`). Found by judging one empty
 * call per tool; nothing is executed.
 */
async function brokenSchemas(
  guard: Guard,
  tools: readonly ToolInput[],
  names: readonly string[],
): Promise<CliFinding[]> {
  if (names.length === 0) return [];
  const verdict = await guard.validateToolCalls(
    names.map((name) => ({ name, arguments: {} })),
    { tools },
  );
  return verdict.calls.flatMap((call) =>
    call.findings
      .filter((f) => f.code === "invalid_tool_schema")
      .map((f) => ({
        ruleId: f.code,
        severity: "medium" as const,
        message: f.message,
        tool: call.name,
        field: "parameters",
      })),
  );
}

async function loadTools(
  options: AuditOptions,
  io: CliIo,
): Promise<{ tools: readonly ToolInput[]; source: string; text?: string }> {
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  if (options.stdio !== undefined) {
    const env = options.env === undefined ? {} : { env: options.env };
    const tools = await listMcpTools({ stdio: options.stdio, cwd: io.cwd, ...env }, timeout);
    return { tools, source: `mcp+stdio:${options.stdio}` };
  }
  if (options.url !== undefined) {
    return { tools: await listMcpTools({ url: options.url }, timeout), source: options.url };
  }
  const { text, source } = await readSource(options.file!, io);
  return { tools: extractTools(parseJson(text, source), source), source, text };
}

function toCliFinding(f: ToolFieldFinding, text: string | undefined): CliFinding {
  const at = text === undefined ? undefined : locateInJson(text, f.tool, f.excerpt);
  return {
    ruleId: f.rule,
    severity: f.severity,
    category: f.category,
    message: `${f.category} in ${f.tool} ${f.field}`,
    tool: f.tool,
    field: f.field,
    start: f.start,
    end: f.end,
    excerpt: f.excerpt,
    ...(at ?? {}),
  };
}

function policyNote(action: string, removed: readonly string[]): string {
  if (action === "block") {
    return `Under this policy (descriptions: "block") the guard withholds: ${removed.join(", ") || "nothing"}.`;
  }
  if (action === "sanitise") {
    // A tool whose name (or a `$defs` key, a `const`) carries the order cannot be cleaned.
    const withheld =
      removed.length > 0
        ? `, except those it cannot clean, which it withholds: ${removed.join(", ")}`
        : "";
    return `Under this policy (descriptions: "sanitise") the guard strips these spans and keeps the tools${withheld}.`;
  }
  return `Under this policy (descriptions: "${action}") the guard passes these descriptions on unchanged.`;
}
