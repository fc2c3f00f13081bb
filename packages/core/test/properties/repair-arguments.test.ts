import { repairArguments } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  argumentsFor,
  fc,
  fcParams,
  numRuns,
  parametersSchema,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { deepFreeze, repr, snapshot } from "../../../../test-support/hostile.js";

// Nothing lost in repair: every change is reported with what it was and what it
// became, nothing else changes, and a second pass has nothing left to repair.

/** The value at a dotted path, when every segment is an own key. */
function at(value: unknown, path: string): { found: boolean; value?: unknown } {
  let current = value;
  // A member named "" is a "" segment (".b" is its "b"); only a key holding a dot
  // makes a dotted path ambiguous, and arguments with one are not judged by path.
  const keys = path.split(".");
  for (const key of keys) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) {
      return { found: false };
    }
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  return { found: true, value: current };
}

/** Whether any key, at any depth, holds a dot. */
function hasDottedKey(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return Object.keys(value).some(
    (k) => k.includes(".") || hasDottedKey(Object.getOwnPropertyDescriptor(value, k)?.value),
  );
}

/** Every leaf path (dotted; the root is `undefined`, as in repairs) with its value. */
function leaves(value: unknown, prefix?: string): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix ?? "", value]];
  const entries = Object.keys(value).map(
    (k) => [k, Object.getOwnPropertyDescriptor(value, k)?.value] as const,
  );
  if (entries.length === 0) return [[prefix ?? "", value]];
  return entries.flatMap(([k, v]) => leaves(v, prefix === undefined ? k : `${prefix}.${k}`));
}

const toolAndArgs = parametersSchema.chain((parameters) =>
  fc.tuple(fc.constant(parameters), argumentsFor(parameters)),
);

describe(`repairArguments properties (numRuns ${numRuns})`, () => {
  it(
    "property: every change is reported (from → to), nothing else changes, a second pass repairs nothing",
    () => {
      let repairedRuns = 0;
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tool = { name: "t", parameters };
          const before = snapshot({ tool, args });
          const { arguments: repaired, repairs } = repairArguments(
            deepFreeze(args),
            deepFreeze(tool),
          );
          expect(repr({ tool, args })).toBe(repr(before));
          if (repairs.length > 0) repairedRuns++;
          const repairedPaths = new Set(repairs.map((r) => r.path));
          const judged = !hasDottedKey(args);
          for (const r of judged ? repairs : []) {
            const from = at(args, r.path);
            const to = at(repaired, r.path);
            expect(from.found && to.found, r.path).toBe(true);
            expect(repr(from.value)).toBe(repr(r.from));
            expect(repr(to.value)).toBe(repr(r.to));
            expect(repr(r.from)).not.toBe(repr(r.to));
          }
          // Outside repaired paths, every leaf is exactly as written (no case folding, no trimming).
          for (const [path, value] of judged ? leaves(args) : []) {
            if ([...repairedPaths].some((p) => path === p || path.startsWith(`${p}.`))) continue;
            const now = at(repaired, path);
            if (now.found) expect(repr(now.value)).toBe(repr(value));
          }
          expect(repairArguments(repaired, tool).repairs).toEqual([]);
        }),
        fcParams(),
      );
      expect(repairedRuns).toBeGreaterThan(0); // not vacuous
    },
    propertyTimeout,
  );
});
