import { normalizeCall } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  argumentsFor,
  fc,
  fcParams,
  jsonObject,
  numRuns,
  parametersSchema,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { deepFreeze, repr, snapshot } from "../../../../test-support/hostile.js";

const toolAndArgs = parametersSchema.chain((parameters) =>
  fc.tuple(fc.constant(parameters), fc.oneof(argumentsFor(parameters), jsonObject)),
);

describe(`normalizeCall properties (numRuns ${numRuns})`, () => {
  it(
    "property: never throws, never mutates, keeps every own key (an own __proto__ included)",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tool = { name: "t", parameters };
          const before = snapshot({ tool, args });
          const out = normalizeCall(deepFreeze({ name: "t", arguments: args }), deepFreeze(tool), {
            strictness: "normalized",
          });
          expect(repr({ tool, args })).toBe(repr(before));
          expect(Object.keys(out)).toStrictEqual(Object.keys(args));
          expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: normalisation is idempotent",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tool = { name: "t", parameters };
          const once = normalizeCall({ name: "t", arguments: args }, tool, {
            strictness: "normalized",
          });
          const twice = normalizeCall({ name: "t", arguments: once }, tool, {
            strictness: "normalized",
          });
          expect(repr(twice)).toBe(repr(once));
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: strict leaves the arguments as written, and text equals its object",
    () => {
      fc.assert(
        fc.property(toolAndArgs, ([parameters, args]) => {
          const tool = { name: "t", parameters };
          const strict = normalizeCall({ name: "t", arguments: args }, tool, {
            strictness: "strict",
          });
          expect(repr(strict)).toBe(repr(args));
          const fromText = normalizeCall({ name: "t", arguments: JSON.stringify(args) }, tool, {
            strictness: "normalized",
          });
          // What the JSON text says (JSON has no -0), as an object.
          const fromObject = normalizeCall(
            { name: "t", arguments: JSON.parse(JSON.stringify(args)) },
            tool,
            {
              strictness: "normalized",
            },
          );
          expect(repr(fromText)).toBe(repr(fromObject));
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );
});
