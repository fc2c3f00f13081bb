import { parseReply } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  fc,
  fcParams,
  jsonObject,
  modelString,
  numRuns,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { repr } from "../../../../test-support/hostile.js";

const tools = [
  {
    name: "get_weather",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
    },
  },
];

/** A call as a model writes it: plain JSON, a variant shape, fenced, tagged, or cut off. */
const callText = fc
  .tuple(fc.constantFrom("get_weather", "GetWeather", "nope"), jsonObject)
  .chain(([name, args]) => {
    const json = JSON.stringify({ name, arguments: args });
    return fc.constantFrom(
      json,
      JSON.stringify({ name, parameters: args }),
      JSON.stringify({ function: { name, arguments: JSON.stringify(args) } }),
      "```json\n" + json + "\n```",
      `<tool_call>${json}</tool_call>`,
      json.slice(0, Math.max(1, json.length - 3)),
      `${json},`,
    );
  });

const reply = fc
  .array(fc.oneof(callText, modelString, fc.constantFrom("{", "}", "```", "<tool_call>", "\n")), {
    maxLength: 6,
  })
  .map((parts) => parts.join(" "));

describe(`parseReply properties (numRuns ${numRuns})`, () => {
  it(
    "property: any reply gives well-formed calls, deterministic, and the text is what is left",
    () => {
      fc.assert(
        fc.property(
          reply,
          fc.constantFrom("json_object", "tool_call_tags", "auto"),
          (text, format) => {
            const result = parseReply(text, tools, format);
            expect(result.text.length).toBeLessThanOrEqual(text.length);
            if (result.calls.length === 0) expect(result.text).toBe(text);
            for (const call of result.calls) {
              const r = call.validation;
              expect(call.valid).toBe(r.ok);
              expect(r.nErrors).toBe(
                r.missingRequired.length +
                  r.unknownArgs.length +
                  r.typeErrors.length +
                  r.enumErrors.length +
                  r.constraintErrors.length +
                  (r.unknownTool ? 1 : 0) +
                  (r.malformed ? 1 : 0),
              );
              if (call.resolvedName === null) expect(r.unknownTool).toBe(true);
              expect(typeof call.arguments).toBe("object");
            }
            expect(repr(parseReply(text, tools, format))).toBe(repr(result));
          },
        ),
        fcParams(),
      );
    },
    propertyTimeout,
  );
});
