import { describe, expect, it } from "vitest";
import { copySchema } from "./copy-schema.js";

describe("copySchema", () => {
  it("copies every level, so later changes to the original do not show", () => {
    const schema = { properties: { q: { description: "Query.", enum: ["a"] } } };
    const copy = copySchema(schema);
    schema.properties.q.description = "changed";
    schema.properties.q.enum.push("b");
    expect(copy).toEqual({ properties: { q: { description: "Query.", enum: ["a"] } } });
  });

  it("copies a cycle as a cycle, a deep schema without overflowing, and `__proto__` as a key", () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    const copy = copySchema(cyclic);
    expect(copy).not.toBe(cyclic);
    expect(copy.self).toBe(copy);

    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100_000; i++) {
      const next = {};
      deep.items = next;
      deep = next;
    }
    expect(() => copySchema(root)).not.toThrow();

    const polluting = JSON.parse('{"__proto__":{"polluted":true}}');
    expect(Object.keys(copySchema(polluting))).toEqual(["__proto__"]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("copies keys Object.prototype also has as plain own data, leaving the prototype alone", () => {
    const schema = JSON.parse(
      '{"properties":{"constructor":{"type":"string"},"toString":{"type":"number"},"valueOf":{}}}',
    );
    const copy = copySchema(schema);
    expect(copy).toEqual(schema);
    expect(Object.keys(copy.properties)).toEqual(["constructor", "toString", "valueOf"]);
    expect(Object.getPrototypeOf(copy.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy.properties, "constructor")).toEqual({
      value: { type: "string" },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(Object.prototype, "constructor")?.value).toBe(Object);
  });

  it("reads a getter once, as it reads at copy time", () => {
    let reads = 0;
    const schema = {
      get description() {
        reads++;
        return reads === 1 ? "Query." : "changed";
      },
    };
    const copy = copySchema(schema);
    expect(copy.description).toBe("Query.");
    expect(copy.description).toBe("Query.");
  });
});
