import { describe, expect, it } from "vitest";
import { expectOneLineError, runCli, sarifProblems } from "./cli-harness.js";

interface JsonValidate {
  blocked: boolean;
  findings: { ruleId: string; tool: string; field?: string }[];
  result: { calls: { action: string; arguments: Record<string, unknown>; feedback?: string }[] };
}

const call = (args: unknown, name = "get_weather") => JSON.stringify({ name, arguments: args });

describe("toolform validate", () => {
  it("a valid call would execute: exit 0", async () => {
    const r = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      call({ city: "Paris" }),
    ]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("every call would execute");
    expect(r.stdout).toContain("call #0 get_weather → execute");
    expect(r.stdout).toContain('executes with: {"city":"Paris"}');
  });

  it("escapes terminal controls in a call's tool name and feedback", async () => {
    const name = "get_weather\u001b[2J\u001b[1;1H\rOK";
    const r = await runCli(["validate", "--tools", "tools-openai.json", "--call", call({}, name)]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/[\u001b\r]/);
    expect(r.stdout).toContain("call #0 get_weather\\u{1b}[2J\\u{1b}[1;1H\\u{d}OK → ");
  });

  it("a safe repair executes with the repaired value", async () => {
    const r = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      call('{"city":"Paris","days":"7"}'),
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as JsonValidate;
    expect(out.result.calls[0]?.action).toBe("execute");
    expect(out.result.calls[0]?.arguments).toEqual({ city: "Paris", days: 7 });
  });

  it("an invalid call is refused with the feedback the model would read: exit 1", async () => {
    const r = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      call({ city: "Paris", days: "ten", colour: "red" }),
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("1 would not execute");
    expect(r.stdout).toMatch(/argument_type_mismatch/);
    expect(r.stdout).toMatch(/unexpected_argument/);
    expect(r.stdout).toContain("call #0 get_weather → feedback");
    const feedback = r.stdout.split("the model would read: ")[1]!.split("\n")[0]!;
    expect(JSON.parse(feedback)).toMatchObject({
      ok: false,
      error: "invalid call",
      tool: "get_weather",
    });
  });

  it("reads OpenAI and Anthropic call shapes, several calls, from stdin", async () => {
    const calls = [
      {
        id: "call_1",
        type: "function",
        function: { name: "get_weather", arguments: '{"city":"Oslo"}' },
      },
      {
        type: "tool_use",
        id: "toolu_1",
        name: "send_emial",
        input: { to: "a@b.example", body: "hi" },
      },
      { name: "delete_everything", arguments: {} },
    ];
    const r = await runCli(
      ["validate", "--tools", "tools-openai.json", "--call", "-", "--json"],
      JSON.stringify(calls),
    );
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as JsonValidate;
    expect(out.result.calls.map((c) => c.action)).toEqual([
      "execute",
      expect.any(String),
      "feedback",
    ]);
    expect(
      out.findings.some((f) => f.ruleId === "unknown_tool" && f.tool === "delete_everything"),
    ).toBe(true);
  });

  it("a policy changes the decision: repair none + stop", async () => {
    const r = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      call({ city: "Paris", days: "7" }),
      "--policy",
      "policy-strict.json",
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("call #0 get_weather → stop");
  });

  it("--sarif has a result per finding with its code as ruleId", async () => {
    const r = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      call({ days: 0 }),
      "--sarif",
    ]);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifProblems(log)).toEqual([]);
    const ids = log.runs[0].results.map((x: { ruleId: string }) => x.ruleId);
    expect(ids).toContain("missing_required_argument");
  });

  it("hostile input gets a clear answer: __proto__ keys stay data, deep nesting is refused", async () => {
    const proto = await runCli(
      ["validate", "--tools", "tools-openai.json", "--call", "-", "--json"],
      '{"name":"get_weather","arguments":{"city":"Paris","__proto__":{"polluted":true}}}',
    );
    expect(proto.code).toBe(1);
    expect((JSON.parse(proto.stdout) as JsonValidate).findings.map((f) => f.ruleId)).toContain(
      "unexpected_argument",
    );
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    const deep = `{"name":"get_weather","arguments":{"city":${"[".repeat(100_000)}${"]".repeat(100_000)}}}`;
    const r = await runCli(["validate", "--tools", "tools-openai.json", "--call", "-"], deep);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("arguments_too_large");
  });

  it("bad call input is a usage error", async () => {
    expectOneLineError(await runCli(["validate", "--tools", "tools-openai.json"]));
    expectOneLineError(await runCli(["validate", "--call", "{}"]));
    const notJson = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      "{name: x}",
    ]);
    expectOneLineError(notJson);
    expect(notJson.stderr).toContain("--call is not valid JSON");
    const noName = await runCli([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      '{"arguments":{}}',
    ]);
    expectOneLineError(noName);
    expect(noName.stderr).toContain('has no "name"');
    expectOneLineError(
      await runCli(["validate", "--tools", "tools-openai.json", "--call", "@missing.json"]),
    );
  });
});
