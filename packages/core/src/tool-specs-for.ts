import { toToolSpecs } from "./to-tool-specs.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

const cache = new WeakMap<object, readonly ToolSpec[]>();

/**
 * `toToolSpecs`, remembered per toolset object: an adapter passes the same toolset for
 * every call of a run, and reading it once keeps `decide` cheap.
 *
 * @example
 * toolSpecsFor(request.tools)[0]?.name;
 */
export function toolSpecsFor(tools: ToolsetInput): readonly ToolSpec[] {
  let specs = cache.get(tools);
  if (specs === undefined) {
    specs = Object.freeze(toToolSpecs(tools));
    cache.set(tools, specs);
  }
  return specs;
}
