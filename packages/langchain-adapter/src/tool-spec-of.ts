import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { type ToolSpec, toToolSpecs } from "@toolform/core";

interface Reading {
  readonly spec: ToolSpec | null;
  /** The spec's JSON when it was read: what the tool said then. */
  readonly text: string;
}

const cache = new WeakMap<object, Reading>();

/**
 * Reads a LangChain tool (a `tool()` / StructuredTool with a zod 3, zod 4 or
 * JSON Schema schema, or an OpenAI-format definition) into the ToolSpec the
 * model is shown. Returns `null` for what has no function schema (provider
 * built-in tools such as web search), which ToolForm leaves alone.
 *
 * Read afresh on every call, since a tool's description or schema can be
 * reassigned or edited in place between model calls, but the same spec object
 * is returned while its content is unchanged: whoever guards it by identity
 * (the middleware, `guardTools`, the core's caches) re-checks exactly the
 * tools that changed. The reading costs a few microseconds (LangChain keeps
 * its zod conversions).
 *
 * @example
 * const spec = toolSpecOf(tool(fn, { name: "get_weather", schema: z.object({ city: z.string() }) }));
 * spec?.parameters; // { type: "object", properties: { city: { type: "string" } }, ... }
 */
export function toolSpecOf(tool: unknown): ToolSpec | null {
  if (typeof tool !== "object" || tool === null) return null;
  const spec = convert(tool);
  let text: string;
  try {
    text = JSON.stringify(spec);
  } catch {
    // A schema JSON cannot write (a cycle, a BigInt) is never taken as unchanged.
    return spec;
  }
  const kept = cache.get(tool);
  if (kept !== undefined && kept.text === text) return kept.spec;
  cache.set(tool, { spec, text });
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
    if (typeof fn?.name !== "string") return providerSpec(tool);
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

// A declaration LangChain passes through as it is (an Anthropic `{ name, description,
// input_schema }`): the model is shown its description all the same, so it is read as
// the core reads provider shapes. A hosted tool (no function schema) stays null.
function providerSpec(tool: object): ToolSpec | null {
  if (typeof (tool as { name?: unknown }).name !== "string") return null;
  try {
    return toToolSpecs([tool as never])[0] ?? null;
  } catch {
    return null;
  }
}
