import type { JSONSchema } from "./json-schema.js";

/**
 * The one internal tool shape every provider format is read into.
 *
 * @example
 * const weather: ToolSpec = {
 *   name: "get_weather",
 *   description: "Current weather for a city.",
 *   parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
 * };
 */
export interface ToolSpec {
  readonly name: string;
  readonly description?: string;
  readonly parameters: JSONSchema;
}

/**
 * Any tool declaration `toToolSpecs` can read: OpenAI
 * (`{ type: "function", function: { name, parameters } }`), Anthropic
 * (`{ name, input_schema }`), MCP (`{ name, inputSchema }`), an AI SDK tool
 * record entry, or a plain {@link ToolSpec}.
 *
 * @example
 * const openai: ToolInput = { type: "function", function: { name: "f", parameters: { type: "object" } } };
 */
export type ToolInput = ToolSpec | { readonly [key: string]: unknown };

/**
 * A toolset as callers hold it: an array of declarations, or a record keyed
 * by tool name (the AI SDK's `tools` option).
 *
 * @example
 * const tools: ToolsetInput = [{ name: "f", parameters: { type: "object" } }];
 */
export type ToolsetInput = readonly ToolInput[] | { readonly [name: string]: ToolInput };
