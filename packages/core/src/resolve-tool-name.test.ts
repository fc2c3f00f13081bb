import { describe, expect, it } from "vitest";
import { resolveToolName } from "./resolve-tool-name.js";
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
});
