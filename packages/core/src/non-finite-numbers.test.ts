import { describe, expect, it } from "vitest";
import { nonFiniteNumbers, UNREADABLE } from "./non-finite-numbers.js";

describe("nonFiniteNumbers", () => {
  it("lists NaN and ±Infinity at dotted paths, and nothing for JSON values", () => {
    expect(
      nonFiniteNumbers({ a: Number.NaN, b: { c: [0, Number.NEGATIVE_INFINITY] }, d: "NaN" }),
    ).toEqual([
      { path: "a", value: Number.NaN },
      { path: "b.c.1", value: Number.NEGATIVE_INFINITY },
    ]);
    expect(nonFiniteNumbers({ a: 1, b: [1e308, -0, null, "Infinity"], c: { d: true } })).toBe(
      undefined,
    );
  });

  it("ends on cyclic and shared arguments, listing a bounded number of paths", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.a = cyclic;
    cyclic.b = cyclic;
    // A cycle is never read to its end: unreadable, not "none found".
    expect(nonFiniteNumbers(cyclic)).toBe(UNREADABLE);
    let bomb: unknown = [Number.POSITIVE_INFINITY];
    for (let i = 0; i < 60; i++) bomb = [bomb, bomb];
    const found = nonFiniteNumbers({ bomb });
    if (found === undefined || found === UNREADABLE)
      throw new Error(`expected paths, got ${found}`);
    expect(found.length).toBe(16);
    expect(found[0]?.path).toMatch(/^bomb(\.0)+$/);
  });

  it("never answers 'none' for arguments it could not read to the end", () => {
    // Shared objects whose visits exceed the budget before a sibling holding NaN is reached.
    let bomb: unknown = { leaf: 1 };
    for (let i = 0; i < 24; i++) bomb = { a: bomb, b: bomb };
    expect(nonFiniteNumbers({ meta: bomb, order: { amount: Number.NaN } })).toBe(UNREADABLE);
    let deep: unknown = Number.NaN;
    for (let i = 0; i < 300; i++) deep = { d: deep };
    expect(nonFiniteNumbers({ deep })).toBe(UNREADABLE);
    expect(nonFiniteNumbers({ shallow: { a: [1, 2] } })).toBeUndefined();
  });

  it("reads own keys only, as JSON would, an own __proto__ key included", () => {
    const inherited = Object.create({ hidden: Number.NaN }) as object;
    expect(nonFiniteNumbers(inherited)).toBeUndefined();
    // An own `__proto__` key is data like any other.
    expect(nonFiniteNumbers({ ["__proto__"]: Number.NaN })).toEqual([
      { path: "__proto__", value: Number.NaN },
    ]);
  });
});
