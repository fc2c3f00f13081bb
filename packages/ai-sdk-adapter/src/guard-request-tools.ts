import type { Guard } from "@toolform/core";
import { type RequestTool, requestToolSpecs } from "./request-tool-specs.js";

/**
 * The request's tools as the policy lets the model see them: poisoned
 * descriptions (the tool's, its parameters', titles, enum values, defaults,
 * examples) stripped, or the tool withheld under `"block"`. Provider tools
 * pass through untouched.
 *
 * @example
 * params = { ...params, tools: guardRequestTools(guard, params.tools) };
 */
export function guardRequestTools<T extends RequestTool>(
  guard: Guard,
  tools: readonly T[] | undefined,
): T[] | undefined {
  if (tools === undefined) return undefined;
  const { tools: visible, removed } = guard.guardToolset(requestToolSpecs(tools));
  const byName = new Map(visible.map((spec) => [spec.name, spec]));
  const guarded: T[] = [];
  for (const tool of tools) {
    if (tool.type !== "function") {
      guarded.push(tool);
      continue;
    }
    const spec = byName.get(tool.name);
    if (spec === undefined || removed.includes(tool.name)) continue;
    const { description: _dropped, ...rest } = tool;
    guarded.push({
      ...rest,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      inputSchema: spec.parameters,
    } as T);
  }
  return guarded;
}
