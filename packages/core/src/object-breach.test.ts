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
});
