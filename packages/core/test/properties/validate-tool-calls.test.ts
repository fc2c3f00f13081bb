import {
  type CallVerdict,
  type Classifier,
  type ToolCall,
  validateToolCalls,
} from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  argumentsFor,
  fc,
  fcParams,
  hostileArguments,
  numRuns,
  parametersSchema,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { deepFreeze, repr, snapshot } from "../../../../test-support/hostile.js";

const classifier: Classifier = async ({ text }) => ({
  flagged: text.includes("FLAG"),
  score: text.includes("FLAG") ? 0.99 : 0.01,
});

/** A toolset of three tools (OpenAI, Anthropic, plain) and up to four calls against it (some unknown, some as text). */
const scenario = fc.tuple(parametersSchema, parametersSchema).chain(([p1, p2]) => {
  const anyCall = fc
    .tuple(
      fc.constantFrom("one", "two", "ONE", "functions.two", "three", "constructor"),
      fc.oneof(argumentsFor(p1), argumentsFor(p2), hostileArguments),
      fc.boolean(),
    )
    .map((t) => t as [string, unknown, boolean]);
  // Calls to an open tool that the classifier flags (or not): every local check passes them.
  const openCall = fc.tuple(
    fc.constant("open"),
    fc.constantFrom({ note: "please FLAG this" }, { note: "fine" }),
    fc.boolean(),
  );
  const call = fc.oneof({ weight: 3, arbitrary: anyCall }, { weight: 1, arbitrary: openCall }).map(
    ([name, args, asText]): ToolCall => ({
      id: `c_${name}`,
      name,
      arguments: asText ? JSON.stringify(args) : (args as { [key: string]: unknown }),
    }),
  );
  return fc.record({
    tools: fc.constant([
      { name: "one", parameters: p1 },
      { type: "function", function: { name: "two", parameters: p2 } },
      { name: "open", input_schema: { type: "object" } },
    ]),
    calls: fc.array(call, { maxLength: 4 }),
    onMatch: fc.constantFrom("reject" as const, "sanitise" as const),
    withClassifier: fc.boolean(),
  });
});

function rawOf(args: unknown): string {
  return typeof args === "string" ? args : JSON.stringify(args ?? {});
}

function expectCallInvariants(input: ToolCall, v: CallVerdict, sanitise: boolean): void {
  expect(v.name).toBe(input.name);
  // Nothing lost: the arguments exactly as received sit next to the normalised and redacted ones.
  expect(repr(v.arguments)).toBe(repr(input.arguments));
  const r = v.validation;
  expect(r.nErrors).toBe(
    r.missingRequired.length +
      r.unknownArgs.length +
      r.typeErrors.length +
      r.enumErrors.length +
      r.constraintErrors.length +
      (r.unknownTool ? 1 : 0) +
      (r.malformed ? 1 : 0),
  );
  if (!r.ok) expect(v.allowed).toBe(false); // schema violations are never redacted away
  if (!v.allowed) expect(v.findings.length).toBeGreaterThan(0); // every rejection has a reason
  const raw = rawOf(input.arguments);
  for (const f of v.findings) {
    if (f.start === undefined && f.end === undefined) continue;
    expect(f.start).toBeGreaterThanOrEqual(0);
    expect(f.end).toBeGreaterThan(f.start ?? 0);
    expect(f.end).toBeLessThanOrEqual(raw.length);
  }
  if (v.redactedArguments !== undefined) {
    expect(sanitise).toBe(true);
    expect(typeof v.redactedArguments).toBe(typeof input.arguments);
  }
}

describe(`validateToolCalls properties (numRuns ${numRuns})`, () => {
  it(
    "property: verdicts are consistent, complete, in order, and inputs are untouched",
    async () => {
      const seen = { allowed: 0, rejected: 0, flagged: 0, redacted: 0 };
      await fc.assert(
        fc.asyncProperty(scenario, async ({ tools, calls, onMatch, withClassifier }) => {
          const before = snapshot({ tools, calls });
          const verdict = await validateToolCalls(deepFreeze(calls), {
            tools: deepFreeze(tools),
            onMatch,
            ...(withClassifier ? { classifier } : {}),
          });
          expect(repr({ tools, calls })).toBe(repr(before));
          expect(verdict.calls).toHaveLength(calls.length);
          expect(verdict.allowed).toBe(verdict.calls.every((c) => c.allowed));
          expect(verdict.blocked).toBe(!verdict.allowed);
          verdict.calls.forEach((v, i) => {
            const input = calls[i]!;
            expectCallInvariants(input, v, onMatch === "sanitise");
            seen[v.allowed ? "allowed" : "rejected"]++;
            if (v.modelCheck?.flagged) seen.flagged++;
            if (v.redactedArguments !== undefined) seen.redacted++;
            if (["three", "constructor"].includes(input.name)) {
              expect(v.allowed).toBe(false);
              expect(v.resolvedName).toBeNull();
              expect(v.findings.map((f) => f.code)).toContain("unknown_tool");
            }
            // The semantic pass runs only where every local check allowed the call.
            if (withClassifier && v.modelCheck === undefined) expect(v.allowed).toBe(false);
            if (!withClassifier) expect(v.modelCheck).toBeUndefined();
            if (v.modelCheck?.flagged) {
              expect(v.allowed).toBe(false);
              expect(v.findings.map((f) => f.code)).toContain("argument_injection");
            }
          });
        }),
        fcParams(0.5),
      );
      // Not vacuous: every branch above was taken.
      expect(
        Object.values(seen).every((n) => n > 0),
        JSON.stringify(seen),
      ).toBe(true);
    },
    propertyTimeout,
  );

  it(
    "property: judging calls together equals judging each alone (independent results)",
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async ({ tools, calls, onMatch }) => {
          const together = await validateToolCalls(calls, { tools, onMatch });
          const alone = await Promise.all(
            calls.map((c) => validateToolCalls([c], { tools, onMatch })),
          );
          expect(repr(together.calls)).toBe(repr(alone.map((v) => v.calls[0])));
        }),
        fcParams(0.5),
      );
    },
    propertyTimeout,
  );
});
