import { beforeEach, describe, expect, it } from "vitest";
import { compileCounter } from "./compile-validator.js";
import { parseReply } from "./parse-reply.js";
import { clearSchemaCache } from "./schema-cache.js";
import type { ToolsetInput } from "./tool-spec.js";
import { indexToolset } from "./toolset-index.js";
import { validateArguments } from "./validate-arguments.js";

const weatherSchema = () => ({
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
  required: ["city"],
});

beforeEach(() => clearSchemaCache());

describe("indexToolset: rebuilt and reused toolsets", () => {
  it("validates toolsets rebuilt per request like the original, compiling once", () => {
    const before = compileCounter.count;
    for (let i = 0; i < 10; i++) {
      const tools = [
        { name: "search", parameters: { type: "object", properties: { q: { type: "string" } } } },
        { name: "weather", parameters: weatherSchema() },
      ];
      expect(validateArguments({ name: "weather", arguments: { city: "Oslo" } }, tools).ok).toBe(
        true,
      );
      expect(
        validateArguments({ name: "weather", arguments: { city: "Oslo", days: 0 } }, tools)
          .constraintErrors,
      ).toEqual(["days: 0 < minimum 1"]);
    }
    expect(compileCounter.count - before).toBe(1);
  });

  it("reads a reused toolset again only until one of its schemas is known", () => {
    let reads = 0;
    const parameters = weatherSchema();
    const tool = {
      name: "weather",
      get parameters() {
        reads++;
        return parameters;
      },
    };
    const tools = [tool];
    for (let i = 0; i < 6; i++) validateArguments({ name: "weather", arguments: {} }, tools);
    expect(reads).toBeLessThanOrEqual(2);
    expect(indexToolset(tools)).toBe(indexToolset(tools));
  });

  it("remembers a toolset whose schema it converted on first sight: the converter runs once", () => {
    let conversions = 0;
    const standard = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: (value: unknown) => ({ value }),
        jsonSchema: {
          input: () => {
            conversions++;
            return weatherSchema();
          },
        },
      },
    };
    const tools = { weather: { description: "Weather", inputSchema: standard } };
    for (let i = 0; i < 5; i++) {
      const report = validateArguments({ name: "weather", arguments: {} }, tools as ToolsetInput);
      expect(report.missingRequired).toEqual(["city"]);
    }
    expect(conversions).toBe(1);
  });

  it("sees a tool added to a toolset not yet remembered", () => {
    const tools: { name: string; parameters: object }[] = [
      { name: "search", parameters: { type: "object" } },
    ];
    expect(validateArguments({ name: "weather", arguments: {} }, tools).unknownTool).toBe(true);
    tools.push({ name: "weather", parameters: weatherSchema() });
    expect(validateArguments({ name: "weather", arguments: {} }, tools).unknownTool).toBe(false);
  });
});

describe("indexToolset: a large toolset", () => {
  it("is remembered on first sight (reading it again would cost more than the entry)", () => {
    const tools = Array.from({ length: 40 }, (_, i) => ({
      name: `tool_${i}`,
      parameters: { type: "object", properties: { [`p${i}`]: { type: "string" } } },
    }));
    expect(indexToolset(tools)).toBe(indexToolset(tools));
    expect(indexToolset(tools).resolve("Tool-39")?.name).toBe("tool_39");
  });
});

describe("indexToolset: a remembered toolset changed in place", () => {
  const schema = () => ({
    type: "object",
    properties: { to: { type: "string" } },
    required: ["to"],
  });
  const call = (name: string) => ({ name, arguments: { to: "x" } });

  it("forgets a tool removed from the array, and sees one added or replaced", () => {
    const tools = Array.from({ length: 20 }, (_, i) => ({
      name: `tool${i}`,
      parameters: schema(),
    }));
    tools.push({ name: "delete_account", parameters: schema() });
    expect(validateArguments(call("delete_account"), tools).ok).toBe(true);
    tools.pop();
    expect(validateArguments(call("delete_account"), tools).unknownTool).toBe(true);
    expect(parseReply(JSON.stringify(call("delete_account")), tools).calls[0]?.valid).toBe(false);
    tools.push({ name: "new_tool", parameters: schema() });
    expect(validateArguments(call("new_tool"), tools).ok).toBe(true);
    // The same length, one entry replaced.
    tools[0] = { name: "renamed", parameters: schema() };
    expect(validateArguments(call("tool0"), tools).unknownTool).toBe(true);
    expect(validateArguments(call("renamed"), tools).ok).toBe(true);
    // Unchanged since: one index, frozen or not.
    expect(indexToolset(tools)).toBe(indexToolset(tools));
    const frozen = Object.freeze([...tools]);
    expect(indexToolset(frozen)).toBe(indexToolset(frozen));
  });

  it("sees a small reused toolset change once it is remembered", () => {
    const shared = schema();
    const tools = [{ name: "t0", parameters: shared }];
    for (let i = 0; i < 3; i++) validateArguments(call("t0"), tools);
    expect(indexToolset(tools)).toBe(indexToolset(tools));
    tools.push({ name: "added", parameters: shared });
    expect(validateArguments(call("added"), tools).unknownTool).toBe(false);
    tools.splice(0, 1);
    expect(validateArguments(call("t0"), tools).unknownTool).toBe(true);
  });

  it("sees a record toolset gain, lose or replace a tool", () => {
    const tools: Record<string, { parameters: object }> = {};
    for (let i = 0; i < 20; i++) tools[`r${i}`] = { parameters: schema() };
    expect(validateArguments(call("r1"), tools).ok).toBe(true);
    tools.added = { parameters: schema() };
    expect(validateArguments(call("added"), tools).unknownTool).toBe(false);
    delete tools.r1;
    expect(validateArguments(call("r1"), tools).unknownTool).toBe(true);
    tools.r2 = { parameters: { type: "object", properties: { to: { type: "integer" } } } };
    expect(validateArguments(call("r2"), tools).typeErrors).toEqual([
      "to: expected integer, got string",
    ]);
  });
});
