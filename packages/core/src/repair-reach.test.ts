import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { mayRepair } from "./repair-reach.js";
import type { ValidationReport } from "./validation-report.js";

const report = (over: Partial<ValidationReport>): ValidationReport => ({
  ok: false,
  unknownTool: false,
  malformed: false,
  missingRequired: [],
  unknownArgs: [],
  typeErrors: [],
  enumErrors: [],
  constraintErrors: [],
  nErrors: 1,
  ...over,
});

const plain = {
  type: "object",
  properties: { n: { type: "integer" }, tags: { type: "array", items: { enum: [1, 2] } } },
  required: ["n"],
  additionalProperties: false,
};

describe("mayRepair", () => {
  it("skips a plain schema whose report has no type or enum error", () => {
    expect(mayRepair(plain, report({ missingRequired: ["n"] }))).toBe(false);
    expect(mayRepair(plain, report({ unknownArgs: ["colour"] }))).toBe(false);
  });

  it("tries whenever a type or enum error shows", () => {
    expect(mayRepair(plain, report({ typeErrors: ["n: expected integer, got string"] }))).toBe(
      true,
    );
    expect(mayRepair(plain, report({ enumErrors: ["tags.0: expected one of 1, 2"] }))).toBe(true);
  });

  it("always tries a schema that routes values elsewhere ($ref, combinators, patterns)", () => {
    for (const schema of [
      { properties: { n: { $ref: "#/definitions/n" } }, definitions: { n: { type: "integer" } } },
      { properties: { n: { anyOf: [{ type: "integer" }, { type: "boolean" }] } } },
      { patternProperties: { "^n": { type: "integer" } } },
      { properties: { n: { type: "array", items: [{ type: "integer" }] } } },
      { additionalProperties: { type: "integer" } },
    ]) {
      expect(mayRepair(schema, report({ missingRequired: ["m"] }))).toBe(true);
    }
  });

  it("tries when a written key reads like an error entry that dedupe may have hidden", () => {
    const hidden = report({ unknownArgs: ["n: expected integer, got string"] });
    expect(mayRepair(plain, hidden)).toBe(true);
  });
});

describe("repair through the guard", () => {
  it("still repairs a value whose type error an identical unknown key hid", async () => {
    const tools = [{ name: "t", parameters: plain }];
    const text = '{"n: expected integer, got string":1,"n":"7"}';
    const decision = await createGuard().decide({ name: "t", arguments: text }, { tools });
    expect(decision.validation.typeErrors).toEqual([]);
    expect(decision.repairs).toEqual([{ kind: "numeric_string", path: "n", from: "7", to: 7 }]);
  });
});
