import { describe, expect, it } from "vitest";
import { resolveToolName, resolveToolSpec } from "./resolve-tool-name.js";
import type { ToolSpec } from "./tool-spec.js";

const specs = (...names: string[]): ToolSpec[] => names.map((name) => ({ name, parameters: {} }));

describe("resolveToolName", () => {
  it("prefers the exact name", () => {
    expect(resolveToolName("get-weather", specs("get_weather", "get-weather"))).toBe("get-weather");
  });

  it("drops a leading functions., lower-cases and deletes - _ .", () => {
    const tools = specs("get_weather", "math.factorial");
    expect(resolveToolName("functions.get_weather", tools)).toBe("get_weather");
    expect(resolveToolName("GET_WEATHER", tools)).toBe("get_weather");
    expect(resolveToolName("Get-Weather", tools)).toBe("get_weather");
    expect(resolveToolName("functions.math.factorial", tools)).toBe("math.factorial");
    expect(resolveToolName("MathFactorial", tools)).toBe("math.factorial");
  });

  it("returns null for no match or an ambiguous one", () => {
    expect(resolveToolName("get_weather_v2", specs("get_weather"))).toBeNull();
    expect(resolveToolName("GETWEATHER", specs("get_weather", "get.weather"))).toBeNull();
    expect(resolveToolName("weather", specs("get_weather"))).toBeNull();
  });

  it("resolves the same way in a large toolset as in a small one", () => {
    const filler = Array.from({ length: 40 }, (_, i) => `tool_${i}`);
    for (const tools of [
      specs("get_weather", "get.weather", "math_sum"),
      specs(...filler, "get_weather", "get.weather", "math_sum"),
    ]) {
      expect(resolveToolName("get.weather", tools)).toBe("get.weather");
      expect(resolveToolName("GETWEATHER", tools)).toBeNull();
      expect(resolveToolName("MathSum", tools)).toBe("math_sum");
      expect(resolveToolName("nope", tools)).toBeNull();
    }
  });

  it("treats two declarations with one name as one tool, resolving to the first", () => {
    const first: ToolSpec = { name: "get_weather", parameters: { type: "object" } };
    const second: ToolSpec = { name: "get_weather", parameters: {} };
    for (const n of [0, 40]) {
      const tools = [...specs(...Array.from({ length: n }, (_, i) => `t${i}`)), first, second];
      expect(resolveToolSpec("get_weather", tools)).toBe(first);
      expect(resolveToolSpec("GetWeather", tools)).toBe(first);
    }
  });
});

describe("resolveToolName: any toolset the core reads", () => {
  const parameters = { type: "object" };

  it("reads OpenAI, Anthropic, MCP and record toolsets, as validateArguments does", () => {
    expect(
      resolveToolName("GetWeather", [
        { type: "function", function: { name: "get_weather", parameters } },
      ]),
    ).toBe("get_weather");
    expect(resolveToolName("GetWeather", [{ name: "get_weather", input_schema: parameters }])).toBe(
      "get_weather",
    );
    expect(resolveToolName("get-weather", [{ name: "get_weather", inputSchema: parameters }])).toBe(
      "get_weather",
    );
    expect(resolveToolName("GetWeather", { get_weather: { inputSchema: parameters } })).toBe(
      "get_weather",
    );
    expect(resolveToolName("nope", { get_weather: { inputSchema: parameters } })).toBeNull();
  });

  it("names the entry it cannot read instead of a TypeError", () => {
    expect(() => resolveToolName("x", [{ description: "no name" }] as never)).toThrow(
      /no tool name/,
    );
    expect(() => resolveToolName("x", null as never)).toThrow(/expected an array of tools/);
  });

  it("sees a toolset changed in place", () => {
    const tools = specs(...Array.from({ length: 20 }, (_, i) => `t${i}`), "gone");
    expect(resolveToolName("gone", tools)).toBe("gone");
    tools.pop();
    expect(resolveToolName("gone", tools)).toBeNull();
    tools.push({ name: "added", parameters: {} });
    expect(resolveToolName("Added", tools)).toBe("added");
  });
});
