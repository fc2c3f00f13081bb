import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argumentPass } from "./argument-pass.js";
import { createGuard } from "./create-guard.js";
import { fuzz, fuzzTimeout, HOSTILE, hostileRoot, nest, plainRoot } from "./hostile-shapes.js";
import { objectBreach } from "./object-breach.js";
import { screenArguments } from "./screen-arguments.js";

describe("argumentPass", () => {
  it(
    "property: whatever it says, the exact limits walk and the screen say too, of the copy and the original",
    () => {
      fc.assert(
        fc.property(
          hostileRoot,
          // Limits on both sides of the values' sizes and depths, and the defaults.
          fc.oneof(fc.integer({ min: 0, max: 4000 }), fc.constant(1_048_576)),
          fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(64)),
          fc.boolean(),
          (root, maxBytes, maxDepth, screen) => {
            const read = argumentPass(root, { maxArgumentBytes: maxBytes, maxDepth }, screen);
            const exact = objectBreach(root, maxBytes, maxDepth);
            if (read.breach !== undefined) {
              // Stopped at the size limit: the exact walk of the original reports a breach too.
              expect(read.value).toBe(root);
              expect(exact).toBeDefined();
              return;
            }
            expect(read.value).not.toBe(root);
            // The copy is the original as the walks read it: the same breach, if any.
            expect(objectBreach(read.value, maxBytes, maxDepth)).toEqual(exact);
            if (read.pass === "unsure") return;
            expect(exact).toBeUndefined();
            if (screen) {
              expect(screenArguments(read.value, undefined)).toBe(read.pass === "clean");
              expect(screenArguments(root, undefined)).toBe(read.pass === "clean");
            }
          },
        ),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it(
    "property: acyclic JSON data within the limits always gets an answer",
    () => {
      const limits = { maxArgumentBytes: 1_000_000_000, maxDepth: 64 };
      fc.assert(
        fc.property(plainRoot, (root) => {
          expect(argumentPass(root, limits, true).pass).not.toBe("unsure");
        }),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it("says clean, scan, or leaves the case to the exact walks", () => {
    const limits = { maxArgumentBytes: 1024, maxDepth: 64 };
    expect(argumentPass({ city: "Paris", days: [1, -0, 2.5], ok: true }, limits, true).pass).toBe(
      "clean",
    );
    expect(argumentPass({ a: [{ body: HOSTILE }] }, limits, true).pass).toBe("scan");
    expect(argumentPass({ a: [{ body: HOSTILE }] }, limits, false).pass).toBe("scan");
    expect(argumentPass({ a: null }, limits, true).pass).toBe("scan");
    // A Date is not a plain container: kept as it is, and left to the exact walks.
    const when = new Date(0);
    const dated = argumentPass({ when }, limits, true);
    expect(dated.pass).toBe("unsure");
    expect(dated.value.when).toBe(when);
    const cyclic: Record<string, unknown> = { city: "Paris" };
    cyclic.self = cyclic;
    expect(argumentPass(cyclic, limits, true).pass).toBe("unsure");
    expect(argumentPass({ n: 10n }, limits, true).pass).toBe("unsure");
    expect(argumentPass({}, { maxArgumentBytes: 1, maxDepth: 64 }, true).pass).toBe("unsure");
    expect(argumentPass({ big: "x".repeat(400) }, limits, true).pass).toBe("unsure");
    expect(argumentPass(nest(40, 1) as object, limits, true).pass).toBe("unsure");
  });

  it("answers a flat object (the usual arguments) as the walk does, seen once or often", () => {
    const limits = { maxArgumentBytes: 1024, maxDepth: 64 };
    const flat = () => ({ city: "Lisbon", days: 3, unit: "celsius", ok: false, ratio: 0.5 });
    // The first pass scans what it meets; the next ones find it in the memo.
    for (let i = 0; i < 3; i++) expect(argumentPass(flat(), limits, true).pass).toBe("clean");
    expect(argumentPass(Object.assign(Object.create(null), flat()), limits, true).pass).toBe(
      "clean",
    );
    expect(argumentPass({ ...flat(), gone: undefined }, limits, true).pass).toBe("clean");
    // A finding in a key or a value, once clean values came first.
    expect(argumentPass({ ...flat(), [HOSTILE]: 1 }, limits, true).pass).toBe("scan");
    expect(argumentPass({ ...flat(), note: HOSTILE }, limits, true).pass).toBe("scan");
    // What JSON renders otherwise, or does not carry, is not passed as clean.
    expect(argumentPass({ ...flat(), none: null }, limits, true).pass).toBe("scan");
    expect(argumentPass({ ...flat(), toJSON: () => ({}) }, limits, true).pass).toBe("unsure");
    // Not a plain object: neither copied nor judged here (the exact walks read it).
    const instance = new (class {
      city = "Lisbon";
    })();
    expect(argumentPass(instance, limits, true)).toEqual({ value: instance, pass: "unsure" });
    expect(argumentPass({ ...flat(), n: Number.NaN }, limits, true).pass).toBe("unsure");
    expect(argumentPass({ ...flat(), n: Number.POSITIVE_INFINITY }, limits, true).pass).toBe(
      "unsure",
    );
    // The limits hold as in the walk: bytes counted the same way, depth 0 admits no object.
    expect(argumentPass(flat(), { maxArgumentBytes: 40, maxDepth: 64 }, true).pass).toBe("unsure");
    expect(argumentPass(flat(), { maxArgumentBytes: 1024, maxDepth: 0 }, true).pass).toBe("unsure");
    expect(argumentPass({ note: HOSTILE }, limits, false).pass).toBe("scan");
  });

  it("restores its state around a getter that starts another decision", async () => {
    const guard = createGuard();
    const tools = [{ name: "f", parameters: { type: "object" } }];
    let inner: string | undefined;
    const outer = {
      get first() {
        inner = argumentPass({ body: HOSTILE }, { maxArgumentBytes: 1024, maxDepth: 8 }, true).pass;
        return "Paris";
      },
      second: "Lisbon",
    };
    const decision = await guard.decide({ name: "f", arguments: outer }, { tools });
    expect(inner).toBe("scan");
    expect(decision.action).toBe("execute");
  });

  it("lets a throwing getter's own error reach the caller, read once", async () => {
    const guard = createGuard();
    const tools = [{ name: "f", parameters: { type: "object" } }];
    let reads = 0;
    const throwing = {
      get boom(): unknown {
        reads++;
        throw new Error("boom");
      },
    };
    expect(() => argumentPass(throwing, { maxArgumentBytes: 1024, maxDepth: 8 }, true)).toThrow(
      "boom",
    );
    expect(reads).toBe(1);
    await expect(guard.decide({ name: "f", arguments: throwing }, { tools })).rejects.toThrow(
      "boom",
    );
    expect(reads).toBe(2);
  });

  it("restores its copy's state around a getter deep inside that starts another read", () => {
    const limits = { maxArgumentBytes: 4096, maxDepth: 64 };
    let inner: unknown;
    const args = {
      a: {
        get first() {
          inner = argumentPass({ x: { y: [HOSTILE, { z: 1 }] } }, limits, true);
          return "Paris";
        },
      },
      b: [1, { c: "d" }],
    };
    const read = argumentPass(args, limits, true);
    expect(read).toEqual({ value: { a: { first: "Paris" }, b: [1, { c: "d" }] }, pass: "clean" });
    expect(inner).toEqual({ value: { x: { y: [HOSTILE, { z: 1 }] } }, pass: "scan" });
    expect(Object.getOwnPropertyDescriptor(read.value.a, "first")).toMatchObject({
      value: "Paris",
    });
  });
});
