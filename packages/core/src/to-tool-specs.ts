import { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
import { readToolSpec } from "./read-tool-spec.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

/**
 * Reads OpenAI (`{ type: "function", function: {...} }` and the Responses API's flat
 * form), Anthropic (`input_schema`), MCP (`inputSchema`), AI SDK tool records
 * (`inputSchema` as `jsonSchema(...)`, a Standard JSON Schema such as zod ≥ 4.2, or
 * plain JSON Schema) and plain ToolSpecs into ToolSpecs. Throws an
 * `InvalidToolSpecError` naming the entry (index or key) it could not read.
 *
 * @example
 * toToolSpecs([{ type: "function", function: { name: "f", parameters: { type: "object" } } }]);
 * // [{ name: "f", parameters: { type: "object" } }]
 * toToolSpecs({ weather: { description: "…", inputSchema: jsonSchema({ type: "object" }) } });
 * // [{ name: "weather", description: "…", parameters: { type: "object" } }]
 */
export function toToolSpecs(tools: ToolsetInput): ToolSpec[] {
  if (Array.isArray(tools)) return tools.map((tool, index) => readToolSpec(tool, index));
  if (typeof tools !== "object" || tools === null) {
    throw new InvalidToolSpecError({
      entry: "",
      reason: `expected an array of tools or a record of tools, got ${tools === null ? "null" : typeof tools}`,
    });
  }
  return Object.keys(tools).map((key) =>
    readToolSpec((tools as Record<string, unknown>)[key], key, key),
  );
}
