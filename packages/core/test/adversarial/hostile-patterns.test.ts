import { createGuard, scan, validateArguments } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  countRegexExecs,
  recordNativeRegExps,
  recordNativeRegExpsAsync,
  watchdog,
} from "../../../../test-support/hostile.js";

// Each case states its exact outcome. "Under a second" is asserted as a bound
// on work: the hostile pattern never reaches V8's backtracking engine (so the
// match is linear in the input), and the scanner runs a bounded number of
// regex executions. The watchdog only turns a hang into a failure.

const tool = (pattern: string) => [
  {
    name: "t",
    parameters: {
      type: "object",
      properties: { s: { type: "string", pattern } },
      required: ["s"],
    },
  },
];

describe("adversarial: catastrophic patterns in schemas", () => {
  const cases = [
    // [pattern, value, expected ok]
    ["^(a+)+$", `${"a".repeat(50_000)}!`, false],
    ["(x+x+)+y", "x".repeat(50_000), false],
    ["^(a|a?)+$", `${"a".repeat(50_000)}b`, false],
    ["^([a-z0-9]+)*@", `${"a".repeat(50_000)}!`, false],
    ["^(a+)+$", "a".repeat(50_000), true],
  ] as const;

  for (const [pattern, value, ok] of cases) {
    it(`${pattern} on ${value.length} chars: ${ok ? "matches" : "one constraint error"}, linear engine`, () => {
      const { result, sources } = recordNativeRegExps(() =>
        watchdog(() => validateArguments({ name: "t", arguments: { s: value } }, tool(pattern))),
      );
      expect(sources).not.toContain(pattern);
      expect(result.ok).toBe(ok);
      expect(result.nErrors).toBe(ok ? 0 : 1);
      if (!ok) {
        expect(result.constraintErrors).toHaveLength(1);
        expect(result.constraintErrors[0]).toMatch(/^s: /);
      }
    });
  }

  it("a backreference/lookaround pattern RE2 cannot compile is skipped, never run by the backtracking engine", () => {
    for (const pattern of ["^(a+)+\\1$", "(?=a)(a+)+$", "(?<!x)(a+)+$"]) {
      const { result, sources } = recordNativeRegExps(() =>
        watchdog(() =>
          validateArguments(
            { name: "t", arguments: { s: `${"a".repeat(50_000)}!` } },
            tool(pattern),
          ),
        ),
      );
      expect(sources).not.toContain(pattern);
      expect(result).toMatchObject({ ok: true, nErrors: 0, constraintErrors: [] });
    }
  });

  it("a pattern that cannot be compiled at all is skipped: ok, no error, no crash", () => {
    for (const pattern of ["(unclosed", "[z-a]", "*", "\\", "a{2,1}"]) {
      const report = validateArguments({ name: "t", arguments: { s: "anything" } }, tool(pattern));
      expect(report).toMatchObject({ ok: true, nErrors: 0 });
    }
  });

  it("a catastrophic value-rule pattern in a policy is linear too (value_policy_violation)", async () => {
    const { result: d, sources } = await recordNativeRegExpsAsync(() =>
      createGuard({ values: { t: { s: { pattern: "^(a+)+$" } } } }).decide(
        { name: "t", arguments: { s: `${"a".repeat(50_000)}!` } },
        { tools: tool("") },
      ),
    );
    expect(sources).not.toContain("^(a+)+$");
    expect(d.action).not.toBe("execute");
    expect(d.findings.map((f) => f.code)).toEqual(["value_policy_violation"]);
  });
});

describe("adversarial: scanner input built to trigger backtracking", () => {
  const inputs: [string, string][] = [
    ["1 MB of one letter", "a".repeat(1_000_000)],
    ["1 MB of spaces after a trigger word", `ignore${" ".repeat(1_000_000)}x`],
    ["near-miss phrases repeated to 1 MB", "ignore all previous ".repeat(50_000)],
    ["1 MB of base64-looking text", "QUFB".repeat(250_000)],
    ["500k zero-width characters", "\u200b".repeat(500_000)],
    ["500k lone surrogates", "\ud800".repeat(500_000)],
  ];
  for (const [label, text] of inputs) {
    it(`${label}: well-formed result, at most one regex execution per 10 characters`, () => {
      const { result, execs } = countRegexExecs(() => watchdog(() => scan(text)));
      for (const f of result.findings) {
        expect(f.start).toBeGreaterThanOrEqual(0);
        expect(f.end).toBeLessThanOrEqual(text.length);
      }
      // At most one regex execution per 10 characters (a candidate per phrase is fine);
      // a scanner that retries its rules at every offset would execute ~length times.
      expect(execs).toBeLessThan(2_000 + text.length / 10);
      expect(result.findings.length).toBeLessThan(text.length / 10);
    });
  }
});
