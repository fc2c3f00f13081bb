import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

/**
 * Reads OpenAI, Anthropic, MCP, AI SDK and plain tool declarations into ToolSpecs.
 *
 * @example
 * toToolSpecs([{ type: "function", function: { name: "f", parameters: { type: "object" } } }]);
 */
export function toToolSpecs(tools: ToolsetInput): ToolSpec[] {
  throw new Error(`toToolSpecs: not implemented (${typeof tools})`);
}
