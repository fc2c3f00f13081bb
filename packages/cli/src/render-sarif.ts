import type { Severity } from "@toolform/core";
import type { CliFinding, CliReport } from "./cli-report.js";
import { describeRule } from "./rule-descriptions.js";
import { toolVersion } from "./version.js";

const level: Record<Severity, "error" | "warning" | "note"> = {
  high: "error",
  medium: "warning",
  low: "note",
};

/**
 * The `--sarif` output: a SARIF 2.1.0 log with one run, one rule per rule id
 * and one result per finding, for CI and code-scanning dashboards.
 * Findings in a tool declaration carry a logical location `tool/field`.
 *
 * @example
 * writeFileSync("toolform.sarif", renderSarif(report));
 */
export function renderSarif(report: CliReport): string {
  const ruleIds = [...new Set(report.findings.map((f) => f.ruleId))];
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "toolform",
            version: toolVersion,
            rules: ruleIds.map((id) => rule(id, report.findings)),
          },
        },
        invocations: [
          {
            executionSuccessful: true,
            commandLine: `toolform ${report.command}`,
            properties: { blocked: report.blocked, summary: report.summary },
          },
        ],
        results: report.findings.map((f) => result(f, ruleIds.indexOf(f.ruleId), report.source)),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function rule(id: string, findings: readonly CliFinding[]) {
  const first = findings.find((f) => f.ruleId === id)!;
  return {
    id,
    name: id,
    shortDescription: { text: describeRule(id, first.category) },
    defaultConfiguration: { level: level[first.severity] },
    ...(first.category ? { properties: { category: first.category } } : {}),
  };
}

function result(f: CliFinding, ruleIndex: number, source: string) {
  const where = [f.tool, f.field].filter((part) => part !== undefined).join("/");
  return {
    ruleId: f.ruleId,
    ruleIndex,
    level: level[f.severity],
    message: { text: f.excerpt ? `${f.message}: "${f.excerpt}"` : f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUri(source) },
          ...(f.line ? { region: { startLine: f.line, startColumn: f.column ?? 1 } } : {}),
        },
        ...(where
          ? {
              logicalLocations: [
                { fullyQualifiedName: where, name: f.field ?? f.tool, kind: "member" },
              ],
            }
          : {}),
      },
    ],
    properties: {
      severity: f.severity,
      ...(f.start !== undefined ? { start: f.start, end: f.end } : {}),
    },
  };
}

function toUri(source: string): string {
  return encodeURI(source.replaceAll("\\", "/"));
}
