import type { ErrorObject } from "ajv";
import type { JSONSchema } from "./json-schema.js";

// ajv drops a property named `__proto__` from `properties`/`required`, so schemas
// that name it are compiled, and their instances validated, with every key passed
// through `escapeKey`: `__proto__` becomes NUL + `__proto__`, and a key already
// holding a NUL has each NUL doubled, so no two keys can ever meet.
const NUL = "\u0000";
const SENTINEL = `${NUL}__proto__`;

/**
 * The key ToolForm gives `__proto__` (and NUL-bearing keys) inside a schema that names `__proto__`.
 *
 * @example
 * escapeKey("__proto__"); // "\u0000__proto__"
 * escapeKey("city"); // "city"
 */
export function escapeKey(key: string): string {
  if (key === "__proto__") return SENTINEL;
  return key.includes(NUL) ? key.replaceAll(NUL, NUL + NUL) : key;
}

/**
 * The inverse of `escapeKey`.
 *
 * @example
 * unescapeKey("\u0000__proto__"); // "__proto__"
 */
export function unescapeKey(key: string): string {
  if (key === SENTINEL) return "__proto__";
  return key.includes(NUL) ? key.replaceAll(NUL + NUL, NUL) : key;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  // Never a plain write: an escaped key is never `__proto__`, but a prototype setter stays out of reach.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A copy of JSON data with every own key escaped (`escapeKey`), arrays and plain
 * objects copied, anything else shared. Only own enumerable data is read; the
 * input and every prototype are left alone. Deep data may throw a RangeError.
 *
 * @example
 * escapeData(JSON.parse('{"__proto__": 1}')); // { "\u0000__proto__": 1 }
 */
export function escapeData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(escapeData);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) define(out, escapeKey(key), escapeData(value[key]));
  return out;
}

// Keywords whose value is a list of property names.
const NAME_LISTS = new Set(["required"]);
// Keywords whose value maps a name to a sub-schema (or, for the two dependency
// keywords, possibly to a list of property names). Definitions are escaped too, so
// that every pointer in a `$ref` can be escaped alike.
const NAME_MAPS = new Set([
  "properties",
  "dependentSchemas",
  "dependentRequired",
  "dependencies",
  "$defs",
  "definitions",
]);
// Keywords whose value is instance data, escaped as the instance will be.
const DATA = new Set(["const", "enum"]);
// Keywords whose value is a URI whose fragment may be a JSON pointer through property names.
const REFS = new Set(["$ref", "$dynamicRef"]);

/**
 * A copy of a schema for an escaped instance: property names in `properties`,
 * `required`, `dependentRequired`/`dependencies`/`dependentSchemas`, definition
 * names in `$defs`/`definitions`, object keys inside `const`/`enum`, and the
 * JSON-pointer segments of `$ref`/`$dynamicRef`, escaped. `patternProperties` and
 * `propertyNames` are not rewritten (a regex cannot be escaped soundly): they see
 * the escaped key. The copy's objects have no prototype, so a `$ref` can never
 * resolve through an inherited member such as `constructor`.
 *
 * @example
 * escapeSchema({ properties: { __proto__: { type: "integer" } }, required: ["__proto__"] });
 */
export function escapeSchema(schema: JSONSchema): JSONSchema {
  return escapeSchemaNode(schema, 0) as JSONSchema;
}

function escapeSchemaNode(node: unknown, depth: number): unknown {
  if (depth > 256) throw new RangeError("the schema is too deeply nested");
  if (Array.isArray(node)) return node.map((item) => escapeSchemaNode(item, depth + 1));
  if (!isPlainObject(node)) return node;
  const out: Record<string, unknown> = Object.create(null);
  for (const keyword of Object.keys(node)) {
    const value = node[keyword];
    let copy: unknown;
    if (DATA.has(keyword)) copy = escapeData(value);
    else if (REFS.has(keyword) && typeof value === "string") copy = escapeRef(value);
    else if (NAME_LISTS.has(keyword)) copy = escapeNames(value);
    else if (NAME_MAPS.has(keyword) && isPlainObject(value)) {
      const map: Record<string, unknown> = Object.create(null);
      for (const name of Object.keys(value)) {
        const inner = value[name];
        define(
          map,
          escapeKey(name),
          Array.isArray(inner) ? escapeNames(inner) : escapeSchemaNode(inner, depth + 1),
        );
      }
      copy = map;
    } else copy = escapeSchemaNode(value, depth + 1);
    define(out, keyword, copy);
  }
  return out;
}

/**
 * A reference with every JSON-pointer segment escaped as the schema's keys are.
 * Left as it was, `#/properties/__proto__` would miss the escaped entry and, read
 * by plain property access, reach `Object.prototype`: a schema that accepts anything.
 * Escaped, it reaches the escaped entry, or fails to resolve (the schema is refused).
 */
function escapeRef(ref: string): string {
  const hash = ref.indexOf("#");
  if (hash < 0) return ref;
  const segments = ref.slice(hash + 1).split("/");
  let changed = false;
  for (let i = 0; i < segments.length; i++) {
    const name = readSegment(segments[i] as string);
    if (name === undefined) continue;
    const escaped = escapeKey(name);
    if (escaped === name) continue;
    segments[i] = encodeURIComponent(escaped.replaceAll("~", "~0").replaceAll("/", "~1"));
    changed = true;
  }
  return changed ? ref.slice(0, hash + 1) + segments.join("/") : ref;
}

/** One JSON-pointer segment of a URI fragment, decoded; undefined when its percent-encoding is broken. */
function readSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");
  } catch {
    return undefined;
  }
}

function escapeNames(value: unknown): unknown {
  return Array.isArray(value)
    ? value.map((name) => (typeof name === "string" ? escapeKey(name) : name))
    : value;
}

const NAME_PARAMS = [
  "missingProperty",
  "additionalProperty",
  "unevaluatedProperty",
  "propertyName",
];

/**
 * An ajv error from an escaped run, read back in the caller's key names (instance
 * path segments and the params that name a property).
 *
 * @example
 * unescapeError(error).instancePath; // "/__proto__"
 */
export function unescapeError(error: ErrorObject): ErrorObject {
  const params: Record<string, unknown> = { ...(error.params as Record<string, unknown>) };
  for (const name of NAME_PARAMS) {
    const value = params[name];
    if (typeof value === "string") params[name] = unescapeKey(value);
  }
  const instancePath = error.instancePath.includes(NUL)
    ? error.instancePath
        .split("/")
        .map((segment) => unescapeKey(segment))
        .join("/")
    : error.instancePath;
  return { ...error, instancePath, params };
}
