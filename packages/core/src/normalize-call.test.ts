import { describe, expect, it } from "vitest";
import { normalizeCall } from "./normalize-call.js";
import type { ToolSpec } from "./tool-spec.js";

const tool: ToolSpec = {
  name: "book",
  parameters: {
    type: "object",
    properties: {
      days: { type: "integer" },
      price: { type: ["number", "null"] },
      code: { type: "string" },
      either: { anyOf: [{ type: "integer" }, { type: "string" }] },
      level: { enum: [1, 2, 3] },
      ok: { type: "boolean" },
      city: { type: "string" },
      tags: { type: "array", items: { type: "string" } },
      stops: { type: "array", items: { $ref: "#/$defs/stop" } },
    },
    $defs: {
      stop: {
        type: "object",
        properties: { order: { type: "integer" }, name: { type: "string" } },
      },
    },
  },
};

const normalize = (args: Record<string, unknown>) =>
  normalizeCall({ name: "book", arguments: args }, tool, { strictness: "normalized" });

describe("normalizeCall", () => {
  it("turns numeric strings into numbers only where a number (and no string) is wanted", () => {
    expect(normalize({ days: " 7 ", price: "-3.5", level: "2", code: "007", either: "5" })).toEqual(
      {
        days: 7,
        price: -3.5,
        level: 2,
        code: "007",
        either: "5",
      },
    );
    expect(normalize({ days: "1e3" }).days).toBe(1000);
    for (const notNumeric of ["+1", "0x10", "", "1.", ".5"]) {
      expect(normalize({ days: notNumeric }).days).toBe(notNumeric.trim().toLowerCase());
    }
  });

  it("turns yes/no/true/false into booleans where a boolean is wanted", () => {
    expect(normalize({ ok: " Yes" })).toEqual({ ok: true });
    expect(normalize({ ok: "FALSE" })).toEqual({ ok: false });
    expect(normalize({ ok: "no" })).toEqual({ ok: false });
    expect(normalize({ ok: "maybe" })).toEqual({ ok: "maybe" });
    expect(normalize({ city: "yes" })).toEqual({ city: "yes" });
  });

  it("case-folds and trims strings, and unwraps a one-element list where a scalar is wanted", () => {
    expect(normalize({ city: "  Denver ", days: ["7"], tags: ["A"] })).toEqual({
      city: "denver",
      days: 7,
      tags: ["a"],
    });
  });

  it("recurses through array items and $refs", () => {
    expect(normalize({ stops: [{ order: "2", name: " Oslo" }] })).toEqual({
      stops: [{ order: 2, name: "oslo" }],
    });
  });

  it("returns the arguments unchanged in strict mode, and reads argument text", () => {
    const args = { city: "Denver" };
    expect(
      normalizeCall({ name: "book", arguments: args }, tool, { strictness: "strict" }),
    ).toEqual(args);
    expect(normalizeCall({ name: "book", arguments: '{"days": "4"}' }, tool)).toEqual({ days: 4 });
    expect(normalizeCall({ name: "book", arguments: '{"days": ' }, tool)).toEqual({});
  });

  it("never mutates its input and keeps an own __proto__ key as data", () => {
    const args = JSON.parse('{"__proto__": {"city": "X"}, "city": "Y", "stops": [{"order": "1"}]}');
    const snapshot = JSON.stringify(args);
    const out = normalize(args);
    expect(JSON.stringify(args)).toBe(snapshot);
    expect(Object.hasOwn(out, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.city).toBe("y");
  });
});

describe("normalizeCall: hostile input", () => {
  it("returns on cyclic and very deep arguments", () => {
    const cyclic: Record<string, unknown> = { city: "A" };
    cyclic.self = cyclic;
    expect(normalize(cyclic).city).toBe("a");
    let deep: unknown = "X";
    for (let i = 0; i < 10_000; i++) deep = [deep, 1];
    expect(() => normalize({ tags: deep as string[] })).not.toThrow();
  });
});
