import type { JSONSchema } from "./json-schema.js";
import { jsonTypeOf } from "./map-ajv-errors.js";
import { compilePattern } from "./re2-engine.js";
import { resolveLocalRef } from "./root-declarations.js";

/**
 * Read-only questions a schema-guided walk asks of a (sub)schema: which JSON
 * types it admits, and which sub-schema governs a property or an array item.
 * Follows same-document `$ref`s and looks through allOf/anyOf/oneOf.
 */

function isObject(value: unknown): value is JSONSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const MAX_HOPS = 32;

// `$ref` and combinator members, in the order a walk should consult them.
function* branches(schema: JSONSchema, root: JSONSchema): Generator<unknown> {
  if (typeof schema.$ref === "string") yield resolveLocalRef(root, schema.$ref);
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) yield* list;
  }
}

// One shared, read-only set per type name: a repair walk asks this of every value
// it meets, and `type: "<name>"` is by far the most common answer.
const singleTypes = new Map<string, ReadonlySet<string>>();
function singleType(type: string): ReadonlySet<string> {
  let types = singleTypes.get(type);
  if (types === undefined) {
    types = new Set([type]);
    // Bounded: a schema may name any string as its type.
    if (singleTypes.size < 64) singleTypes.set(type, types);
  }
  return types;
}

/**
 * The JSON types a schema admits (`integer` apart from `number`), or `null`
 * when it does not constrain the type (then nothing should be coerced).
 *
 * @example
 * admittedTypes({ enum: [1, 2] }, root); // Set { "integer" }
 */
export function admittedTypes(
  schema: unknown,
  root: JSONSchema,
  hops = 0,
): ReadonlySet<string> | null {
  if (!isObject(schema) || hops > MAX_HOPS) return null;
  const type = schema.type;
  if (typeof type === "string") return singleType(type);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === "string"));
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (typeof schema.$ref === "string") {
    return admittedTypes(resolveLocalRef(root, schema.$ref), root, hops + 1);
  }
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    const union = new Set<string>();
    for (const branch of list) {
      const types = admittedTypes(branch, root, hops + 1);
      if (types === null) return null;
      for (const t of types) union.add(t);
    }
    return union;
  }
  if (Array.isArray(schema.allOf)) {
    for (const branch of schema.allOf) {
      const types = admittedTypes(branch, root, hops + 1);
      if (types !== null) return types;
    }
  }
  return null;
}

/**
 * The sub-schema for property `key`: `properties`, then `patternProperties`,
 * then a schema-valued `additionalProperties`, then the same through `$ref`
 * and combinators; `undefined` when none says.
 *
 * @example
 * propertySchema({ properties: { a: { type: "string" } } }, "a", root); // { type: "string" }
 */
export function propertySchema(schema: unknown, key: string, root: JSONSchema, hops = 0): unknown {
  if (!isObject(schema) || hops > MAX_HOPS) return undefined;
  const properties = schema.properties;
  if (isObject(properties) && Object.hasOwn(properties, key)) return properties[key];
  const patterns = schema.patternProperties;
  if (isObject(patterns)) {
    for (const source of Object.keys(patterns)) {
      if (compilePattern(source)?.test(key)) return patterns[source];
    }
  }
  for (const branch of branches(schema, root)) {
    const found = propertySchema(branch, key, root, hops + 1);
    if (found !== undefined) return found;
  }
  return isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

/**
 * The sub-schema for array item `index`: `prefixItems`/tuple `items`, then
 * `items`/`additionalItems`, then through `$ref` and combinators.
 *
 * @example
 * itemSchema({ items: { type: "integer" } }, 3, root); // { type: "integer" }
 */
export function itemSchema(schema: unknown, index: number, root: JSONSchema, hops = 0): unknown {
  if (!isObject(schema) || hops > MAX_HOPS) return undefined;
  if (Array.isArray(schema.prefixItems) && index < schema.prefixItems.length) {
    return schema.prefixItems[index];
  }
  if (Array.isArray(schema.items)) {
    return index < schema.items.length ? schema.items[index] : schema.additionalItems;
  }
  if (isObject(schema.items)) return schema.items;
  for (const branch of branches(schema, root)) {
    const found = itemSchema(branch, index, root, hops + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
