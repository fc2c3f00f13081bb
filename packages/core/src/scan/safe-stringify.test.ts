import { describe, expect, it } from "vitest";
import { safeStringify } from "./safe-stringify.js";

describe("safeStringify", () => {
  it("writes cycles as [Circular] and bigints as strings, as JSON.stringify writes the rest", () => {
    const a: Record<string, unknown> = { n: 1n };
    a.self = a;
    a.list = [a, { back: a }];
    expect(safeStringify(a)).toBe(
      '{"n":"1","self":"[Circular]","list":["[Circular]",{"back":"[Circular]"}]}',
    );
    // An object met twice, but not inside itself, is written twice.
    const shared = { x: 1 };
    expect(safeStringify({ a: shared, b: [shared], c: 2n })).toBe(
      '{"a":{"x":1},"b":[{"x":1}],"c":"2"}',
    );
  });

  it("matches JSON.stringify on every kind of member when it must take the tolerant path", () => {
    const value = {
      s: 'q"\u2028\ud800',
      n: -0,
      inf: Number.POSITIVE_INFINITY,
      t: true,
      z: null,
      u: undefined,
      f: () => 1,
      sym: Symbol("x"),
      boxed: [Object(3), Object("s"), Object(false)],
      list: [undefined, () => 1, Symbol("y"), 1],
      date: new Date(0),
      json: { toJSON: (key: string) => `key:${key}` },
      nested: [{ toJSON: () => ({ deep: [1, { e: [] }] }) }],
      empty: {},
      __proto__: null,
    };
    const expected = JSON.stringify(value);
    // A bigint sends it down the tolerant path; it is written as a string there.
    expect(safeStringify({ ...value, big: 5n })).toBe(`${expected.slice(0, -1)},"big":"5"}`);
  });

  it("writes a value nested far deeper than JSON.stringify can", () => {
    const depth = 100_000;
    let value: unknown = ["x"];
    for (let i = 0; i < depth; i++) value = { a: value };
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    expect(safeStringify(value)).toBe(`${'{"a":'.repeat(depth)}["x"]${"}".repeat(depth)}`);
  });

  it("answers null when a getter or a toJSON throws, or for no JSON at all", () => {
    const getter = {
      big: 1n,
      get bad() {
        throw new Error("no");
      },
    };
    expect(safeStringify(getter)).toBe("null");
    expect(safeStringify(undefined)).toBe("null");
    expect(safeStringify({ b: Object(1n) })).toBe("null");
  });
});
