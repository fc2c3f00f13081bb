import { describe, expect, it } from "vitest";
import { checkSchema } from "./check-schema.js";
import { coerceArguments } from "./coerce-arguments.js";
import { createGuard } from "./create-guard.js";
import type { ToolSpec } from "./tool-spec.js";

// Read from text: in an object literal `__proto__` would set the prototype.
const tool: ToolSpec = {
  name: "t",
  parameters: JSON.parse(
    '{"type":"object","properties":{"n":{"type":"integer"},"__proto__":{"type":"integer"},"s":{"type":"string"}},"required":["n"],"additionalProperties":false}',
  ),
};
const specs = [tool];

describe("checkSchema", () => {
  it("hands each call a fresh finding list of its own", () => {
    const a = checkSchema({ name: "t", arguments: '{"n":"x"}' }, specs, tool, true);
    const b = checkSchema({ name: "t", arguments: '{"n":"x"}' }, specs, tool, true);
    expect(a.findings.map((f) => f.code)).toEqual(["argument_type_mismatch"]);
    expect(a.findings).not.toBe(b.findings);
    expect(Object.isFrozen(a.findings)).toBe(false);
  });

  it("lists a JSON repair before the value repairs, and the value repairs alone otherwise", () => {
    const both = checkSchema({ name: "t", arguments: "{'n':'7',}" }, specs, tool, true);
    expect(both.repairs.map((r) => r.kind)).toEqual(["json_syntax", "numeric_string"]);
    const values = checkSchema({ name: "t", arguments: '{"n":["7"]}' }, specs, tool, true);
    expect(values.repairs).toEqual([{ kind: "singleton_list", path: "n", from: ["7"], to: 7 }]);
    expect(values.parsed).toEqual({ n: 7 });
    expect(values.findings).toEqual([]);
  });

  it("keeps an own __proto__ argument as data when it repairs parsed text", () => {
    const text = '{"n":1,"__proto__":"7","s":"x"}';
    const result = checkSchema({ name: "t", arguments: text }, specs, tool, true);
    expect(result.repairs).toEqual([
      { kind: "numeric_string", path: "__proto__", from: "7", to: 7 },
    ]);
    const parsed = result.parsed as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(["n", "__proto__", "s"]);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toBe(7);
    // The arguments as written are left as they were read.
    expect(Object.getOwnPropertyDescriptor(result.written, "__proto__")?.value).toBe("7");
  });
});

describe("coerceArguments on an object a caller built", () => {
  it("drops symbol keys from a copy it makes, and only with `parsed` off", async () => {
    const key = Symbol("k");
    const args = { n: "7", [key]: 1 };
    const copy = coerceArguments(args, tool.parameters, "repair").value;
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect(copy).toEqual({ n: 7 });
    // Through the guard an object's copy is repaired the same way.
    const decision = await createGuard().decide({ name: "t", arguments: args }, { tools: specs });
    expect(Object.getOwnPropertySymbols(decision.arguments)).toEqual([]);
    expect(decision.arguments).toEqual({ n: 7 });
  });
});
