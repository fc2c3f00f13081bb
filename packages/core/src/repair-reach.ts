import type { ValidationReport } from "./validation-report.js";

// Keywords that neither route a value to another sub-schema nor change which types a
// position admits: in a schema built only from these (plus `properties`, object
// `items` and boolean `additionalProperties`), the walk repair makes and the checks ajv
// makes meet every value under the very same sub-schema.
const INERT = new Set([
  "$schema",
  "$comment",
  "type",
  "required",
  "enum",
  "const",
  "title",
  "description",
  "default",
  "examples",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "readOnly",
  "writeOnly",
  "deprecated",
]);

// Deeper schemas are simply not judged plain.
const MAX_DEPTH = 32;

function isPlain(schema: unknown, depth: number): boolean {
  if (typeof schema === "boolean") return true;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  if (depth > MAX_DEPTH) return false;
  const record = schema as { readonly [key: string]: unknown };
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (INERT.has(key)) continue;
    if (key === "additionalProperties" && typeof value === "boolean") continue;
    if (key === "items" && !Array.isArray(value) && isPlain(value, depth + 1)) continue;
    if (key === "properties" && typeof value === "object" && value !== null) {
      const properties = value as { readonly [key: string]: unknown };
      if (Object.keys(properties).every((name) => isPlain(properties[name], depth + 1))) continue;
    }
    return false;
  }
  return true;
}

const plain = new WeakMap<object, boolean>();

const isEntryLike = (path: string) => path.includes(": ");

/**
 * Whether meaning-preserving repair could change anything in arguments that failed
 * validation with this report. A repair turns a string or a one-item list into the type
 * the position wants; in a schema without `$ref`, combinators, conditionals or pattern
 * routing, that position then already fails its own `type` (a type error) or `enum` /
 * `const` (an enum error). So a plain schema whose report holds neither cannot be
 * repaired, and the walk is skipped. Any other schema is always tried. Judged once per
 * schema object.
 *
 * @example
 * mayRepair({ properties: { n: { type: "integer" } } }, { ...report, missingRequired: ["m"] }); // false
 */
export function mayRepair(schema: object, report: ValidationReport): boolean {
  if (report.typeErrors.length > 0 || report.enumErrors.length > 0) return true;
  // Each entry is reported once across buckets: a key written like an error entry
  // ("n: expected integer, got string") could have hidden one. Such calls are tried.
  if (report.missingRequired.some(isEntryLike) || report.unknownArgs.some(isEntryLike)) {
    return true;
  }
  let known = plain.get(schema);
  if (known === undefined) {
    known = isPlain(schema, 0);
    plain.set(schema, known);
  }
  return !known;
}
