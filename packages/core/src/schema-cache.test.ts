import { beforeEach, describe, expect, it } from "vitest";
import { compileCounter } from "./compile-validator.js";
import type { JSONSchema } from "./json-schema.js";
import { clearSchemaCache, compiledFor, isKnownSchema, schemaCacheSize } from "./schema-cache.js";
import { runCompiled } from "./validate-instance.js";

const check = (schema: JSONSchema | boolean, value: unknown): boolean => {
  const entry = compiledFor(schema);
  if (!entry.ok) throw new Error(entry.reason);
  return runCompiled(entry.compiled, value, "schema") === null;
};

// Equal length, equal everywhere but one digit in the middle: texts the exact-text
// shortcut can only tell apart by comparing them whole.
const minimumAt = (min: number): JSONSchema => ({
  type: "object",
  properties: { n: { type: "integer", minimum: min }, note: { type: "string" } },
  description: "d".repeat(300),
});

beforeEach(() => clearSchemaCache());

describe("compiledFor: equal content hits, differing content never does", () => {
  it("returns the same entry for a deep copy and for a reordered copy, compiling once", () => {
    const before = compileCounter.count;
    const first = compiledFor(minimumAt(5));
    expect(compiledFor(structuredClone(minimumAt(5)))).toBe(first);
    const reordered = JSON.parse(
      `{"description":"${"d".repeat(300)}","properties":{"note":{"type":"string"},"n":{"minimum":5,"type":"integer"}},"type":"object"}`,
    ) as JSONSchema;
    expect(compiledFor(reordered)).toBe(first);
    expect(compileCounter.count - before).toBe(1);
  });

  it("serves a reused object between rebuilt copies from the same entry", () => {
    const reused = minimumAt(7);
    const first = compiledFor(reused);
    const before = compileCounter.count;
    for (let i = 0; i < 5; i++) {
      expect(compiledFor(structuredClone(reused))).toBe(first);
      expect(compiledFor(reused)).toBe(first);
    }
    expect(compileCounter.count).toBe(before);
  });

  it("tells apart many same-length schemas differing in one middle character", () => {
    const before = compileCounter.count;
    for (let round = 0; round < 3; round++) {
      for (let min = 10; min < 60; min++) {
        expect(check(structuredClone(minimumAt(min)), { n: min })).toBe(true);
        expect(check(structuredClone(minimumAt(min)), { n: min - 1 })).toBe(false);
      }
    }
    expect(compileCounter.count - before).toBe(50);
  });

  it("never confuses an own __proto__ property with no such property", () => {
    const plain = { type: "object", properties: { a: { type: "string" } } } as JSONSchema;
    const withProto = JSON.parse(
      '{"type":"object","properties":{"a":{"type":"string"},"__proto__":{"type":"integer"}}}',
    ) as JSONSchema;
    expect(check(plain, JSON.parse('{"__proto__":"x"}'))).toBe(true);
    expect(check(withProto, JSON.parse('{"__proto__":"x"}'))).toBe(false);
    expect(check(structuredClone(plain), JSON.parse('{"__proto__":"x"}'))).toBe(true);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("never lets a schema JSON writes lossily share an entry with the one it is written as", () => {
    // JSON writes NaN, Infinity and an undefined array item as null: each pair
    // below has one text, and ajv reads its two halves differently.
    const pairs: [JSONSchema, JSONSchema][] = [
      [
        { type: "number", maximum: Number.NaN },
        { type: "number", maximum: null } as unknown as JSONSchema,
      ],
      [
        { type: "number", minimum: Number.POSITIVE_INFINITY },
        { type: "number", minimum: null } as unknown as JSONSchema,
      ],
      [{ enum: [1, undefined] } as unknown as JSONSchema, { enum: [1, null] }],
    ];
    for (const [lossy, written] of pairs) {
      for (const order of [
        [lossy, written],
        [written, lossy],
      ]) {
        clearSchemaCache();
        const [first, second] = order as [JSONSchema, JSONSchema];
        const one = compiledFor(first, "tool");
        const other = compiledFor(second, "tool");
        expect(other).not.toBe(one);
        clearSchemaCache();
        expect(compiledFor(second, "tool").ok).toBe(other.ok);
      }
    }
  });

  it("keys $ref targets by content: a changed definition is a different schema", () => {
    const refTo = (type: string): JSONSchema => ({
      type: "object",
      properties: { v: { $ref: "#/definitions/v" } },
      definitions: { v: { type } },
    });
    expect(check(refTo("string"), { v: "x" })).toBe(true);
    expect(check(refTo("integer"), { v: "x" })).toBe(false);
    expect(check(structuredClone(refTo("string")), { v: "x" })).toBe(true);
  });

  it("hits for a huge rebuilt schema and still checks its last property", () => {
    const huge = (): JSONSchema => ({
      type: "object",
      properties: Object.fromEntries(
        Array.from({ length: 3000 }, (_, i) => [
          `p${i}`,
          { type: i === 2999 ? "boolean" : "string" },
        ]),
      ),
    });
    const before = compileCounter.count;
    expect(check(huge(), { p2999: "yes" })).toBe(false);
    expect(check(huge(), { p2999: true })).toBe(true);
    expect(compileCounter.count - before).toBe(1);
  });

  it("stays bounded and correct after far more distinct schemas than it holds", () => {
    for (let i = 0; i < 2300; i++) check({ type: "array", maxItems: i }, []);
    expect(schemaCacheSize()).toBeLessThanOrEqual(2048);
    // Early schemas were evicted or aliased: either way each still validates as its own.
    for (const i of [0, 1, 5, 2299]) {
      expect(check({ type: "array", maxItems: i }, Array(i).fill(0))).toBe(true);
      expect(check({ type: "array", maxItems: i }, Array(i + 1).fill(0))).toBe(false);
    }
  });
});

describe("compiledFor with a tool name: rebuilt copies are recognised by content", () => {
  const checkAs = (name: string, schema: JSONSchema, value: unknown): boolean => {
    const entry = compiledFor(schema, name);
    if (!entry.ok) throw new Error(entry.reason);
    return runCompiled(entry.compiled, value, "schema") === null;
  };

  it("compiles once across many rebuilt equal schemas, and returns the same entry", () => {
    const before = compileCounter.count;
    const first = compiledFor(minimumAt(5), "t");
    for (let i = 0; i < 20; i++) {
      expect(compiledFor(structuredClone(minimumAt(5)), "t")).toBe(first);
      expect(compiledFor(JSON.parse(JSON.stringify(minimumAt(5))) as JSONSchema, "t")).toBe(first);
    }
    expect(compileCounter.count - before).toBe(1);
  });

  it("gives a changed schema under the same name its own validator, and the old one back", () => {
    const before = compileCounter.count;
    expect(checkAs("t", minimumAt(5), { n: 5 })).toBe(true);
    expect(checkAs("t", minimumAt(6), { n: 5 })).toBe(false);
    expect(checkAs("t", minimumAt(5), { n: 5 })).toBe(true);
    expect(checkAs("t", minimumAt(6), { n: 6 })).toBe(true);
    expect(compileCounter.count - before).toBe(2);
  });

  it("keeps one name's many schemas apart (more than a few toolsets share a name)", () => {
    for (let round = 0; round < 3; round++) {
      for (let min = 0; min < 30; min++) {
        expect(checkAs("shared", minimumAt(min), { n: min })).toBe(true);
        expect(checkAs("shared", minimumAt(min), { n: min - 1 })).toBe(false);
      }
    }
  });

  it("reads equal content in another key order as equal, and -0 as 0", () => {
    const first = compiledFor({ type: "object", properties: { a: { minimum: 0 } } }, "t");
    const before = compileCounter.count;
    expect(compiledFor({ properties: { a: { minimum: 0 } }, type: "object" }, "t")).toBe(first);
    expect(compiledFor({ type: "object", properties: { a: { minimum: -0 } } }, "t")).toBe(first);
    expect(compileCounter.count).toBe(before);
  });

  it("never shares a validator across an array/object swap or an own __proto__ key", () => {
    expect(checkAs("t", { type: "object", required: ["a"] }, {})).toBe(false);
    expect(() => checkAs("t", { type: "object", required: { 0: "a" } }, {})).toThrow();
    const plain = { type: "object", properties: { a: { type: "string" } } } as JSONSchema;
    const withProto = JSON.parse(
      '{"type":"object","properties":{"a":{"type":"string"},"__proto__":{"type":"integer"}}}',
    ) as JSONSchema;
    expect(checkAs("p", plain, JSON.parse('{"__proto__":"x"}'))).toBe(true);
    expect(checkAs("p", structuredClone(withProto), JSON.parse('{"__proto__":"x"}'))).toBe(false);
    expect(checkAs("p", structuredClone(plain), JSON.parse('{"__proto__":"x"}'))).toBe(true);
  });

  it("gives a fresh copy of a schema mutated in place after use a validator for its new content", () => {
    const schema = minimumAt(5) as { properties: { n: { minimum: number } } };
    expect(checkAs("m", schema as unknown as JSONSchema, { n: 6 })).toBe(true);
    // A rebuilt copy recognised by content, then mutated too.
    const copy = structuredClone(schema);
    expect(checkAs("m", copy as unknown as JSONSchema, { n: 6 })).toBe(true);
    schema.properties.n.minimum = 9;
    copy.properties.n.minimum = 9;
    expect(checkAs("m", structuredClone(schema) as unknown as JSONSchema, { n: 6 })).toBe(false);
    expect(checkAs("m", structuredClone(copy) as unknown as JSONSchema, { n: 9 })).toBe(true);
  });

  it("fails a cyclic schema clearly, also when an equal acyclic one was seen under its name", () => {
    expect(checkAs("c", { type: "object", properties: { self: { type: "object" } } }, {})).toBe(
      true,
    );
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    const entry = compiledFor(cyclic as JSONSchema, "c");
    expect(entry.ok).toBe(false);
  });

  it("promotes a reused schema to the identity map, never a one-off copy", () => {
    const original = minimumAt(3);
    compiledFor(structuredClone(original), "r");
    // Equal to the remembered content: recognised without an identity entry...
    compiledFor(original, "r");
    expect(isKnownSchema(original)).toBe(false);
    const copies = Array.from({ length: 3 }, () => structuredClone(original));
    for (const copy of copies) compiledFor(copy, "r");
    // ...until it comes back.
    compiledFor(original, "r");
    expect(isKnownSchema(original)).toBe(true);
    expect(copies.some(isKnownSchema)).toBe(false);
  });

  it("stays correct past the bound on remembered schemas", () => {
    for (let i = 0; i < 1500; i++) {
      expect(checkAs(`tool_${i}`, { type: "array", maxItems: i % 7 }, Array(i % 7).fill(0))).toBe(
        true,
      );
    }
    for (const i of [0, 3, 1499]) {
      const schema = { type: "array", maxItems: i % 7 } as JSONSchema;
      expect(checkAs(`tool_${i}`, schema, Array((i % 7) + 1).fill(0))).toBe(false);
    }
  });
});
