import { describe, expect, it } from "vitest";
import type { CliReport } from "../src/cli-report.js";
import { lineColumn, locateInJson } from "../src/locate.js";
import { readCalls } from "../src/read-calls.js";
import { extractTools } from "../src/read-tools.js";
import { renderSarif } from "../src/render-sarif.js";
import { renderTable, visible } from "../src/render-table.js";
import { splitCommand } from "../src/split-command.js";
import { sarifProblems } from "./cli-harness.js";

const report: CliReport = {
  command: "audit",
  source: "my tools.json",
  blocked: true,
  summary: "2 tools from my tools.json: 2 findings in 1 tool",
  findings: [
    {
      ruleId: "concealment.do_not_tell",
      severity: "high",
      category: "concealment",
      message: "m",
      tool: "add",
      field: "description",
      start: 3,
      end: 9,
      excerpt: "do not\ntell",
      line: 4,
      column: 7,
    },
    {
      ruleId: "hidden_text.zero_width",
      severity: "low",
      category: "hidden_text",
      message: "m",
      tool: "add",
      field: "parameters.properties.a.description",
      excerpt: "\u200b",
    },
  ],
  notes: ["a note"],
  data: {},
};

describe("splitCommand", () => {
  it("splits like a shell without running one", () => {
    expect(splitCommand(`node "my server.js" --name 'a b' x\\ y`)).toEqual([
      "node",
      "my server.js",
      "--name",
      "a b",
      "x y",
    ]);
    expect(splitCommand(`echo "a \\"q\\"" '' $HOME;rm`)).toEqual(["echo", 'a "q"', "", "$HOME;rm"]);
    expect(splitCommand("   ")).toEqual([]);
    expect(() => splitCommand(`node "open`)).toThrow(/unterminated " quote/);
  });
});

describe("extractTools and readCalls", () => {
  it("finds the tool list in each document shape", () => {
    const tool = { name: "f", inputSchema: { type: "object" } };
    expect(extractTools([tool], "s")).toEqual([tool]);
    expect(extractTools({ tools: [tool] }, "s")).toEqual([tool]);
    expect(extractTools({ jsonrpc: "2.0", id: 1, result: { tools: [tool] } }, "s")).toEqual([tool]);
    expect(() => extractTools({ tool }, "s")).toThrow(/holds no tool list/);
    expect(() => extractTools([null], "s")).toThrow(/tool #0 is not an object/);
  });

  it("reads each call shape without mutating it", () => {
    const input = [
      { name: "a", arguments: '{"x":1}' },
      { id: "c1", type: "function", function: { name: "b", arguments: "{}" } },
      { type: "tool_use", id: "t1", name: "c", input: { y: 2 } },
      { name: "d", args: { z: 3 } },
      { toolName: "e", input: {} },
      { name: "f" },
    ];
    const copy = structuredClone(input);
    expect(readCalls(input, "--call")).toEqual([
      { name: "a", arguments: '{"x":1}' },
      { id: "c1", name: "b", arguments: "{}" },
      { id: "t1", name: "c", arguments: { y: 2 } },
      { name: "d", arguments: { z: 3 } },
      { name: "e", arguments: {} },
      { name: "f", arguments: null },
    ]);
    expect(input).toEqual(copy);
    expect(() => readCalls([], "--call")).toThrow(/holds no calls/);
    expect(() => readCalls({ name: "a", arguments: [1] }, "--call")).toThrow(/must be an object/);
  });
});

describe("renderers", () => {
  it("the table escapes hidden characters and leaves out empty columns", () => {
    const table = renderTable(report);
    expect(table.split("\n")[0]).toBe("BLOCKED  2 tools from my tools.json: 2 findings in 1 tool");
    expect(table).toContain('"do not\\u{a}tell"');
    expect(table).toContain('"\\u{200b}"');
    expect(table).toMatch(/TOOL +FIELD +SPAN +SEVERITY +RULE +DETAIL/);
    expect(table.trimEnd().endsWith("a note")).toBe(true);
    expect(visible("a\u202eb\u{e0041}")).toBe("a\\u{202e}b\\u{e0041}");
  });

  it("the table escapes the summary and the notes too: they carry names from the input", () => {
    const table = renderTable({
      ...report,
      summary: "1 tool from \u001b[31mred.json",
      notes: ["withholds: evil\r\u001b[2KOK", "feedback\u2028line"],
    });
    expect(table).not.toMatch(/[\u001b\r\u2028]/);
    expect(table.split("\n")[0]).toBe("BLOCKED  1 tool from \\u{1b}[31mred.json");
    expect(table).toContain("withholds: evil\\u{d}\\u{1b}[2KOK\nfeedback\\u{2028}line\n");
  });

  it("colours status and severity only when asked, keeping columns aligned", () => {
    const plain = renderTable(report);
    const coloured = renderTable(report, { color: true });
    expect(plain).not.toContain("\x1b[");
    expect(coloured.startsWith("\x1b[31mBLOCKED\x1b[0m")).toBe(true);
    expect(coloured).toContain("\x1b[31mhigh    \x1b[0m");
    expect(coloured.replace(/\x1b\[\d+m/g, "")).toBe(plain);
  });

  it("SARIF has the required fields, one rule per id, and severity mapped to level", () => {
    const log = JSON.parse(renderSarif(report));
    expect(sarifProblems(log)).toEqual([]);
    const run = log.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([
      "concealment.do_not_tell",
      "hidden_text.zero_width",
    ]);
    expect(run.results.map((r: { level: string }) => r.level)).toEqual(["error", "note"]);
    expect(run.tool.driver.rules[0].shortDescription.text).toBe("Hides an action from the user");
    expect(run.results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: "my%20tools.json" },
      region: { startLine: 4, startColumn: 7 },
    });
    expect(run.results[1].locations[0].physicalLocation.region).toBeUndefined();
    expect(sarifProblems({ version: "2.0.0", runs: [{ tool: {} }] })).toEqual([
      "version must be 2.1.0",
      "$schema",
      "runs[].tool.driver",
    ]);
  });

  it("locates an excerpt in a JSON file by line and column", () => {
    const text = '[\n {"name": "a",\n  "description": "say \\"hi\\" now"}\n]';
    expect(locateInJson(text, "a", 'say "hi"')).toEqual({ line: 3, column: 19 });
    expect(locateInJson(text, "a", "absent")).toEqual({ line: 2, column: 11 });
    expect(locateInJson(text, "zz", "absent")).toBeUndefined();
    expect(lineColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
