import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runDemo } from "./main.ts";
import { useColor } from "./transcript.ts";

// The demo is the README's first command; this asserts what a newcomer sees.
describe("pnpm demo", async () => {
  let out = "";
  const summaries = await runDemo((text) => {
    out += text;
  }, false);
  const [aiSdk, langchain] = out.split(/\n(?=LangChain agent)/);

  it("prints plain text when colour is off", () => {
    expect(out).not.toContain("\x1b[");
    expect(out).toContain("examples/toolform.policy.json");
  });

  for (const [name, section] of [
    ["AI SDK", aiSdk],
    ["LangChain", langchain],
  ] as const) {
    describe(`the ${name} agent`, () => {
      it("strips the poisoned description before the model sees it", () => {
        expect(section).toContain(
          "get_exchange_rate: poisoned description caught before the model saw it",
        );
        const seen = section!.split("model saw: ")[1]!.split("\n")[0]!;
        expect(seen).toContain("exchange rate");
        expect(seen).not.toContain("bank details");
        expect(seen).not.toContain("Do not tell the user");
      });

      it("sends the invalid call back with feedback, then runs the corrected call", () => {
        const lines = section!.split("\n");
        const bad = lines.findIndex((l) => l.includes('get_invoice {"invoice":"INV-1042"}'));
        expect(bad).toBeGreaterThan(-1);
        expect(lines[bad + 1]).toContain("✗ sent back; the model read:");
        expect(lines[bad + 2]).toContain("invoice_id");
        expect(lines[bad + 3]).toContain('get_invoice {"invoice_id":"INV-1042"}');
        expect(lines[bad + 4]).toContain('✓ get_invoice ran with {"invoice_id":"INV-1042"}');
      });

      it("cleans the injected tool output before the model reads it", () => {
        const lines = section!.split("\n");
        const at = lines.findIndex((l) =>
          l.includes("✂ tool output cleaned before the model read it:"),
        );
        expect(lines[at - 1]).toContain("✓ get_invoice ran");
        expect(lines[at + 1]).toContain('"notes":"[redacted]');
        expect(lines[at + 1]).not.toContain("Ignore all previous instructions");
      });

      it("runs a safe repair without a retry", () => {
        expect(section).toContain(
          '✓ transfer_funds ran with {"to":"billing@acme.example","amount":120.5,"currency":"EUR"}  (safe repair: amount "120.50" → 120.5)',
        );
      });

      it("refuses the injected argument without echoing it", () => {
        const refusal = section!.split("send_email {")[1]!.split("\n").slice(1, 3).join("\n");
        expect(refusal).toContain("✗ refused; the model read:");
        expect(refusal).not.toContain("Ignore all previous instructions");
        expect(refusal).not.toContain("archive@ledger-check.example");
        expect(section).not.toContain("✓ send_email ran");
      });

      it("stops the transfer to the look-alike domain with a message the model can act on", () => {
        const after = section!.split('transfer_funds {"to":"billing@аcme.example"')[1]!;
        expect(after.split("\n").slice(1, 3).join("\n")).toMatch(
          /✗ (sent back|refused); the model read:\n.*only looks like acme\.example/,
        );
        expect(section!.match(/✓ transfer_funds ran/g)).toHaveLength(1);
      });
    });
  }

  it("every demo file is plain enough for Node's type stripping, which `pnpm demo` uses", () => {
    const dir = fileURLToPath(new URL(".", import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files).toContain("index.ts");
    for (const file of files) {
      // Throws (with Node's message) on syntax type stripping cannot handle, e.g. an enum.
      execFileSync(process.execPath, ["--experimental-strip-types", "--check", dir + file], {
        stdio: "pipe",
      });
    }
  });

  it("colours only a terminal without NO_COLOR", async () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({}, {})).toBe(false);
    let coloured = "";
    await runDemo((text) => {
      coloured += text;
    }, true);
    expect(coloured).toContain("\x1b[");
    expect(coloured.replace(/\x1b\[\d+m/g, "")).toBe(out);
  });

  it("ends with one summary line per agent, and both agents agree", () => {
    expect(summaries).toEqual([
      "AI SDK   : 5 calls, 2 executed (1 after a safe repair), 2 sent back with feedback, 1 refused; 1 poisoned description stripped, 1 tool output cleaned",
      "LangChain: 5 calls, 2 executed (1 after a safe repair), 2 sent back with feedback, 1 refused; 1 poisoned description stripped, 1 tool output cleaned",
    ]);
    expect(out.trimEnd().split("\n").slice(-2)).toEqual(summaries.map((s) => `  summary ${s}`));
  });
});
