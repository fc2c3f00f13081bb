import { createGuard, type ToolCall, validateArguments } from "@toolform/core";
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

const scenario = parametersSchema.chain((parameters) =>
  fc.record({
    tools: fc.constant([{ name: "t", parameters }]),
    name: fc.constantFrom("t", "T", "nope"),
    args: fc.oneof(argumentsFor(parameters), hostileArguments),
    asText: fc.boolean(),
    onInvalid: fc.constantFrom("feedback" as const, "stop" as const, "execute" as const),
    repair: fc.constantFrom("none" as const, "safe" as const),
  }),
);

let run = 0;

describe(`guard.decide properties (numRuns ${numRuns})`, () => {
  it(
    "property: decisions are well-formed, deterministic, never echo a hostile span, never mutate",
    async () => {
      const seen = { execute: 0, feedback: 0, stop: 0, block: 0 };
      await fc.assert(
        fc.asyncProperty(scenario, async ({ tools, name, args, asText, onInvalid, repair }) => {
          const call: ToolCall = { name, arguments: asText ? JSON.stringify(args) : args };
          const before = snapshot({ call, tools });
          const runId = `run-${run++}`;
          const d = await createGuard({ onInvalid, repair }).decide(deepFreeze(call), {
            tools: deepFreeze(tools),
            runId,
          });
          expect(repr({ call, tools })).toBe(repr(before));
          expect(["execute", "feedback", "stop", "block"]).toContain(d.action);
          seen[d.action]++;
          expect(d.tool).toBe(name);
          expect(repr(d.originalArguments)).toBe(repr(call.arguments));
          if (d.action === "execute") {
            // What executes is valid, unless the policy says to run invalid calls anyway...
            if (onInvalid !== "execute") {
              expect(validateArguments({ name, arguments: d.arguments }, tools).ok).toBe(true);
            }
            // ...and even then never a hostile, unknown or oversized one.
            const never = ["argument_injection", "unknown_tool", "arguments_too_large"];
            expect(d.findings.filter((f) => never.includes(f.code))).toEqual([]);
          } else {
            expect(typeof d.feedback).toBe("string");
            const feedback = JSON.parse(d.feedback!);
            expect(feedback.ok).toBe(false);
            // An argument judged hostile is never echoed back verbatim.
            const raw = typeof call.arguments === "string" ? call.arguments : JSON.stringify(args);
            for (const f of d.findings) {
              if (f.code !== "argument_injection" || f.start === undefined) continue;
              const span = raw.slice(f.start, f.end);
              if (span.length >= 12) expect(d.feedback).not.toContain(span);
            }
          }
          if (d.action === "execute" || d.validation.ok)
            expect(d.findings.every((f) => f.code !== "unknown_tool")).toBe(true);
          const again = await createGuard({ onInvalid, repair }).decide(call, { tools, runId });
          expect(repr(again)).toBe(repr(d));
        }),
        fcParams(0.5),
      );
      // Not vacuous: every action was seen.
      expect(
        Object.values(seen).every((n) => n > 0),
        JSON.stringify(seen),
      ).toBe(true);
    },
    propertyTimeout,
  );
});
