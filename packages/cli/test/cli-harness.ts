import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { CliIo } from "../src/cli-io.js";
import { run } from "../src/run.js";

export const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

/** The fixture MCP server, run by the same Node 22 binary as the tests. */
export const fixtureServerCommand = `"${process.execPath}" --experimental-strip-types "${fixtures}poisoned-mcp-server.ts"`;

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process with captured streams; `stdin` undefined means an interactive terminal. */
export async function runCli(argv: readonly string[], stdin?: string): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => stdin ?? "",
    readFile: (path) => readFile(path, "utf8"),
    cwd: fixtures,
    stdinIsTTY: stdin === undefined,
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

/** A failure message is one line, names the tool, and carries no stack frame. */
export function expectOneLineError(result: CliResult): void {
  if (result.code !== 2) throw new Error(`expected exit 2, got ${result.code}: ${result.stderr}`);
  const lines = result.stderr.trimEnd().split("\n");
  if (lines.length !== 1 || !lines[0]!.startsWith("toolform: ") || /\n\s+at /.test(result.stderr)) {
    throw new Error(`expected a one-line message, got:\n${result.stderr}`);
  }
}

/**
 * Checks a SARIF log against the required properties of the SARIF 2.1.0
 * schema (sarifLog, run, tool, toolComponent, reportingDescriptor, result,
 * message, location, physicalLocation, artifactLocation, region), plus the
 * fields code-scanning dashboards rely on (ruleId, locations). Returns the
 * problems found.
 */
export function sarifProblems(log: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObj(log)) return ["log is not an object"];
  need(log.version === "2.1.0", "version must be 2.1.0");
  need(typeof log.$schema === "string", "$schema");
  need(Array.isArray(log.runs) && log.runs.length > 0, "runs[]");
  for (const run of (log.runs as unknown[]) ?? []) {
    if (!isObj(run) || !isObj(run.tool) || !isObj(run.tool.driver)) {
      problems.push("runs[].tool.driver");
      continue;
    }
    const driver = run.tool.driver;
    need(typeof driver.name === "string" && driver.name.length > 0, "runs[].tool.driver.name");
    const rules = (driver.rules as unknown[] | undefined) ?? [];
    for (const rule of rules) need(isObj(rule) && typeof rule.id === "string", "rules[].id");
    need(Array.isArray(run.results), "runs[].results");
    for (const result of (run.results as unknown[]) ?? []) {
      if (!isObj(result)) {
        problems.push("results[] entry");
        continue;
      }
      need(typeof result.ruleId === "string", "results[].ruleId");
      need(
        isObj(result.message) && typeof result.message.text === "string",
        "results[].message.text",
      );
      need(
        ["none", "note", "warning", "error"].includes(result.level as string),
        "results[].level",
      );
      if (typeof result.ruleIndex === "number") {
        const rule = rules[result.ruleIndex];
        need(isObj(rule) && rule.id === result.ruleId, "results[].ruleIndex points at its rule");
      }
      const locations = result.locations;
      need(Array.isArray(locations) && locations.length > 0, "results[].locations");
      for (const loc of (locations as unknown[]) ?? []) {
        const phys = isObj(loc) ? loc.physicalLocation : undefined;
        need(
          isObj(phys) &&
            isObj(phys.artifactLocation) &&
            typeof phys.artifactLocation.uri === "string",
          "physicalLocation.artifactLocation.uri",
        );
        const region = isObj(phys) ? phys.region : undefined;
        if (region !== undefined) {
          need(
            isObj(region) &&
              Number.isInteger(region.startLine) &&
              (region.startLine as number) >= 1,
            "region.startLine >= 1",
          );
        }
      }
    }
  }
  return problems;
}
