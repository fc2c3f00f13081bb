import { type ToolSpec, type ValidationReport, validateArguments } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  argumentsFor,
  fc,
  fcParams,
  jsonObject,
  jsonValue,
  numRuns,
  parametersSchema,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { deepFreeze, repr, snapshot } from "../../../../test-support/hostile.js";

const bucketTotal = (r: ValidationReport) =>
  r.missingRequired.length +
  r.unknownArgs.length +
  r.typeErrors.length +
  r.enumErrors.length +
  r.constraintErrors.length +
  (r.unknownTool ? 1 : 0) +
  (r.malformed ? 1 : 0);

function expectWellFormed(r: ValidationReport): void {
  expect(r.nErrors).toBe(bucketTotal(r));
  expect(r.ok).toBe(r.nErrors === 0);
  if (r.unknownTool || r.malformed) {
    // An unknown tool or malformed arguments count as one error; the other buckets stay empty.
    expect(r.nErrors).toBe(1);
  }
  for (const entry of [...r.typeErrors, ...r.enumErrors, ...r.constraintErrors]) {
    expect(entry).toMatch(/^.*: ./s);
  }
}

/** A tool plus arguments biased to fit it, or random ones. */
const toolAndArgs = parametersSchema.chain((parameters) =>
  fc.tuple(fc.constant(parameters), fc.oneof(argumentsFor(parameters), jsonObject)),
);

describe(`validateArguments properties (numRuns ${numRuns})`, () => {
  it(
    "property: never throws, counts add up, and never mutates the call or the tools",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tools: ToolSpec[] = [{ name: "t", parameters }];
          const before = snapshot({ tools, args });
          const call = deepFreeze({ name: "t", arguments: args });
          const report = validateArguments(call, deepFreeze(tools));
          expectWellFormed(report);
          expect(report.unknownTool).toBe(false);
          expect(report.malformed).toBe(false);
          expect(repr({ tools, args })).toBe(repr(before));
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: the JSON text of the arguments gets the same report as the object",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tools = [{ name: "t", parameters }];
          const fromObject = validateArguments({ name: "t", arguments: args }, tools);
          const fromText = validateArguments({ name: "t", arguments: JSON.stringify(args) }, tools);
          expect(repr(fromText)).toBe(repr(fromObject));
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: a rebuilt schema with equal content gets the same report (cache keyed by content)",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const a = validateArguments({ name: "t", arguments: args }, [{ name: "t", parameters }]);
          const b = validateArguments({ name: "t", arguments: args }, [
            { name: "t", parameters: structuredClone(parameters) },
          ]);
          expect(repr(b)).toBe(repr(a));
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: any argument text and any name give a well-formed report",
    () => {
      const text = fc.oneof(
        fc.string(),
        jsonValue.map((v) => JSON.stringify(v) ?? "null"),
        jsonObject.map((o) => JSON.stringify(o).slice(0, -1)),
        jsonObject.map((o) => "```json\n" + JSON.stringify(o) + ",\n```"),
      );
      fc.assert(
        fc.property(
          fc.constantFrom("t", "T", "functions.t", "x", "constructor", "__proto__", ""),
          text,
          fc.boolean(),
          (name, args, repairJson) => {
            const tools = deepFreeze([
              { name: "t", parameters: { type: "object", properties: { a: { type: "string" } } } },
            ]);
            const report = validateArguments({ name, arguments: args }, tools, { repairJson });
            expectWellFormed(report);
            if (!["t", "T", "functions.t"].includes(name)) expect(report.unknownTool).toBe(true);
          },
        ),
        fcParams(),
      );
    },
    propertyTimeout,
  );
});
