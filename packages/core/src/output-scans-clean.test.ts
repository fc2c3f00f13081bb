import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkToolOutput } from "./check-tool-output.js";
import { scansClean } from "./clean-values.js";
import { definePolicy } from "./define-policy.js";
import {
  fuzz,
  fuzzTimeout,
  HOSTILE,
  hostileRoot,
  hostileValue,
  nest,
  plainRoot,
} from "./hostile-shapes.js";
import { outputScansClean } from "./output-scans-clean.js";
import { stringValues } from "./string-values.js";

// Every key of a JSON value (the pass scans keys as it scans values).
const keysOf = (value: unknown): string[] =>
  typeof value !== "object" || value === null
    ? []
    : Array.isArray(value)
      ? value.flatMap(keysOf)
      : Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);

const ctx = { tool: "fetch_page" };
// A classifier that never flags: with one, every output takes the full walk (it
// collects the texts), and the classifier's answer leaves the decision as the walk made it.
const walked = (mode: "sanitise" | "block" | "warn") =>
  definePolicy({
    injection: { toolOutputs: mode },
    classifier: () => Promise.resolve({ flagged: false }),
  });

describe("outputScansClean", () => {
  it(
    "property: the output check decides as the full walk does, for any output",
    async () => {
      const output = fc.oneof(hostileRoot, hostileValue);
      await fc.assert(
        fc.asyncProperty(
          output,
          fc.constantFrom("sanitise" as const, "block" as const, "warn" as const),
          async (value, mode) => {
            const fast = await checkToolOutput(
              value,
              ctx,
              definePolicy({ injection: { toolOutputs: mode } }),
            );
            const full = await checkToolOutput(value, ctx, walked(mode));
            expect(fast.action).toBe(full.action);
            expect(fast.findings).toEqual(full.findings);
            // An allowed output is the value given, or (rendered through a `toJSON`) its rendering.
            expect(fast.output).toEqual(full.output);
            if (outputScansClean(value)) {
              expect(full.findings).toEqual([]);
              expect(fast.output).toBe(value);
            }
          },
        ),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it(
    "property: acyclic JSON data nested less than 32 deep is always judged by the pass",
    () => {
      fc.assert(
        fc.property(plainRoot, (root) => {
          const texts = [...stringValues(root), ...keysOf(root)];
          const clean = texts.every((s) => scansClean(s, "tool_output"));
          expect(outputScansClean(root)).toBe(clean);
        }),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it("answers a flat output (the usual result) as the walk does, seen once or often", () => {
    const flat = (city: string) => ({
      forecast: `sunny in ${city}`,
      days: 3,
      ok: true,
      none: null,
    });
    for (let i = 0; i < 3; i++) expect(outputScansClean(flat("Lisbon"))).toBe(true);
    expect(outputScansClean(Object.assign(Object.create(null), flat("Porto")))).toBe(true);
    expect(outputScansClean({ ...flat("Lisbon"), note: HOSTILE })).toBe(false);
    expect(outputScansClean({ ...flat("Lisbon"), [HOSTILE]: 1 })).toBe(false);
    // A nested member is the walk's: judged all the same.
    expect(outputScansClean({ ...flat("Lisbon"), more: { note: HOSTILE } })).toBe(false);
    expect(outputScansClean({ ...flat("Lisbon"), more: { note: "fine" } })).toBe(true);
    // A String object moved onto Object.prototype still renders as its text.
    const text = Object.setPrototypeOf(new String(HOSTILE), Object.prototype) as object;
    expect(outputScansClean(text)).toBe(false);
    expect(outputScansClean({ ...flat("Lisbon"), toJSON: () => ({ note: "fine" }) })).toBe(false);
  });

  it("leaves findings, deep and cyclic outputs and throwing getters to the walk", () => {
    expect(outputScansClean({ page: "Sunny", days: [1, null, { t: "x" }] })).toBe(true);
    expect(outputScansClean(new Map([["a", HOSTILE]]))).toBe(true);
    expect(outputScansClean({ page: [HOSTILE] })).toBe(false);
    expect(outputScansClean(HOSTILE)).toBe(false);
    expect(outputScansClean(nest(40, "x"))).toBe(false);
    const cyclic: Record<string, unknown> = { page: "Sunny" };
    cyclic.self = cyclic;
    expect(outputScansClean(cyclic)).toBe(false);
    const throwing = {
      get boom(): unknown {
        throw new Error("boom");
      },
    };
    expect(outputScansClean(throwing)).toBe(false);
  });

  it("judges what JSON.stringify renders: keys, class instances, and leaves a toJSON to the walk", () => {
    class Page {
      constructor(readonly body: string) {}
    }
    expect(outputScansClean({ [HOSTILE]: true })).toBe(false);
    expect(outputScansClean([{ ok: { [HOSTILE]: 1 } }])).toBe(false);
    expect(outputScansClean(new Page(HOSTILE))).toBe(false);
    expect(outputScansClean({ page: new Page("Sunny") })).toBe(true);
    expect(outputScansClean({ ok: true, toJSON: () => ({ note: "fine" }) })).toBe(false);
    expect(outputScansClean(new String("Sunny"))).toBe(false);
    expect(
      outputScansClean({ when: new Date(0), bytes: new Uint8Array(8), set: new Set([HOSTILE]) }),
    ).toBe(true);
  });
});
