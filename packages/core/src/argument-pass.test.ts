import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argumentPass } from "./argument-pass.js";
import { createGuard } from "./create-guard.js";
import { fuzz, HOSTILE, hostileRoot, nest, plainRoot } from "./hostile-shapes.js";
import { objectBreach } from "./object-breach.js";
import { screenArguments } from "./screen-arguments.js";

describe("argumentPass", () => {
  it("property: whatever it says, the exact limits walk and the screen say too", () => {
    fc.assert(
      fc.property(
        hostileRoot,
        // Limits on both sides of the values' sizes and depths, and the defaults.
        fc.oneof(fc.integer({ min: 0, max: 4000 }), fc.constant(1_048_576)),
        fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(64)),
        fc.boolean(),
        (root, maxBytes, maxDepth, screen) => {
          const pass = argumentPass(root, { maxArgumentBytes: maxBytes, maxDepth }, screen);
          if (pass === "unsure") return;
          expect(objectBreach(root, maxBytes, maxDepth)).toBeUndefined();
          if (screen) expect(screenArguments(root, undefined)).toBe(pass === "clean");
        },
      ),
      fuzz,
    );
  });

  it("property: acyclic JSON data within the limits always gets an answer", () => {
    const limits = { maxArgumentBytes: 1_000_000_000, maxDepth: 64 };
    fc.assert(
      fc.property(plainRoot, (root) => {
        expect(argumentPass(root, limits, true)).not.toBe("unsure");
      }),
      fuzz,
    );
  });

  it("says clean, scan, or leaves the case to the exact walks", () => {
    const limits = { maxArgumentBytes: 1024, maxDepth: 64 };
    expect(argumentPass({ city: "Paris", days: [1, -0, 2.5], ok: true }, limits, true)).toBe(
      "clean",
    );
    expect(argumentPass({ a: [{ body: HOSTILE }] }, limits, true)).toBe("scan");
    expect(argumentPass({ a: [{ body: HOSTILE }] }, limits, false)).toBe("scan");
    expect(argumentPass({ a: null }, limits, true)).toBe("scan");
    expect(argumentPass({ when: new Date(0) }, limits, true)).toBe("scan");
    const cyclic: Record<string, unknown> = { city: "Paris" };
    cyclic.self = cyclic;
    expect(argumentPass(cyclic, limits, true)).toBe("unsure");
    expect(argumentPass({ n: 10n }, limits, true)).toBe("unsure");
    expect(argumentPass({}, { maxArgumentBytes: 1, maxDepth: 64 }, true)).toBe("unsure");
    expect(argumentPass({ big: "x".repeat(400) }, limits, true)).toBe("unsure");
    expect(argumentPass(nest(40, 1) as object, limits, true)).toBe("unsure");
  });

  it("answers a flat object (the usual arguments) as the walk does, seen once or often", () => {
    const limits = { maxArgumentBytes: 1024, maxDepth: 64 };
    const flat = () => ({ city: "Lisbon", days: 3, unit: "celsius", ok: false, ratio: 0.5 });
    // The first pass scans what it meets; the next ones find it in the memo.
    for (let i = 0; i < 3; i++) expect(argumentPass(flat(), limits, true)).toBe("clean");
    expect(argumentPass(Object.assign(Object.create(null), flat()), limits, true)).toBe("clean");
    expect(argumentPass({ ...flat(), gone: undefined }, limits, true)).toBe("clean");
    // A finding in a key or a value, once clean values came first.
    expect(argumentPass({ ...flat(), [HOSTILE]: 1 }, limits, true)).toBe("scan");
    expect(argumentPass({ ...flat(), note: HOSTILE }, limits, true)).toBe("scan");
    // What JSON renders otherwise, or does not carry, is not passed as clean.
    expect(argumentPass({ ...flat(), none: null }, limits, true)).toBe("scan");
    expect(argumentPass({ ...flat(), toJSON: () => ({}) }, limits, true)).toBe("unsure");
    expect(
      argumentPass(
        new (class {
          city = "Lisbon";
        })(),
        limits,
        true,
      ),
    ).toBe("scan");
    expect(argumentPass({ ...flat(), n: Number.NaN }, limits, true)).toBe("unsure");
    expect(argumentPass({ ...flat(), n: Number.POSITIVE_INFINITY }, limits, true)).toBe("unsure");
    // The limits hold as in the walk: bytes counted the same way, depth 0 admits no object.
    expect(argumentPass(flat(), { maxArgumentBytes: 40, maxDepth: 64 }, true)).toBe("unsure");
    expect(argumentPass(flat(), { maxArgumentBytes: 1024, maxDepth: 0 }, true)).toBe("unsure");
    expect(argumentPass({ note: HOSTILE }, limits, false)).toBe("scan");
  });

  it("restores its state around a getter that starts another decision", async () => {
    const guard = createGuard();
    const tools = [{ name: "f", parameters: { type: "object" } }];
    let inner: string | undefined;
    const outer = {
      get first() {
        inner = argumentPass({ body: HOSTILE }, { maxArgumentBytes: 1024, maxDepth: 8 }, true);
        return "Paris";
      },
      second: "Lisbon",
    };
    const decision = await guard.decide({ name: "f", arguments: outer }, { tools });
    expect(inner).toBe("scan");
    expect(decision.action).toBe("execute");
  });

  it("lets a throwing getter reach the caller as it did", async () => {
    const guard = createGuard();
    const tools = [{ name: "f", parameters: { type: "object" } }];
    const throwing = {
      get boom(): unknown {
        throw new Error("boom");
      },
    };
    expect(argumentPass(throwing, { maxArgumentBytes: 1024, maxDepth: 8 }, true)).toBe("unsure");
    await expect(guard.decide({ name: "f", arguments: throwing }, { tools })).rejects.toThrow(
      "boom",
    );
  });
});
