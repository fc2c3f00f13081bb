import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import type { ToolSpec } from "@toolform/core";

const cache = new WeakMap<object, ToolSpec | null>();

/**
 * Reads a LangChain tool (a `tool()` / StructuredTool with a zod 3, zod 4 or
 * JSON Schema schema, or an OpenAI-format definition) into the ToolSpec the
 * model is shown. Returns `null` for what has no function schema (provider
 * built-in tools such as web search), which ToolForm leaves alone.
 *
 * Cached per tool object: `createAgent` hands the same instances to every
 * model call, so the schema is converted once.
 *
 * @example
 * const spec = toolSpecOf(tool(fn, { name: "get_weather", schema: z.object({ city: z.string() }) }));
 * spec?.parameters; // { type: "object", properties: { city: { type: "string" } }, ... }
 */
export function toolSpecOf(tool: unknown): ToolSpec | null {
  if (typeof tool !== "object" || tool === null) return null;
  const cached = cache.get(tool);
  if (cached !== undefined) return cached;
  const spec = convert(tool);
  cache.set(tool, spec);
  return spec;
}

function convert(tool: object): ToolSpec | null {
  try {
    // convertToOpenAITool handles zod 3, zod 4 and JSON Schema alike, as bindTools does.
    const converted: unknown = convertToOpenAITool(
      tool as Parameters<typeof convertToOpenAITool>[0],
    );
    const fn = (converted as { function?: unknown }).function as
      | { name?: unknown; description?: unknown; parameters?: unknown }
      | undefined;
    if (typeof fn?.name !== "string") return null;
    const parameters =
      typeof fn.parameters === "object" && fn.parameters !== null
        ? (fn.parameters as ToolSpec["parameters"])
        : { type: "object" };
    return typeof fn.description === "string"
      ? { name: fn.name, description: fn.description, parameters }
      : { name: fn.name, parameters };
  } catch {
    return null;
  }
}
