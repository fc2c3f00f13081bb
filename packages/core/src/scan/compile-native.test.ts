import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileNative, compileOnce, nativeOnUse } from "./compile-native.js";

describe("nativeOnUse", () => {
  it("hands back the same regex, which matches as before", () => {
    const re = /\bsaid\b/g;
    const get = nativeOnUse(re);
    expect(get()).toBe(re);
    expect(get()).toBe(re);
    expect(re.lastIndex).toBe(0);
    expect([..."she said, he said".matchAll(get())].map((m) => m.index)).toEqual([4, 13]);
  });
});

describe("compileNative and compileOnce", () => {
  it("leave a global or sticky regex at lastIndex 0", () => {
    const sticky = /x/y;
    sticky.lastIndex = 5;
    compileNative(sticky);
    expect(sticky.lastIndex).toBe(0);
    const global = /x /g;
    compileOnce(global);
    compileOnce(global);
    expect(global.lastIndex).toBe(0);
    expect(global.exec("a x b")?.index).toBe(2);
  });
});

// V8 stops optimizing regex code for the rest of a process once it has
// generated over 1 MB of it (bytecode counted in full) and holds over 16 MB of
// executable memory. The scanner must not be what crosses that line: its
// regexes go straight to native code, which counts as a header of a few
// dozen bytes. V8 reports each regex it compiles with
// --trace-regexp-tier-up; a child process scans every challenge text on
// every channel and sums the bytecode sizes. Before the scanner compiled its
// large context regexes natively, a run over the public records reached
// 1.2 MB; to find a regex that now adds bytecode, run the child with
// --print-regexp-bytecode.
describe("the scanner's regexes in V8's interpreter", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "toolform-tiering-"));
    const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));
    const entry = join(dir, "workload.ts");
    await writeFile(join(dir, "package.json"), '{ "type": "module" }');
    await writeFile(
      entry,
      [
        `import { scan } from ${JSON.stringify(src("../index.ts"))};`,
        `import { attackCases } from ${JSON.stringify(src("./challenge/attack-cases.ts"))};`,
        `import { benignCases } from ${JSON.stringify(src("./challenge/benign-cases.ts"))};`,
        "const texts = [...attackCases.map((c) => c[2]), ...benignCases.map((c) => c[1])];",
        'for (const channel of ["description", "argument", "text", "tool_output"])',
        "  for (const text of texts) scan(text, { channel });",
        "// Every text at once, as one long tool result.",
        'scan(texts.join("\\n\\n"), { channel: "tool_output" });',
      ].join("\n"),
    );
    await build({
      // Not the package's tsup.config.ts (found when vitest runs from
      // packages/core): its `clean` would empty `dir`, workload.ts included.
      config: false,
      entry: { workload: entry },
      outDir: dir,
      format: ["esm"],
      platform: "node",
      target: "node22",
      noExternal: [/.*/],
      silent: true,
      dts: false,
    });
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("add far less than V8's 1 MB of regex bytecode over the challenge set", async () => {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ["--trace-regexp-tier-up", join(dir, "workload.js")],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      );
    });
    const sizes = [...stdout.matchAll(/bytecode size: (\d+)/g)].map((m) => Number(m[1]));
    const natives = [...stdout.matchAll(/native code size: (\d+)/g)].length;
    // The trace is there at all: the scan compiled hundreds of regexes natively.
    expect(natives).toBeGreaterThan(200);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(128 * 1024);
    // No single regex is large enough to matter on its own.
    expect(Math.max(0, ...sizes)).toBeLessThan(16 * 1024);
  }, 120_000);
});
