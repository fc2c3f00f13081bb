import { createGuard, definePolicy, validateArguments, validateToolCalls } from "@toolform/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deepJson, deepObject, wideObject } from "../../../../test-support/hostile.js";

// Size and depth limits are policy settings with safe defaults; exceeding one
// is the finding `arguments_too_large`, decided from the input's size before
// any parse or walk (asserted by counting JSON.parse calls on the big input).

const tools = [
  {
    name: "t",
    parameters: {
      type: "object",
      properties: { body: { type: "string" }, a: {} },
      additionalProperties: false,
    },
  },
];

const MB = 1024 * 1024;
const tenMbText = `{"body":"${"x".repeat(10 * MB)}"}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("adversarial: limits", () => {
  it("has safe defaults: at most 1 MiB of argument text and depth at most 64", () => {
    const { limits } = definePolicy({});
    expect(limits.maxArgumentBytes).toBeGreaterThan(0);
    expect(limits.maxArgumentBytes).toBeLessThanOrEqual(MB);
    expect(limits.maxDepth).toBeGreaterThan(0);
    expect(limits.maxDepth).toBeLessThanOrEqual(64);
  });

  it("10 MB argument text: rejected with arguments_too_large, never parsed", async () => {
    const parse = vi.spyOn(JSON, "parse");
    const verdict = await validateToolCalls([{ name: "t", arguments: tenMbText }], { tools });
    expect(parse.mock.calls.some(([text]) => text === tenMbText)).toBe(false);
    expect(verdict.allowed).toBe(false);
    expect(verdict.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
    expect(verdict.calls[0]!.arguments).toBe(tenMbText); // nothing lost
  });

  it("10 MB argument object: rejected with arguments_too_large", async () => {
    const verdict = await validateToolCalls(
      [{ name: "t", arguments: { body: "x".repeat(10 * MB) } }],
      { tools },
    );
    expect(verdict.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("10 MB through guard.decide: not executed, short feedback that does not echo the input", async () => {
    const d = await createGuard().decide({ name: "t", arguments: tenMbText }, { tools });
    expect(d.action).not.toBe("execute");
    expect(d.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
    expect(d.feedback!.length).toBeLessThan(2_000);
    expect(d.originalArguments).toBe(tenMbText);
  });

  it("depth 10,000 (text and object): rejected with arguments_too_large", async () => {
    const verdict = await validateToolCalls(
      [
        { name: "t", arguments: deepJson(10_000) },
        { name: "t", arguments: deepObject(10_000) },
      ],
      { tools },
    );
    for (const c of verdict.calls) {
      expect(c.allowed).toBe(false);
      expect(c.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
    }
  });

  it("depth 10,000 in an array nest: rejected with arguments_too_large", async () => {
    const text = `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const verdict = await validateToolCalls([{ name: "t", arguments: text }], { tools });
    expect(verdict.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("100,000 keys under the default limit: arguments_too_large", async () => {
    const verdict = await validateToolCalls([{ name: "t", arguments: wideObject(100_000) }], {
      tools,
    });
    expect(verdict.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("100,000 keys with raised limits: exactly 100,000 unexpected arguments, linear", async () => {
    const wide = wideObject(100_000);
    const policy = { limits: { maxArgumentBytes: 16 * MB, maxDepth: 64 } };
    const verdict = await validateToolCalls([{ name: "t", arguments: wide }], { tools, policy });
    const call = verdict.calls[0]!;
    expect(call.allowed).toBe(false);
    expect(call.validation.unknownArgs).toHaveLength(100_000);
    expect(call.validation.nErrors).toBe(100_000);
    expect(new Set(call.findings.map((f) => f.code))).toEqual(new Set(["unexpected_argument"]));
  });

  it("validateArguments (no policy, no limits) on 100,000 keys reports each one", () => {
    const report = validateArguments({ name: "t", arguments: wideObject(100_000) }, tools);
    expect(report.unknownArgs).toHaveLength(100_000);
    expect(report.unknownArgs[99_999]).toBe("k99999");
  });

  it("limits are policy settings: one byte over is arguments_too_large, at the limit is fine", async () => {
    const text = '{"body":"xxxxxxxx"}'; // 19 bytes
    const at = await validateToolCalls([{ name: "t", arguments: text }], {
      tools,
      policy: { limits: { maxArgumentBytes: 19 } },
    });
    expect(at.allowed).toBe(true);
    const over = await validateToolCalls([{ name: "t", arguments: text }], {
      tools,
      policy: { limits: { maxArgumentBytes: 18 } },
    });
    expect(over.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("bytes are UTF-8 bytes, not UTF-16 units", async () => {
    const text = '{"body":"ééé"}'; // 14 UTF-16 units, 17 UTF-8 bytes
    const v = await validateToolCalls([{ name: "t", arguments: text }], {
      tools,
      policy: { limits: { maxArgumentBytes: 16 } },
    });
    expect(v.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("depth is a policy setting: maxDepth 2 admits {a:{}} and rejects {a:{a:{}}}", async () => {
    const policy = { limits: { maxDepth: 2 } };
    const ok = await validateToolCalls([{ name: "t", arguments: { a: {} } }], { tools, policy });
    expect(ok.allowed).toBe(true);
    const deep = await validateToolCalls([{ name: "t", arguments: { a: { a: {} } } }], {
      tools,
      policy,
    });
    expect(deep.calls[0]!.findings.map((f) => f.code)).toEqual(["arguments_too_large"]);
  });

  it("feedback stays short however many errors a call has (20 entries per bucket, nErrors the total)", async () => {
    const arrayTool = [
      {
        name: "t",
        parameters: {
          type: "object",
          properties: { items: { type: "array", items: { type: "integer" } } },
          additionalProperties: false,
        },
      },
    ];
    const cases = [
      { items: Array.from({ length: 100_000 }, () => "x") }, // 100,000 type errors, ~0.5 MB
      wideObject(60_000), // 60,000 unexpected arguments, ~0.7 MB
    ];
    for (const args of cases) {
      const d = await createGuard().decide({ name: "t", arguments: args }, { tools: arrayTool });
      expect(d.action).toBe("feedback");
      expect(d.feedback!.length).toBeLessThan(4_000);
      const shown = JSON.parse(d.feedback!).validation;
      expect(shown.nErrors).toBe(d.validation.nErrors);
      expect(shown.nErrors).toBeGreaterThanOrEqual(60_000);
      expect(shown.typeErrors.length + shown.unknownArgs.length).toBeLessThanOrEqual(20);
    }
  });
});
