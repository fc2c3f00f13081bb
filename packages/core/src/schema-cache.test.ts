import { beforeEach, describe, expect, it } from "vitest";
import { compileCounter } from "./compile-validator.js";
import type { JSONSchema } from "./json-schema.js";
import { clearSchemaCache, compiledFor, schemaCacheSize } from "./schema-cache.js";
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
