import { describe, expect, it } from "vitest";
import { repairArguments } from "./repair-arguments.js";
import type { ToolSpec } from "./tool-spec.js";

const tool: ToolSpec = {
  name: "t",
  parameters: {
    type: "object",
    properties: {
      days: { type: "integer" },
      ratio: { type: "number" },
      ok: { type: "boolean" },
      city: { type: "string" },
      ids: { type: "array", items: { type: "integer" } },
      nested: { type: "object", properties: { n: { type: "integer" } } },
    },
  },
};

describe("repairArguments", () => {
  it("makes only meaning-preserving repairs and reports each", () => {
    const result = repairArguments(
      { days: "7", ok: "Yes", city: ["Paris"], ids: ["1", 2], nested: { n: [" 3 "] } },
      tool,
    );
    expect(result.arguments).toEqual({
      days: 7,
      ok: true,
      city: "Paris",
      ids: [1, 2],
      nested: { n: 3 },
    });
    expect(result.repairs).toEqual([
      { kind: "numeric_string", path: "days", from: "7", to: 7 },
      { kind: "boolean_string", path: "ok", from: "Yes", to: true },
      { kind: "singleton_list", path: "city", from: ["Paris"], to: "Paris" },
      { kind: "numeric_string", path: "ids.0", from: "1", to: 1 },
      { kind: "singleton_list", path: "nested.n", from: [" 3 "], to: 3 },
    ]);
  });

  it("never changes case, and leaves what it cannot repair safely", () => {
    const args = { city: "  PARIS ", days: "7.5", ratio: "1e999", ok: "maybe" };
    const result = repairArguments(args, tool);
    expect(result.arguments).toBe(args);
    expect(result.repairs).toEqual([]);
    expect(repairArguments({ days: "12345678901234567890" }, tool).repairs).toEqual([]);
  });

  it('reports a repair under a member named "" at its own path, not at a top-level namesake', () => {
    const parameters = {
      type: "object",
      properties: { "": { type: "object", properties: { b: { type: "integer" } } } },
    } as const;
    const result = repairArguments({ "": { b: ["7"] }, b: 3 }, { name: "t", parameters });
    expect(result.repairs).toEqual([{ kind: "singleton_list", path: ".b", from: ["7"], to: 7 }]);
    expect(result.arguments).toEqual({ "": { b: 7 }, b: 3 });
  });

  it("does not mutate its input", () => {
    const args = Object.freeze({ days: "7", ids: Object.freeze(["1"]) });
    const result = repairArguments(args, tool);
    expect(args.days).toBe("7");
    expect(result.arguments).toEqual({ days: 7, ids: [1] });
  });
});

describe("repairArguments keeps a number's value exactly", () => {
  const tool = {
    name: "pay",
    parameters: {
      type: "object",
      properties: { amount: { type: "number" }, count: { type: "integer" } },
    },
  };

  it("repairs a numeral that reads back as written, in any spelling of it", () => {
    for (const [from, to] of [
      ["7", 7],
      ["7.50", 7.5],
      ["0.1", 0.1],
      ["-0.25", -0.25],
      ["1e3", 1000],
      ["2.5E-3", 0.0025],
    ] as const) {
      expect(repairArguments({ amount: from }, tool).arguments.amount).toBe(to);
    }
  });

  it("leaves a numeral as written when the nearest double would change it", () => {
    for (const from of [
      "19.999999999999999999",
      "0.30000000000000000001",
      "12345678901234567890",
      "1e-400",
    ]) {
      const { arguments: out, repairs } = repairArguments({ amount: from }, tool);
      expect(out.amount).toBe(from);
      expect(repairs).toEqual([]);
    }
    expect(repairArguments({ count: "9007199254740993" }, tool).arguments.count).toBe(
      "9007199254740993",
    );
  });
});
