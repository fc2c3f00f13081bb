import { describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };
import { toolVersion } from "../src/version.js";
import { expectOneLineError, runCli } from "./cli-harness.js";

describe("toolform usage", () => {
  it("prints the overview on stderr with exit 2 when no command is given, on stdout with 0 when asked", async () => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("toolform audit <file|->");
    expect(r.stderr).toContain("Exit codes: 0 clean, 1");
    // Asked for, the overview is the output.
    for (const ask of ["--help", "-h", "help"]) {
      const r = await runCli([ask]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain("toolform audit <file|->");
    }
  });

  it("prints help for each command and exits 0", async () => {
    for (const command of ["audit", "validate", "scan"]) {
      const r = await runCli([command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^toolform ${command}: `));
      expect(r.stdout).toContain("--policy <file>");
      expect(r.stdout).toContain("Usage:");
    }
    expect((await runCli(["audit", "-h"])).stdout).toContain("--stdio <command>");
    expect((await runCli(["validate", "--help"])).stdout).toContain("--call <call>");
    expect((await runCli(["scan", "--help"])).stdout).toContain("tool_output");
  });

  it("prints the package version", async () => {
    const r = await runCli(["--version"]);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
    expect(toolVersion).toBe(pkg.version);
  });

  it("refuses an unknown command, an unknown flag and a missing flag value in one line", async () => {
    const unknown = await runCli(["lint", "x"]);
    expectOneLineError(unknown);
    expect(unknown.stderr).toContain('unknown command "lint"');
    const flag = await runCli(["scan", "--colour", "hi"]);
    expectOneLineError(flag);
    expect(flag.stderr).toContain("--colour");
    expect(flag.stderr).toContain("toolform scan --help");
    expectOneLineError(await runCli(["audit", "--stdio"]));
  });

  it("escapes terminal controls in an error line: it quotes the input", async () => {
    const r = await runCli(["\u001b[2J\rlint"]);
    expectOneLineError(r);
    expect(r.stderr).toBe(
      'toolform: unknown command "\\u{1b}[2J\\u{d}lint" (expected audit, validate or scan; see toolform --help)\n',
    );
  });

  it("escapes terminal controls in the stack TOOLFORM_DEBUG prints too", async () => {
    const before = process.env.TOOLFORM_DEBUG;
    process.env.TOOLFORM_DEBUG = "1";
    try {
      const r = await runCli(["audit", "x\u001b[2Jy.json"]);
      expect(r.stderr).toContain("x\\u{1b}[2Jy.json");
      expect(r.stderr).not.toContain("\u001b");
    } finally {
      if (before === undefined) delete process.env.TOOLFORM_DEBUG;
      else process.env.TOOLFORM_DEBUG = before;
    }
  });

  it("refuses --json together with --sarif, and a bad timeout", async () => {
    expectOneLineError(await runCli(["scan", "hi", "--json", "--sarif"]));
    const timeout = await runCli(["audit", "--stdio", "x", "--timeout", "soon"]);
    expectOneLineError(timeout);
    expect(timeout.stderr).toContain("--timeout");
  });
});

describe("unreadable input", () => {
  it("a missing file: one line, exit 2", async () => {
    const r = await runCli(["audit", "no-such-file.json"]);
    expectOneLineError(r);
    expect(r.stderr).toBe("toolform: cannot read no-such-file.json: no such file\n");
    expect(r.stdout).toBe("");
  });

  it("a directory, invalid JSON, JSON without tools, a non-object tool", async () => {
    expect((await runCli(["audit", "."])).stderr).toContain("it is a directory");
    const bad = await runCli(["audit", "-"], '{"tools": [');
    expectOneLineError(bad);
    expect(bad.stderr).toContain("stdin is not valid JSON");
    const none = await runCli(["audit", "-"], '{"name": "x"}');
    expectOneLineError(none);
    expect(none.stderr).toContain("holds no tool list");
    const scalar = await runCli(["audit", "-"], "[42]");
    expectOneLineError(scalar);
    expect(scalar.stderr).toContain("tool #0 is not an object");
  });

  it("stdin that is a terminal is refused rather than waited on", async () => {
    const r = await runCli(["audit", "-"]);
    expectOneLineError(r);
    expect(r.stderr).toContain("stdin");
  });

  it("audit needs exactly one source", async () => {
    expectOneLineError(await runCli(["audit"]));
    expectOneLineError(await runCli(["audit", "tools.json", "--url", "http://localhost:1/mcp"]));
  });

  it("names a bad policy file once, as given, then what is wrong in it", async () => {
    const invalid = await runCli(["scan", "hello", "--policy", "policy-invalid.json"]);
    expect(invalid.stderr).toBe(
      'toolform: policy policy-invalid.json: onInvalid: expected one of "feedback" | "stop" | "execute", got "sometimes"\n',
    );
    const missing = await runCli(["scan", "hello", "--policy", "nope.json"]);
    expect(missing.stderr).toBe("toolform: policy nope.json: no such file\n");
  });

  it("a policy file that is missing or invalid is a usage error", async () => {
    const missing = await runCli(["scan", "hello", "--policy", "nope.json"]);
    expectOneLineError(missing);
    expect(missing.stderr).toContain("policy nope.json");
    const invalid = await runCli(["scan", "hello", "--policy", "policy-invalid.json"]);
    expectOneLineError(invalid);
    expect(invalid.stderr).toContain("policy policy-invalid.json");
    expect(invalid.stderr).toContain("onInvalid");
  });
});
