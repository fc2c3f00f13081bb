import type { ToolSpec, ToolsetInput } from "./tool-spec.js";
import { indexSpecs, indexToolset, type ToolsetIndex } from "./toolset-index.js";

const indexes = new WeakMap<readonly ToolSpec[], ToolsetIndex>();

/**
 * Resolves a tool name as DESIGN "Name resolution" says: the exact name
 * first; otherwise the one tool whose key (leading `functions.` removed,
 * lower-cased, `-`, `_` and `.` deleted) equals the name's key. `null` when no
 * tool, or more than one, matches. The tools are read as `validateArguments`
 * reads them (ToolSpecs, OpenAI, Anthropic, MCP declarations, or a record), so
 * both agree on what a name resolves to; a declaration that cannot be read
 * throws an `InvalidToolSpecError` naming it.
 *
 * @example
 * resolveToolName("functions.Get-Weather", [{ name: "get_weather", parameters: {} }]); // "get_weather"
 * resolveToolName("GetWeather", [{ type: "function", function: { name: "get_weather" } }]); // "get_weather"
 * resolveToolName("get_weather_v2", [{ name: "get_weather", parameters: {} }]); // null
 */
export function resolveToolName(name: string, tools: ToolsetInput): string | null {
  return indexToolset(tools).resolve(name)?.name ?? null;
}

/**
 * Internal: the declaration a name resolves to (the first one with that name), so a
 * caller that needs the spec too resolves once.
 *
 * @example
 * resolveToolSpec("GetWeather", [{ name: "get_weather", parameters: {} }])?.name; // "get_weather"
 */
export function resolveToolSpec(name: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  return specsIndex(tools).resolve(name);
}

/**
 * Internal: the name index of a list of specs, built once per list, so a caller that
 * resolves a name and also needs the declared names looks the list up once.
 *
 * @example
 * specsIndex(specs).names; // ["get_weather"]
 */
export function specsIndex(tools: readonly ToolSpec[]): ToolsetIndex {
  let index = indexes.get(tools);
  if (index === undefined) {
    index = indexSpecs(tools);
    indexes.set(tools, index);
  }
  return index;
}
