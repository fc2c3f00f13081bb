import { convertToOpenAITool, isLangChainTool } from "@langchain/core/utils/function_calling";
import { type ToolSpec, toToolSpecs } from "@toolform/core";
import { sameJson } from "./same-json.js";

interface Reading {
  readonly spec: ToolSpec | null;
  /** The spec's JSON when it was read: what the tool said then. */
  readonly text: string;
  /** For a LangChain tool, what the reading came from (see `unchanged`). */
  readonly source: Source | undefined;
}

// LangChain shows the model a LangChain tool's `name`, `description` and the
// JSON Schema of its `schema`, which it converts once per schema object (a
// JSON Schema is its own conversion): while those three fields are the same
// values and that JSON Schema still holds what it held, the tool reads as it did.
interface Source {
  readonly name: unknown;
  readonly description: unknown;
  readonly schema: unknown;
  /** The JSON Schema LangChain converted `schema` to (for a JSON Schema, `schema` itself). */
  readonly parameters: unknown;
  /** `parameters` as parsed back from the reading's JSON. */
  readonly copy: unknown;
}

interface LangChainFields {
  readonly name?: unknown;
  readonly description?: unknown;
  readonly schema?: unknown;
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
 * tools that changed. A LangChain tool whose name, description and schema
 * object are the ones last read, its JSON Schema holding what it held then,
 * is answered by a walk of that schema; any other is converted and written
 * out again (a few microseconds; LangChain keeps its zod conversions).
 *
 * @example
 * const spec = toolSpecOf(tool(fn, { name: "get_weather", schema: z.object({ city: z.string() }) }));
 * spec?.parameters; // { type: "object", properties: { city: { type: "string" } }, ... }
 */
export function toolSpecOf(tool: unknown): ToolSpec | null {
  if (typeof tool !== "object" || tool === null) return null;
  const kept = cache.get(tool);
  if (kept?.source !== undefined && unchanged(tool as LangChainFields, kept.source))
    return kept.spec;
  const spec = convert(tool);
  let text: string;
  try {
    text = JSON.stringify(spec);
  } catch {
    // A schema JSON cannot write (a cycle, a BigInt) is never taken as unchanged.
    return spec;
  }
  // The same content read from new objects keeps the spec already handed out.
  const same = kept !== undefined && kept.text === text;
  const read = same ? kept.spec : spec;
  cache.set(tool, { spec: read, text, source: sourceOf(tool, spec, text) });
  return read;
}

function unchanged(tool: LangChainFields, source: Source): boolean {
  try {
    return (
      tool.name === source.name &&
      tool.description === source.description &&
      tool.schema === source.schema &&
      sameJson(source.copy, source.parameters)
    );
  } catch {
    // A getter that throws now: the full reading decides (convert answers null).
    return false;
  }
}

// What `unchanged` compares a LangChain tool with; other declarations are read in full.
function sourceOf(tool: object, spec: ToolSpec | null, text: string): Source | undefined {
  if (spec === null) return undefined;
  try {
    if (!isLangChainTool(tool as never)) return undefined;
    const { name, description, schema } = tool as LangChainFields;
    const copy: unknown = (JSON.parse(text) as ToolSpec).parameters;
    return { name, description, schema, parameters: spec.parameters, copy };
  } catch {
    return undefined;
  }
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
