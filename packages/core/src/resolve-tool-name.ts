import type { ToolSpec } from "./tool-spec.js";

/**
 * Resolves a tool name as DESIGN "Name resolution" says; `null` when it does not resolve uniquely.
 *
 * @example
 * resolveToolName("functions.Get-Weather", tools); // "get_weather"
 */
export function resolveToolName(name: string, tools: readonly ToolSpec[]): string | null {
  throw new Error(`resolveToolName: not implemented (${name}, ${tools.length})`);
}
