import { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
import type { JSONSchema } from "./json-schema.js";
import type { ToolSpec } from "./tool-spec.js";

type Record_ = { readonly [key: string | symbol]: unknown };

const AI_SDK_SCHEMA = Symbol.for("vercel.ai.schema");

function isRecord(value: unknown): value is Record_ {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Schemas ToolForm made rather than found in the declaration (converted, or read
// through a wrapper's getter): such a schema may be a new object on every read,
// so the toolset holding it is always remembered by identity (see toolset-index).
const derived = new WeakSet<object>();

/**
 * Internal: true for a schema `readToolSpec` made or read through a getter
 * rather than found as a plain property of the declaration.
 *
 * @example
 * isDerivedSchema(readToolSpec({ name: "f", parameters: { type: "object" } }, 0).parameters); // false
 */
export function isDerivedSchema(schema: object): boolean {
  return derived.has(schema);
}

// A tool that declares no parameters takes none.
const NO_PARAMETERS: JSONSchema = Object.freeze({ type: "object", properties: Object.freeze({}) });

/**
 * Reads one declaration into a ToolSpec. `entry` labels errors (array index
 * or record key); `keyName` is the record key, the tool's name in an AI SDK
 * tool record. The parameters object is kept by reference (never copied), so
 * the schema cache's identity fast path hits for tools built once.
 *
 * @example
 * readToolSpec({ name: "f", input_schema: { type: "object" } }, 0); // { name: "f", parameters: {...} }
 */
export function readToolSpec(value: unknown, entry: number | string, keyName?: string): ToolSpec {
  if (!isRecord(value))
    return fail(
      entry,
      `expected an object, got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`,
    );
  // OpenAI chat completions: { type: "function", function: { name, description, parameters } }.
  const source: Record_ = isRecord(value.function) ? value.function : value;
  const name = typeof source.name === "string" ? source.name : keyName;
  if (name === undefined || name === "") {
    return fail(entry, "no tool name (expected `name`, `function.name`, or a record key)");
  }
  // Plain assignments, no closure: a toolset rebuilt per request is read on every call.
  let schema: unknown = source.parameters;
  let field = "parameters";
  if (schema === undefined) {
    if (source.input_schema !== undefined) {
      schema = source.input_schema;
      field = "input_schema";
    } else if (source.inputSchema !== undefined) {
      schema = source.inputSchema;
      field = "inputSchema";
    } else if (source.schema !== undefined) {
      schema = source.schema;
      field = "schema";
    } else schema = NO_PARAMETERS;
  }
  const parameters = readSchema(schema, field, entry);
  const description = typeof source.description === "string" ? source.description : undefined;
  return description === undefined ? { name, parameters } : { name, description, parameters };
}

function fail(entry: number | string, reason: string, cause?: unknown): never {
  throw new InvalidToolSpecError({ entry, reason, cause });
}

function readSchema(schema: unknown, field: string, entry: number | string): JSONSchema {
  if (schema === true) return {};
  if (!isRecord(schema)) return fail(entry, `\`${field}\` is not a JSON Schema object`);
  // AI SDK `jsonSchema()` / `zodSchema()` wrappers carry the JSON Schema under `.jsonSchema`
  // (a lazy getter); a JSON Schema has no such top-level keyword.
  if (schema[AI_SDK_SCHEMA] === true || ("jsonSchema" in schema && !("type" in schema))) {
    const inner = readWrapped(schema, field, entry);
    derived.add(inner);
    return inner;
  }
  // Standard JSON Schema (zod ≥ 4.2, valibot, arktype): convertible without importing the library.
  const standard = schema["~standard"];
  if (isRecord(standard) && !isSchemaData(schema)) {
    const converter = standard.jsonSchema;
    if (isRecord(converter) && typeof converter.input === "function") {
      try {
        const converted = (converter.input as (o: { target: string }) => unknown)({
          target: "draft-07",
        });
        if (isRecord(converted)) {
          derived.add(converted);
          return converted;
        }
      } catch (cause) {
        return fail(
          entry,
          `\`${field}\` could not be converted to JSON Schema: ${String(cause)}`,
          cause,
        );
      }
    }
    return fail(
      entry,
      `\`${field}\` is a ${String(standard.vendor ?? "Standard Schema")} schema with no JSON Schema converter; pass a JSON Schema (e.g. the AI SDK's jsonSchema(...) or z.toJSONSchema(schema))`,
    );
  }
  if ("_zod" in schema || "_def" in schema) {
    return fail(
      entry,
      `\`${field}\` is a Zod schema this version cannot convert without importing zod; pass its JSON Schema instead (z.toJSONSchema(schema), or zodSchema(schema) from "ai")`,
    );
  }
  return schema;
}

// A JSON Schema a library produced can carry that library's Standard Schema interface
// as an own, non-enumerable property (zod's `z.toJSONSchema` output does; LangChain
// binds a zod tool with such an object). Its own data is the schema the model is shown,
// which is what `JSON.stringify` sends; the interface would convert the library schema
// it came from afresh (draft-07, input mode), which can differ from it (nested objects
// left open, the caller's edits lost). A library schema itself (zod's `_zod`, a `_def`,
// valibot's enumerable interface) is still converted.
function isSchemaData(schema: Record_): boolean {
  const own = Object.getOwnPropertyDescriptor(schema, "~standard");
  return own !== undefined && own.enumerable !== true && !("_zod" in schema) && !("_def" in schema);
}

function readWrapped(wrapper: Record_, field: string, entry: number | string): JSONSchema {
  let inner: unknown;
  try {
    inner = wrapper.jsonSchema;
  } catch (cause) {
    return fail(entry, `reading \`${field}.jsonSchema\` threw: ${String(cause)}`, cause);
  }
  if (isRecord(inner) && typeof inner.then === "function") {
    return fail(
      entry,
      `\`${field}.jsonSchema\` is only available asynchronously; resolve it and pass the JSON Schema`,
    );
  }
  if (inner === true) return {};
  if (!isRecord(inner)) return fail(entry, `\`${field}.jsonSchema\` is not a JSON Schema object`);
  return inner;
}
