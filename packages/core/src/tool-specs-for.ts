import { toToolSpecs } from "./to-tool-specs.js";
import type { ToolInput, ToolSpec, ToolsetInput } from "./tool-spec.js";

// A provider's hosted tools (`{ type: "web_search_preview" }`, `{ type: "file_search" }`)
// sit in the same request array but declare no function the model calls by name.
function isHostedTool(entry: ToolInput): boolean {
  const record = entry as { readonly [key: string]: unknown };
  return (
    typeof record === "object" &&
    record !== null &&
    typeof record.type === "string" &&
    record.type !== "function" &&
    record.name === undefined &&
    record.function === undefined
  );
}

/**
 * The tools a call is judged against, read fresh on every call (a toolset array may
 * change between calls; schema compilation is cached by content further down, so this
 * stays cheap). A provider request's `tools` array can be passed straight through:
 * hosted tools without a function declaration are left out.
 *
 * @example
 * toolSpecsFor([{ type: "web_search_preview" }, { type: "function", function: { name: "f", parameters: {} } }]);
 * // [{ name: "f", parameters: {} }]
 */
export function toolSpecsFor(tools: ToolsetInput): readonly ToolSpec[] {
  return toToolSpecs(Array.isArray(tools) ? tools.filter((entry) => !isHostedTool(entry)) : tools);
}
