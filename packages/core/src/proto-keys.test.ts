import { describe, expect, it } from "vitest";
import { normalizeCall } from "./normalize-call.js";
import { escapeData, escapeKey, escapeSchema, unescapeKey } from "./proto-keys.js";
import { repairArguments } from "./repair-arguments.js";
import type { ToolSpec } from "./tool-spec.js";
import { validateArguments } from "./validate-arguments.js";
import { validateInstance } from "./validate-instance.js";

// JSON.parse makes `__proto__` an own key, as a schema or arguments read off the wire have it.
const tool = (schema: string): ToolSpec[] => [{ name: "t", parameters: JSON.parse(schema) }];
const STRICT = tool(
  '{"type":"object","properties":{"__proto__":{"type":"integer"}},"additionalProperties":false}',
);

describe("a parameter named __proto__ is checked by its own schema", () => {
  it("reports a type error for it, not an unknown argument", () => {
    const report = validateArguments({ name: "t", arguments: '{"__proto__":"x"}' }, STRICT);
    expect(report.unknownArgs).toEqual([]);
    expect(report.typeErrors).toEqual(["__proto__: expected integer, got string"]);
    expect(report.nErrors).toBe(1);
  });

  it("accepts a valid value", () => {
    const report = validateArguments({ name: "t", arguments: '{"__proto__":5}' }, STRICT);
    expect(report.ok).toBe(true);
  });

  it("enforces required: [__proto__]", () => {
    const required = tool(
      '{"type":"object","properties":{"__proto__":{"type":"integer"}},"required":["__proto__"]}',
    );
    expect(validateArguments({ name: "t", arguments: "{}" }, required).missingRequired).toEqual([
      "__proto__",
    ]);
    expect(validateArguments({ name: "t", arguments: '{"__proto__":1}' }, required).ok).toBe(true);
  });

  it("checks a nested __proto__ property, with its path in the report", () => {
    const nested = tool(
      '{"type":"object","properties":{"o":{"type":"object","properties":{"__proto__":{"type":"string","minLength":3}},"required":["__proto__"],"additionalProperties":false}}}',
    );
    const short = validateArguments({ name: "t", arguments: '{"o":{"__proto__":"ab"}}' }, nested);
    expect(short.constraintErrors).toEqual(["o.__proto__: length 2 < minLength 3"]);
    expect(short.unknownArgs).toEqual([]);
    const missing = validateArguments({ name: "t", arguments: '{"o":{"x":1}}' }, nested);
    expect(missing.missingRequired).toEqual(["o.__proto__"]);
    expect(missing.unknownArgs).toEqual(["o.x"]);
  });

  it("keeps the unknown-argument rule on the caller's key names", () => {
    const open = tool('{"type":"object","properties":{"__proto__":{"type":"integer"},"a":{}}}');
    expect(validateArguments({ name: "t", arguments: '{"__proto__":1,"a":2}' }, open).ok).toBe(
      true,
    );
    expect(
      validateArguments({ name: "t", arguments: '{"__proto__":1,"b":2}' }, open).unknownArgs,
    ).toEqual(["b"]);
  });

  it("never confuses __proto__ with a key that looks like its escaped form", () => {
    const report = validateArguments(
      { name: "t", arguments: '{"__proto__":5,"\\u0000__proto__":"x"}' },
      STRICT,
    );
    expect(report.unknownArgs).toEqual(["\u0000__proto__"]);
    expect(report.typeErrors).toEqual([]);
  });

  it("matches const/enum objects holding a __proto__ key", () => {
    const schema = JSON.parse('{"properties":{"__proto__":{}},"const":{"__proto__":1}}');
    expect(validateInstance(schema, JSON.parse('{"__proto__":1}')).valid).toBe(true);
    expect(validateInstance(schema, JSON.parse('{"__proto__":2}')).valid).toBe(false);
  });

  it("leaves Object.prototype and the input untouched", () => {
    const args = JSON.parse('{"__proto__":{"polluted":1},"nested":[{"__proto__":{"x":1}}]}');
    const snapshot = JSON.stringify(args);
    const report = validateArguments({ name: "t", arguments: args }, STRICT);
    expect(report.typeErrors).toEqual(["__proto__: expected integer, got object"]);
    expect(report.unknownArgs).toEqual(["nested"]);
    expect(JSON.stringify(args)).toBe(snapshot);
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.hasOwn(args, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
  });

  it("repair and normalise keep __proto__ as data", () => {
    const [spec] = STRICT as [ToolSpec];
    const args = JSON.parse('{"__proto__":"7"}');
    const repaired = repairArguments(args, spec);
    expect(Object.hasOwn(repaired.arguments, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(repaired.arguments, "__proto__")?.value).toBe(7);
    expect(Object.getPrototypeOf(repaired.arguments)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(args, "__proto__")?.value).toBe("7");
    const normalized = normalizeCall({ name: "t", arguments: '{"__proto__":"7"}' }, spec);
    expect(Object.getOwnPropertyDescriptor(normalized, "__proto__")?.value).toBe(7);
    expect(Object.getPrototypeOf(normalized)).toBe(Object.prototype);
  });
});

describe("a $ref never resolves through Object.prototype", () => {
  const refTool = (schema: string) => tool(`{"type":"object","properties":${schema}}`);

  it("reaches a property named __proto__ through its escaped name", () => {
    const tools = refTool('{"__proto__":{"type":"integer"},"b":{"$ref":"#/properties/__proto__"}}');
    expect(validateArguments({ name: "t", arguments: '{"b":"x"}' }, tools).typeErrors).toEqual([
      "b: expected integer, got string",
    ]);
    expect(validateArguments({ name: "t", arguments: '{"b":2}' }, tools).ok).toBe(true);
  });

  it("reaches a definition named __proto__", () => {
    const tools = tool(
      '{"type":"object","$defs":{"__proto__":{"type":"integer"}},"properties":{"b":{"$ref":"#/$defs/__proto__"}}}',
    );
    expect(validateArguments({ name: "t", arguments: '{"b":"x"}' }, tools).ok).toBe(false);
  });

  it.each([
    "#/properties/__proto__",
    "#/properties/constructor",
    "#/properties/toString",
    "#/$defs/__proto__",
    "#/definitions/hasOwnProperty",
  ])("refuses the schema when %s names nothing declared", (ref) => {
    // Resolved by plain property access, these reached Object.prototype or Object:
    // a schema that accepted anything.
    const tools = refTool(`{"b":{"$ref":"${ref}"}}`);
    expect(() => validateArguments({ name: "t", arguments: '{"b":"x"}' }, tools)).toThrow(
      /can't resolve reference/,
    );
  });
});

describe("escapeKey / escapeData / escapeSchema", () => {
  it("is a bijection on keys", () => {
    for (const key of ["__proto__", "\u0000__proto__", "a\u0000b", "\u0000", "", "city"]) {
      expect(unescapeKey(escapeKey(key))).toBe(key);
    }
    expect(new Set(["__proto__", "\u0000__proto__"].map(escapeKey)).size).toBe(2);
  });

  it("copies without mutating, as own data keys", () => {
    const data = JSON.parse('{"__proto__":{"__proto__":[{"__proto__":1}]}}');
    const snapshot = JSON.stringify(data);
    const escaped = escapeData(data) as Record<string, unknown>;
    expect(JSON.stringify(escaped)).toBe(
      '{"\\u0000__proto__":{"\\u0000__proto__":[{"\\u0000__proto__":1}]}}',
    );
    expect(Object.getPrototypeOf(escaped)).toBe(Object.prototype);
    expect(JSON.stringify(data)).toBe(snapshot);
  });

  it("escapes property names, never pattern sources", () => {
    const schema = JSON.parse(
      '{"properties":{"__proto__":{"required":["__proto__"]}},"patternProperties":{"^__":{}},"dependentRequired":{"__proto__":["__proto__"]}}',
    );
    expect(JSON.stringify(escapeSchema(schema))).toBe(
      '{"properties":{"\\u0000__proto__":{"required":["\\u0000__proto__"]}},"patternProperties":{"^__":{}},"dependentRequired":{"\\u0000__proto__":["\\u0000__proto__"]}}',
    );
  });

  it("escapes JSON-pointer segments of references, percent-encoded", () => {
    const schema = JSON.parse(
      '{"$defs":{"__proto__":{}},"items":{"$ref":"#/$defs/__proto__"},"not":{"$ref":"#/properties/a~1b"}}',
    );
    expect(JSON.stringify(escapeSchema(schema))).toBe(
      '{"$defs":{"\\u0000__proto__":{}},"items":{"$ref":"#/$defs/%00__proto__"},"not":{"$ref":"#/properties/a~1b"}}',
    );
  });
});
