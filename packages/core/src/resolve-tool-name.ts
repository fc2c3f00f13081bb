import type { ToolSpec } from "./tool-spec.js";
import { indexSpecs, type ToolsetIndex } from "./toolset-index.js";

const indexes = new WeakMap<readonly ToolSpec[], ToolsetIndex>();

/**
 * Resolves a tool name as DESIGN "Name resolution" says: the exact name
 * first; otherwise the one tool whose key (leading `functions.` removed,
 * lower-cased, `-`, `_` and `.` deleted) equals the name's key. `null` when no
 * tool, or more than one, matches.
 *
 * @example
 * resolveToolName("functions.Get-Weather", [{ name: "get_weather", parameters: {} }]); // "get_weather"
 * resolveToolName("get_weather_v2", [{ name: "get_weather", parameters: {} }]); // null
 */
export function resolveToolName(name: string, tools: readonly ToolSpec[]): string | null {
  return resolveToolSpec(name, tools)?.name ?? null;
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
