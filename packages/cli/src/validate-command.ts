import type { Decision, Guard, Repair } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import type { CliFinding, CliReport } from "./cli-report.js";
import { plural } from "./plural.js";
import { readCalls } from "./read-calls.js";
import { parseJson, readSource } from "./read-input.js";
import { extractTools } from "./read-tools.js";

/**
 * Options of `toolform validate`. A call is JSON text, `@file`, or `-` (stdin).
 *
 * @example
 * const o: ValidateOptions = { tools: "tools.json", calls: ['{"name":"f","arguments":{}}'] };
 */
export interface ValidateOptions {
  readonly tools: string | undefined;
  readonly calls: readonly string[];
}

/**
 * Judges calls against a toolset under the policy, exactly as an adapter
 * would: the decision, the findings, the repairs, and the feedback the model
 * would receive. Blocked when any call would not execute.
 *
 * @example
 * const report = await validate({ tools: "tools.json", calls: ["@call.json"] }, async () => guard, io);
 */
export async function validate(
  options: ValidateOptions,
  getGuard: () => Promise<Guard>,
  io: CliIo,
): Promise<CliReport> {
  if (options.tools === undefined) throw new CliUsageError("validate needs --tools <file>");
  if (options.calls.length === 0) throw new CliUsageError("validate needs --call <json|@file|->");
  const toolsFile = await readSource(options.tools, io);
  const tools = extractTools(parseJson(toolsFile.text, toolsFile.source), toolsFile.source);
  const calls = [];
  for (const spec of options.calls) {
    const { text, source } = await readCallText(spec, io);
    calls.push(...readCalls(parseJson(text, source), source));
  }
  const guard = await getGuard();
  const decisions: Decision[] = [];
  // One run per call: each call is judged on its own, not against a shared retry budget.
  for (const [index, call] of calls.entries()) {
    decisions.push(await guard.decide(call, { tools, runId: `toolform-cli-${index}` }));
  }
  const refused = decisions.filter((d) => d.action !== "execute").length;
  return {
    command: "validate",
    source: toolsFile.source,
    blocked: refused > 0,
    summary:
      refused === 0
        ? `${plural(calls.length, "call")} against ${toolsFile.source}: every call would execute`
        : `${plural(calls.length, "call")} against ${toolsFile.source}: ${refused} would not execute`,
    findings: decisions.flatMap(toCliFindings),
    notes: decisions.flatMap(describeDecision),
    data: { calls: decisions },
  };
}

async function readCallText(spec: string, io: CliIo): Promise<{ text: string; source: string }> {
  if (spec === "-") return readSource("-", io);
  if (spec.startsWith("@")) return readSource(spec.slice(1), io);
  return { text: spec, source: "--call" };
}

function toCliFindings(d: Decision): CliFinding[] {
  return d.findings.map((f) => ({
    ruleId: f.code,
    severity: f.severity ?? (d.action === "execute" ? "low" : "high"),
    message: f.message,
    tool: d.tool,
    ...(f.category === undefined ? {} : { category: f.category }),
    ...(f.path === undefined ? {} : { field: f.path }),
    ...(f.start === undefined ? {} : { start: f.start, end: f.end }),
  }));
}

function describeDecision(d: Decision, index: number): string[] {
  const head = `call #${index} ${d.tool} → ${d.action}`;
  const lines = [
    d.repairs.length > 0 ? `${head} (repaired: ${d.repairs.map(describeRepair).join(", ")})` : head,
  ];
  if (d.action === "execute") lines.push(`  executes with: ${JSON.stringify(d.arguments)}`);
  if (d.feedback !== undefined) lines.push(`  the model would read: ${d.feedback}`);
  return lines;
}

function describeRepair(r: Repair): string {
  return `${r.path || "(call)"} ${JSON.stringify(r.from)} → ${JSON.stringify(r.to)}`;
}
