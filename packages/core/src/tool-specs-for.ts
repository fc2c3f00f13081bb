import { toToolSpecs } from "./to-tool-specs.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

/**
 * `toToolSpecs`, read fresh on every call: a toolset array may be changed between
 * calls, and a stale copy would judge against tools that are gone (schema compilation
 * is cached by content further down, so this stays cheap).
 *
 * @example
 * toolSpecsFor(request.tools)[0]?.name;
 */
export function toolSpecsFor(tools: ToolsetInput): readonly ToolSpec[] {
  return toToolSpecs(tools);
}
