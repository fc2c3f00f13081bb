import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { mayRepair } from "./repair-reach.js";
import { validateParsed } from "./validate-arguments.js";
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

  it("skips a plain schema whose type errors found neither a string nor a list", () => {
    for (const got of ["object", "integer", "number", "boolean", "null"]) {
      const only = report({ typeErrors: [`n: expected string, got ${got}`] });
      expect(mayRepair(plain, only)).toBe(false);
    }
    // Any string or list among them, or a wording of another kind, is tried.
    const mixed = ["n: expected integer, got object", "tags: expected array, got string"];
    expect(mayRepair(plain, report({ typeErrors: mixed }))).toBe(true);
    expect(mayRepair(plain, report({ typeErrors: ["n: expected integer, got array"] }))).toBe(true);
    expect(mayRepair(plain, report({ typeErrors: ["n: NaN is not a JSON number"] }))).toBe(true);
  });

  it("tries when another entry may have hidden a string's type error beside an object's", () => {
    const typeErrors = ["n: expected integer, got object"];
    for (const over of [
      { unknownArgs: ["m: expected integer, got string"] },
      { missingRequired: ["m: expected integer, got string"] },
      { constraintErrors: ["m: expected integer, got string"] },
      { enumErrors: ["tags.0: expected one of 1, 2"] },
    ]) {
      expect(mayRepair(plain, report({ typeErrors, ...over }))).toBe(true);
    }
    const routed = { properties: { n: { anyOf: [{ type: "integer" }] } } };
    expect(mayRepair(routed, report({ typeErrors }))).toBe(true);
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
  it("leaves an object where a number goes as it is, and repairs a string beside it", async () => {
    const tools = [{ name: "t", parameters: plain }];
    const guard = createGuard();
    const object = await guard.decide({ name: "t", arguments: '{"n":{"v":"7"}}' }, { tools });
    expect(object.validation.typeErrors).toEqual(["n: expected integer, got object"]);
    expect(object.repairs).toEqual([]);
    expect(object.findings.map((f) => f.code)).toEqual(["argument_type_mismatch"]);
    const both = await guard.decide(
      { name: "t", arguments: '{"n":"7","tags":{"a":1}}' },
      { tools },
    );
    expect(both.repairs).toEqual([{ kind: "numeric_string", path: "n", from: "7", to: 7 }]);
    expect(both.findings.map((f) => f.path)).toEqual(["tags"]);
  });

  it("still repairs a value whose type error an identical unknown key hid", async () => {
    const tools = [{ name: "t", parameters: plain }];
    const text = '{"n: expected integer, got string":1,"n":"7"}';
    const decision = await createGuard().decide({ name: "t", arguments: text }, { tools });
    expect(decision.validation.typeErrors).toEqual([]);
    expect(decision.repairs).toEqual([{ kind: "numeric_string", path: "n", from: "7", to: 7 }]);
  });
});

describe("mayRepair on the report ajv's errors were just mapped into", () => {
  const tool = { name: "t", parameters: plain };
  const validated = (args: Record<string, unknown>) => validateParsed(tool, args, "toolform");

  it("skips a plain schema when no type or enum error found a value repair could change", () => {
    for (const args of [
      { n: "seven" },
      { n: ["a", "b"] },
      { n: 1, tags: ["x"] },
      { n: " NATURE ", tags: [[1, 2]] },
    ]) {
      expect(mayRepair(plain, validated(args))).toBe(false);
    }
    // Judged from its entries alone, the same report is tried (a string's type error).
    const seven = validated({ n: "seven" });
    expect(mayRepair(plain, { ...seven, typeErrors: [...seven.typeErrors] })).toBe(true);
  });

  it("tries whenever one of them found a numeral, a yes/no word or a one-item list", () => {
    for (const args of [
      { n: " 7 " },
      { n: "YES" },
      { n: ["7"] },
      { n: 1, tags: ["1"] },
      { n: 1, tags: [[2]] },
    ]) {
      expect(mayRepair(plain, validated(args))).toBe(true);
    }
  });

  it("reads a report from entries alone once other errors were mapped after it", () => {
    const first = validated({ n: "seven" });
    validated({ n: {} });
    // The entry says "got string": tried, as before.
    expect(mayRepair(plain, first)).toBe(true);
  });

  it("still tries every schema that routes values elsewhere", () => {
    const routed = { properties: { n: { anyOf: [{ type: "integer" }] } } };
    const report = validateParsed({ name: "r", parameters: routed }, { n: "seven" }, "toolform");
    expect(mayRepair(routed, report)).toBe(true);
  });
});

describe("repair through the guard, from what ajv found", () => {
  const tools = [{ name: "t", parameters: plain }];

  it("repairs a numeral, a word or a one-item list where each fails its type or enum", async () => {
    const guard = createGuard();
    const text = '{"n":[" 7 "],"tags":["2", 1]}';
    const decision = await guard.decide({ name: "t", arguments: text }, { tools });
    expect(decision.repairs).toEqual([
      { kind: "singleton_list", path: "n", from: [" 7 "], to: 7 },
      { kind: "numeric_string", path: "tags.0", from: "2", to: 2 },
    ]);
    expect(decision.action).toBe("execute");
    expect(decision.arguments).toEqual({ n: 7, tags: [2, 1] });
  });

  it("reports what fails when nothing found could be repaired", async () => {
    const decision = await createGuard().decide(
      { name: "t", arguments: '{"n":"seven","tags":["x"]}' },
      { tools },
    );
    expect(decision.repairs).toEqual([]);
    expect(decision.validation.typeErrors).toEqual(["n: expected integer, got string"]);
    expect(decision.findings.map((f) => f.code)).toEqual([
      "argument_type_mismatch",
      "argument_enum_mismatch",
    ]);
  });
});
