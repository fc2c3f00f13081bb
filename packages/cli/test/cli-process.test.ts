import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureServerCommand, fixtures } from "./cli-harness.js";

const src = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function node(args: readonly string[]): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: fixtures, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

// The real bin, bundled from the sources (with the core inlined) so this runs
// on a fresh clone without a prior `pnpm build`.
describe("the toolform bin in a child process", () => {
  let dir: string;
  let cli: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "toolform-cli-"));
    await build({
      entry: { cli: src("cli/src/cli.ts") },
      outDir: dir,
      format: ["esm"],
      target: "node22",
      platform: "node",
      config: false,
      silent: true,
      dts: false,
      // Self-contained: bundled CommonJS dependencies get a real `require`.
      noExternal: [/./],
      banner: {
        js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
      },
      esbuildOptions(options) {
        options.alias = { "@toolform/core": src("core/src/index.ts") };
      },
    });
    cli = join(dir, "cli.js");
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("audits the fixture MCP server end to end and exits 1", async () => {
    const r = await node([cli, "audit", "--stdio", fixtureServerCommand]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^BLOCKED {2}3 tools from mcp\+stdio:/);
    expect(r.stdout).toMatch(/^add +description +/m);
  });

  it("ends quietly, with the command's exit code, when stdout is closed early (| head -1)", async () => {
    const calls = Array.from({ length: 4000 }, (_, i) => ({
      name: "get_weather",
      arguments: { city: `City number ${i}` },
    }));
    const callsFile = join(dir, "calls.json");
    await writeFile(callsFile, JSON.stringify(calls));
    const headOne = (args: readonly string[]) =>
      new Promise<{ code: number | null; first: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], {
          cwd: fixtures,
          env: { ...process.env, NO_COLOR: "1" },
        });
        let first = "";
        let stderr = "";
        child.stderr.on("data", (chunk) => {
          stderr += chunk;
        });
        child.stdout.once("data", (chunk) => {
          first = String(chunk).split("\n")[0]!;
          // What `head -1` does: read a line, then close the pipe.
          child.stdout.destroy();
        });
        child.on("close", (code) => resolve({ code, first, stderr }));
      });
    const clean = await headOne([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      `@${callsFile}`,
    ]);
    expect(clean).toEqual({
      code: 0,
      first: "OK  4000 calls against tools-openai.json: every call would execute",
      stderr: "",
    });
    const blocked = await headOne([
      "validate",
      "--tools",
      "tools-openai.json",
      "--call",
      `@${callsFile}`,
      "--call",
      '{"name":"get_weather","arguments":{}}',
    ]);
    expect(blocked.stderr).toBe("");
    expect(blocked.code).toBe(1);
  });

  it("exits 0 on a clean file and 2 with one line and no stack on a missing one", async () => {
    expect((await node([cli, "audit", "tools-clean-anthropic.json"])).code).toBe(0);
    const missing = await node([cli, "audit", "missing.json"]);
    expect(missing).toEqual({
      code: 2,
      stdout: "",
      stderr: "toolform: cannot read missing.json: no such file\n",
    });
  });
});
