import { describe, expect, it } from "vitest";
import { copyContainer, copyDeep, plainKind } from "./copy-arguments.js";
import { nest, own } from "./hostile-shapes.js";

describe("plainKind", () => {
  it("tells plain objects, objects without a prototype and plain arrays from everything else", () => {
    expect(plainKind({})).toBe("object");
    expect(plainKind(Object.create(null))).toBe("bare");
    expect(plainKind([])).toBe("array");
    expect(plainKind(new Proxy({}, {}))).toBe("object");
    expect(plainKind(new Proxy([], {}))).toBe("array");
    for (const other of [
      new Date(0),
      new Map(),
      new Uint8Array(2),
      new (class {})(),
      Object.setPrototypeOf([], null),
      Object.create({ inherited: 1 }),
    ]) {
      expect(plainKind(other)).toBeUndefined();
    }
  });
});

describe("copyContainer", () => {
  it("reads each member once into a new object, getters kept as their answers", () => {
    let reads = 0;
    const raw = {
      city: "Paris",
      get days() {
        reads++;
        return 3;
      },
    };
    const copy = copyContainer(raw, "object", 100) as Record<string, unknown>;
    expect(reads).toBe(1);
    expect(copy === raw).toBe(false);
    expect(copy).toEqual({ city: "Paris", days: 3 });
    expect(Object.getOwnPropertyDescriptor(copy, "days")).toMatchObject({ value: 3 });
  });

  it("keeps __proto__ as an own data member and the prototype as it was", () => {
    const raw = own([
      ["__proto__", { polluted: true }],
      ["a", 1],
    ]);
    const copy = copyContainer(raw, "object", 100) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
    const bare = copyContainer(Object.assign(Object.create(null), raw), "bare", 100) as object;
    expect(Object.getPrototypeOf(bare)).toBeNull();
    expect(Object.hasOwn(bare, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("copies an array's items by index, holes kept, named members left out", () => {
    const sparse = (): unknown[] => {
      const items: unknown[] = [1];
      items[2] = 3;
      return items;
    };
    const raw: unknown[] & { note?: string } = sparse();
    raw.note = "not JSON";
    const copy = copyContainer(raw, "array", 100) as unknown[];
    expect(copy).toHaveLength(3);
    expect(1 in copy).toBe(false);
    expect(copy).toStrictEqual(sparse());
    expect(Object.keys(copy)).toEqual(["0", "2"]);
  });

  it("never loops over a length it has no room for, or one that is not a count", () => {
    let reads = 0;
    const claims = (length: unknown) =>
      new Proxy([] as unknown[], {
        get: (target, key, receiver) => {
          if (key === "length") return length;
          reads++;
          return Reflect.get(target, key, receiver);
        },
      });
    expect(copyContainer(claims(2 ** 32 - 1), "array", 1_000_000)).toBeUndefined();
    expect(copyContainer(claims(Number.POSITIVE_INFINITY), "array", 1_000_000)).toBeUndefined();
    for (const length of [Number.NaN, -5, "12", undefined]) {
      expect(copyContainer(claims(length), "array", 1_000_000)).toEqual([]);
    }
    expect(reads).toBe(0);
  });
});

describe("copyDeep", () => {
  it("copies 100,000 levels without recursion", () => {
    const raw = nest(100_000, "Paris") as object;
    const deep = copyDeep(raw, "object", 1, 200_000, 10_000_000, new Map());
    // Level by level, every object a new one (compared by identity: vitest's own
    // matchers would recurse through 100,000 levels).
    let at: unknown = deep?.value;
    let from: unknown = raw;
    let copied = 0;
    for (let i = 0; i < 100_000; i++) {
      if (at !== from) copied++;
      at = (at as { a: unknown }).a;
      from = (from as { a: unknown }).a;
    }
    expect(copied).toBe(100_000);
    expect(at).toBe("Paris");
  });

  it("keeps a cycle as a cycle of copies, and leaves a container past maxDepth as it is", () => {
    const raw: Record<string, unknown> = { a: { b: {} } };
    (raw.a as Record<string, unknown>).back = raw;
    const copy = copyDeep(raw, "object", 1, 64, 1000, new Map())?.value as Record<string, unknown>;
    const a = copy.a as Record<string, unknown>;
    expect(a.back).toBe(copy);
    expect(a).not.toBe(raw.a);
    const shallow = copyDeep(raw, "object", 1, 2, 1000, new Map())?.value as Record<
      string,
      unknown
    >;
    expect((shallow.a as Record<string, unknown>).b).toBe((raw.a as Record<string, unknown>).b);
  });

  it("stops once the bytes it must count pass the room", () => {
    let shared: unknown = { s: "x".repeat(10) };
    for (let i = 0; i < 60; i++) shared = { l: shared, r: shared };
    expect(copyDeep(shared as object, "object", 1, 100, 100_000, new Map())).toBeUndefined();
    expect(copyDeep({ s: "x".repeat(200) }, "object", 1, 100, 100, new Map())).toBeUndefined();
  });
});
