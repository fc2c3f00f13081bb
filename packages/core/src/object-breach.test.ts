import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { objectBreach, walkBreach } from "./object-breach.js";

// `pnpm fuzz` raises the number of runs.
const runs = Number(process.env.FUZZ_RUNS ?? 200);

// `depth` objects, each holding the next; the innermost holds `leaf`.
const nest = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("objectBreach", () => {
  it("gives the iterative walk's answer on any JSON-ish value (property)", () => {
    const leaf = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, undefined, 10n, Symbol("s")),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 4 }), tie("value"), { maxKeys: 4 }),
      ),
    }));
    fc.assert(
      fc.property(
        fc.oneof(fc.array(value), fc.dictionary(fc.string(), value)),
        // Wrapped 0-36 objects deep, so values fall on both sides of the recursion's depth.
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 44 }),
        (inner, wrap, maxBytes, maxDepth) => {
          const root = nest(wrap, inner) as object;
          expect(objectBreach(root, maxBytes, maxDepth)).toEqual(
            walkBreach(root, maxBytes, maxDepth),
          );
        },
      ),
      { numRuns: runs },
    );
  });

  it("counts UTF-8 bytes as JSON.stringify writes them, a separator per member at most over", () => {
    const args = { city: "Zürich", days: 3, tags: ["a", "b"], ok: false, none: null };
    const bytes = Buffer.byteLength(JSON.stringify(args));
    const members = 5 + 2;
    expect(objectBreach(args, bytes + members, 64)).toBeUndefined();
    expect(objectBreach(args, bytes - 1, 64)?.code).toBe("arguments_too_large");
  });

  it("walks objects deeper than its recursion, with the same answers", () => {
    const deep = nest(40, "x") as object;
    expect(objectBreach(deep, 1_000_000, 64)).toBeUndefined();
    expect(objectBreach(deep, 1_000_000, 39)?.message).toBe("arguments nest deeper than 39 levels");
    expect(objectBreach(deep, 100, 64)?.message).toBe("arguments are larger than 100 bytes");
    const far = nest(5000, 1) as object;
    expect(objectBreach(far, 1_000_000, 64)?.message).toBe("arguments nest deeper than 64 levels");
  });

  it("finds cycles near the top and far down", () => {
    const near: Record<string, unknown> = { a: 1 };
    near.self = near;
    expect(objectBreach(near, 1000, 64)?.message).toBe("arguments contain a cycle");
    const leaf: Record<string, unknown> = {};
    const far = nest(40, leaf) as object;
    leaf.back = far;
    expect(objectBreach(far, 1_000_000, 1000)?.message).toBe("arguments contain a cycle");
  });

  it("reads a sparse array's holes as members", () => {
    const sparse: unknown[] = [1];
    sparse[3] = 2;
    expect(objectBreach({ sparse }, 1000, 64)).toBeUndefined();
    expect(walkBreach({ sparse }, 1000, 64)).toBeUndefined();
  });

  it("keeps each walk's state apart when a getter walks other arguments, or throws", () => {
    const shared = { city: "Paris" };
    let inner: ReturnType<typeof objectBreach> | "unset" = "unset";
    const outer = {
      first: shared,
      get second() {
        // `shared` is not an ancestor of this walk: no cycle; and its own limits apply.
        inner = objectBreach({ again: shared, twice: [shared, shared] }, 1000, 3);
        return shared;
      },
    };
    expect(objectBreach(outer, 1000, 64)).toBeUndefined();
    expect(inner).toBeUndefined();

    const throwing = {
      a: { b: [1] },
      get c(): unknown {
        throw new Error("boom");
      },
    };
    expect(() => objectBreach(throwing, 1000, 64)).toThrow("boom");
    expect(objectBreach({ wrap: throwing.a }, 1000, 64)).toBeUndefined();
    expect(objectBreach({ wrap: throwing.a }, 1000, 2)?.message).toBe(
      "arguments nest deeper than 2 levels",
    );
    expect(objectBreach({ wrap: "x".repeat(50) }, 20, 64)?.message).toBe(
      "arguments are larger than 20 bytes",
    );
  });

  it("measures own members only, in the order the iterative walk visits them", () => {
    const proto = { inherited: 10n };
    const args = Object.create(proto) as Record<string, unknown>;
    args.first = Number.NaN;
    args.last = 1n;
    Object.defineProperty(args, "hidden", { value: Symbol("s"), enumerable: false });
    expect(objectBreach(args, 1000, 64)).toEqual(walkBreach(args, 1000, 64));
    expect(objectBreach(args, 1000, 64)?.message).toBe(
      "arguments hold a bigint, which JSON cannot carry",
    );
  });
});

describe("the byte limit reads JSON's own length", () => {
  // Plain text needs no escapes, so JSON's length is exact to count.
  const plain = fc.stringMatching(/^[a-z0-9 ]{0,12}$/);
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      plain,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("node"), { maxLength: 4 }),
      fc.dictionary(plain, tie("node"), { maxKeys: 4 }),
    ),
  })).node;

  it("an object of exactly the limit passes, one byte more does not, in both walks", () => {
    fc.assert(
      fc.property(fc.dictionary(plain, value, { maxKeys: 5 }), (args) => {
        const length = Buffer.byteLength(JSON.stringify(args));
        expect(objectBreach(args, length, 64)).toBeUndefined();
        expect(objectBreach(args, length - 1, 64)?.code).toBe("arguments_too_large");
        expect(walkBreach(args, length, 64)).toBeUndefined();
        expect(walkBreach(args, length - 1, 64)?.code).toBe("arguments_too_large");
      }),
      { numRuns: runs },
    );
  });
});
