import { beforeEach, describe, expect, it } from "vitest";
import { compileCounter } from "./compile-validator.js";
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
