import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { definePolicy, loadPolicy, ToolformError } from "@toolform/core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { prototypePolluted } from "../../../../test-support/hostile.js";

// A policy file is configuration an attacker may influence (a repo, an MCP
// server's bundle). Every bad one is refused with a ToolformError that names
// what is wrong; none pollutes a prototype, none is half-applied.

const dir = mkdtempSync(join(tmpdir(), "toolform-policy-"));
let n = 0;
function file(text: string): string {
  const path = join(dir, `p${n++}.json`);
  writeFileSync(path, text);
  return path;
}

afterEach(() => {
  expect(prototypePolluted()).toBe(false);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function expectRefused(text: string, mentions: RegExp): Promise<void> {
  const error = await loadPolicy(file(text)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(ToolformError.isInstance(error), `accepted: ${text.slice(0, 80)}`).toBe(true);
  expect((error as Error).message).toMatch(mentions);
  expect((error as Error).message.length).toBeLessThan(2_000);
}

describe("adversarial: hostile policy files", () => {
  const refused: [string, string, RegExp][] = [
    ["not JSON", "{onInvalid: stop", /JSON|parse/i],
    ["an array", "[]", /object/i],
    ["null", "null", /object/i],
    ["an unknown onInvalid", '{"onInvalid":"explode"}', /onInvalid/],
    ["a misspelt key", '{"onInvalidd":"stop"}', /onInvalidd/],
    ["a negative byte limit", '{"limits":{"maxArgumentBytes":-1}}', /maxArgumentBytes/],
    ["an infinite byte limit (1e999)", '{"limits":{"maxArgumentBytes":1e999}}', /maxArgumentBytes/],
    ["a fractional depth", '{"limits":{"maxDepth":2.5}}', /maxDepth/],
    ["allowTools as a string", '{"allowTools":"all"}', /allowTools/],
    ["a negative maxRetries", '{"maxRetries":-1}', /maxRetries/],
    ["an unknown injection action", '{"injection":{"arguments":"ignore"}}', /arguments/],
    ["a value rule that is not an object", '{"values":{"t":{"a":"anything"}}}', /t|a/],
    ["a value rule with min > max", '{"values":{"t":{"a":{"min":5,"max":1}}}}', /min|max/],
    [
      "a value rule with an uncompilable pattern",
      '{"values":{"t":{"a":{"pattern":"("}}}}',
      /pattern/,
    ],
    ["classifierFailure not open/closed", '{"classifierFailure":"maybe"}', /classifierFailure/],
  ];

  for (const [label, text, mentions] of refused) {
    it(`${label}: refused with a ToolformError naming it`, async () => {
      await expectRefused(text, mentions);
    });
  }

  it("a missing file: ToolformError naming the path", async () => {
    const path = join(dir, "absent.json");
    const error = await loadPolicy(path).catch((e: unknown) => e);
    expect(ToolformError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("absent.json");
  });

  it("__proto__ / constructor keys: refused or ignored, never applied to a prototype", async () => {
    for (const text of [
      '{"__proto__":{"polluted":true,"onInvalid":"execute"}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"injection":{"__proto__":{"arguments":"off"}}}',
    ]) {
      const policy = await loadPolicy(file(text)).catch((e: unknown) => e);
      if (ToolformError.isInstance(policy)) continue;
      const p = policy as Awaited<ReturnType<typeof loadPolicy>>;
      // Ignored: the defaults stand, a hostile prototype did not switch anything off.
      expect(p.onInvalid).toBe("feedback");
      expect(p.injection.arguments).toBe("block");
    }
  });

  it("a loaded policy is frozen: it cannot be loosened after the check", async () => {
    const p = await loadPolicy(file('{"onInvalid":"stop","limits":{"maxDepth":8}}'));
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.limits)).toBe(true);
    expect(() => {
      (p as { onInvalid: string }).onInvalid = "execute";
    }).toThrow(TypeError);
  });

  it("definePolicy refuses functions where data belongs and data where functions belong", () => {
    expect(() => definePolicy({ classifier: "yes" } as never)).toThrow(/classifier/);
    expect(() => definePolicy({ onEvent: 1 } as never)).toThrow(/onEvent/);
  });

  it("a policy file nested 100,000 arrays deep is refused, not a stack overflow", async () => {
    const text = `{"allowTools":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    await expectRefused(text, /allowTools/);
  });
});
