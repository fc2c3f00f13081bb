import {
  createGuard,
  normalizeCall,
  repairArguments,
  ToolformError,
  toToolSpecs,
  validateArguments,
  validateToolCalls,
} from "@toolform/core";
import { describe, expect, it } from "vitest";
import { deepObject, watchdog } from "../../../../test-support/hostile.js";

// A schema that cannot be compiled rejects the call with invalid_tool_schema
// (validateToolCalls / decide) or a ToolformError (validateArguments, which
// has no bucket for it); never a hang, a stack overflow or a network fetch.

const uncompilable: [string, unknown][] = [
  ["an unknown type name", { type: "object", properties: { a: { type: "strng" } } }],
  ["a numeric type", { type: 5 }],
  ["required as a string", { type: "object", required: "a" }],
  ["properties as an array", { type: "object", properties: [] }],
  ["minimum as a string", { type: "object", properties: { a: { minimum: "x" } } }],
  ["a dangling $ref", { type: "object", properties: { a: { $ref: "#/$defs/missing" } } }],
  ["a remote $ref (never fetched)", { $ref: "https://evil.example/schema.json" }],
];

function expectClearThrowOrReport(fn: () => unknown): void {
  try {
    watchdog(fn);
  } catch (e) {
    expect(ToolformError.isInstance(e)).toBe(true);
  }
}

describe("adversarial: invalid JSON Schema", () => {
  for (const [label, parameters] of uncompilable) {
    it(`${label}: the call is rejected with invalid_tool_schema`, async () => {
      const tools = [{ name: "t", parameters: parameters as { [k: string]: unknown } }];
      const v = await validateToolCalls([{ name: "t", arguments: { a: 1 } }], { tools });
      expect(v.allowed).toBe(false);
      expect(v.calls[0]!.findings.map((f) => f.code)).toEqual(["invalid_tool_schema"]);
      expectClearThrowOrReport(() => validateArguments({ name: "t", arguments: { a: 1 } }, tools));
    });
  }

  it("a tool whose parameters are not a schema at all is named in toToolSpecs' error", () => {
    for (const parameters of ["not a schema", 42, null]) {
      try {
        toToolSpecs([
          { name: "fine", parameters: { type: "object" } },
          { name: "broken", parameters },
        ]);
        expect.unreachable("toToolSpecs accepted a non-schema");
      } catch (e) {
        expect(ToolformError.isInstance(e)).toBe(true);
        expect((e as Error).message).toMatch(/broken|\b1\b/);
      }
    }
  });

  it("an unknown draft or a made-up meta-schema ($schema) is read as draft-07, never fetched", async () => {
    for (const $schema of [
      "http://json-schema.org/draft-03/schema#",
      "http://json-schema.org/draft-04/schema#",
      "https://evil.example/meta",
      42,
    ]) {
      const parameters = { $schema, type: "object", properties: { a: { type: "integer" } } };
      const tools = [{ name: "t", parameters }];
      const v = await validateToolCalls(
        [
          { name: "t", arguments: { a: 1 } },
          { name: "t", arguments: { a: "x" } },
        ],
        { tools },
      );
      expect(v.calls[0]!.allowed).toBe(true);
      expect(v.calls[1]!.findings.map((f) => f.code)).toEqual(["argument_type_mismatch"]);
    }
  });

  it("a broken schema on one tool does not poison another tool's calls", async () => {
    const tools = [
      { name: "bad", parameters: { type: "strng" } },
      { name: "good", parameters: { type: "object", properties: { a: { type: "integer" } } } },
    ];
    const v = await validateToolCalls(
      [
        { name: "bad", arguments: {} },
        { name: "good", arguments: { a: 1 } },
      ],
      { tools },
    );
    expect(v.calls.map((c) => c.allowed)).toEqual([false, true]);
  });
});

describe("adversarial: $ref cycles", () => {
  const selfRef = { $ref: "#" };
  const mutual = {
    $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
    $ref: "#/$defs/a",
  };
  const propertyCycle = {
    type: "object",
    properties: { x: { $ref: "#/properties/y" }, y: { $ref: "#/properties/x" } },
  };

  it("a schema that is only a reference to itself: invalid_tool_schema, never executed, normalize/repair terminate", async () => {
    const tool = { name: "t", parameters: selfRef };
    const v = await validateToolCalls([{ name: "t", arguments: { x: 1 } }], { tools: [tool] });
    expect(v.calls[0]!.findings.map((f) => f.code)).toEqual(["invalid_tool_schema"]);
    const d = await createGuard().decide({ name: "t", arguments: { x: 1 } }, { tools: [tool] });
    expect(d.action).not.toBe("execute");
    expectClearThrowOrReport(() =>
      normalizeCall({ name: "t", arguments: { x: "1" } }, tool, { strictness: "normalized" }),
    );
    expectClearThrowOrReport(() => repairArguments({ x: "1" }, tool));
  });

  for (const [label, parameters] of [
    ["two definitions referring to each other", mutual],
    ["two properties referring to each other", propertyCycle],
  ] as const) {
    it(`${label}: invalid_tool_schema, and normalize/repair terminate`, async () => {
      const tool = { name: "t", parameters };
      const tools = [tool];
      const v = await validateToolCalls([{ name: "t", arguments: { x: 1 } }], { tools });
      expect(v.calls[0]!.findings.map((f) => f.code)).toEqual(["invalid_tool_schema"]);
      // The reason names the schema's fault, not the engine's stack.
      expect(() => validateArguments({ name: "t", arguments: { x: 1 } }, tools)).toThrow(
        /\$ref|refers to itself/,
      );
      expect(() => validateArguments({ name: "t", arguments: { x: 1 } }, tools)).not.toThrow(
        /call stack/,
      );
      expectClearThrowOrReport(() =>
        normalizeCall({ name: "t", arguments: { x: "1", y: "2" } }, tool, {
          strictness: "normalized",
        }),
      );
      expectClearThrowOrReport(() => repairArguments({ x: "1", y: "2" }, tool));
    });
  }

  const tree = {
    type: "object",
    properties: { v: { type: "integer" }, child: { $ref: "#" } },
    required: ["v"],
  };

  it("a well-founded recursive schema validates nested data (100 levels)", () => {
    let data: { [k: string]: unknown } = { v: 0 };
    for (let i = 1; i < 100; i++) data = { v: i, child: data };
    const report = validateArguments({ name: "t", arguments: data }, [
      { name: "t", parameters: tree },
    ]);
    expect(report.ok).toBe(true);
  });

  it("recursive schema, depth 10,000 data: validateArguments answers or throws a ToolformError, no stack overflow", () => {
    const data = deepObject(10_000);
    expectClearThrowOrReport(() =>
      validateArguments({ name: "t", arguments: data }, [
        { name: "t", parameters: { type: "object", properties: { a: { $ref: "#" } } } },
      ]),
    );
  });

  it("normalizeCall through a recursive schema normalises every level (repairs too)", () => {
    const args = { v: "1", child: { v: " 2 ", child: { v: "3" } } };
    const out = normalizeCall(
      { name: "t", arguments: args },
      { name: "t", parameters: tree },
      {
        strictness: "normalized",
      },
    );
    expect(out).toEqual({ v: 1, child: { v: 2, child: { v: 3 } } });
    const { arguments: repaired } = repairArguments(
      { v: "1", child: { v: "2", child: { v: "3" } } },
      { name: "t", parameters: tree },
    );
    expect(repaired).toEqual({ v: 1, child: { v: 2, child: { v: 3 } } });
  });
});
