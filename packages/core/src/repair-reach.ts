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

// What the ajv errors mapped last said (see `noteRepairReach`), with the report's
// `typeErrors` list they were mapped into: a fresh array per mapping, which the report
// carries as it is, so a report is matched to its own errors by identity. Any other
// report (one mapped before, or built another way) is judged from its entries alone.
let notedTypeErrors: readonly string[] | undefined;
let notedChangeable = true;

/**
 * Internal (`mapAjvErrors`): records, for the buckets whose type error list is
 * `typeErrors`, whether any of ajv's type, enum or const errors found a value repair
 * could change where it stands (`repairCouldChange`). `mayRepair` reads it for the
 * report built from those buckets, and for no other.
 *
 * @example
 * noteRepairReach(buckets.typeErrors, repairCouldChange(error.data));
 */
export function noteRepairReach(typeErrors: readonly string[], changeable: boolean): void {
  notedTypeErrors = typeErrors;
  notedChangeable = changeable;
}

const isEntryLike = (path: string) => path.includes(": ");

/**
 * Whether meaning-preserving repair could change anything in arguments that failed
 * validation with this report. A repair turns a string or a one-item list into the type
 * the position wants; in a schema without `$ref`, combinators, conditionals or pattern
 * routing, that position then already fails its own `type` (a type error) or `enum` /
 * `const` (an enum error). So a plain schema whose report holds neither cannot be
 * repaired, and the walk is skipped; nor can one whose only errors are type errors
 * that found something other than a string or a list. For the report built from the
 * ajv errors mapped last, the values those errors found are read directly: none a
 * repair could change (a numeral, a yes/no word, a one-item list of a scalar), no
 * walk. Any other schema is always tried. Judged once per schema object.
 *
 * @example
 * mayRepair({ properties: { n: { type: "integer" } } }, { ...report, missingRequired: ["m"] }); // false
 */
export function mayRepair(schema: object, report: ValidationReport): boolean {
  const { typeErrors } = report;
  // The report built from the ajv errors mapped last: read what they found directly.
  // In a plain schema every position repair changes fails its own type, enum or const,
  // and ajv reports each with the value it found there (every error, before the report
  // merges or drops any): when none of those values is one repair could change, the
  // walk changes nothing.
  if (typeErrors === notedTypeErrors) return notedChangeable || !isPlainSchema(schema);
  if (typeErrors.length === 0 && report.enumErrors.length === 0) {
    // Each entry is reported once across buckets: a key written like an error entry
    // ("n: expected integer, got string") could have hidden one. Such calls are tried.
    if (report.missingRequired.some(isEntryLike) || report.unknownArgs.some(isEntryLike)) {
      return true;
    }
    return !isPlainSchema(schema);
  }
  if (report.enumErrors.length > 0) return true;
  // Only type errors: a repair changes a string or a list, and in a plain schema the
  // position holding it fails its own `type` with "got string" / "got array". Type
  // errors that all found something else (an object where a number goes, the usual
  // wrong type) mark values repair leaves as they are. Any other wording (a
  // non-finite number's, which also drops the entries at its path) is tried.
  for (let i = 0; i < typeErrors.length; i++) if (!foundUnrepairable(typeErrors[i]!)) return true;
  // Nor may another bucket hold an entry that reads like a string's or a list's type
  // error: it would have hidden the real one.
  if (report.missingRequired.some(isEntryLike) || report.unknownArgs.some(isEntryLike)) {
    return true;
  }
  if (report.constraintErrors.some(mayHideTypeError)) return true;
  return !isPlainSchema(schema);
}

// The schema judged last and its answer: calls to one tool usually follow each other,
// and a comparison costs less than a probe of `plain`.
let lastSchema: object | undefined;
let lastPlain = false;

function isPlainSchema(schema: object): boolean {
  if (schema === lastSchema) return lastPlain;
  let known = plain.get(schema);
  if (known === undefined) {
    known = isPlain(schema, 0);
    plain.set(schema, known);
  }
  lastSchema = schema;
  lastPlain = known;
  return known;
}

// The endings `mapAjvErrors` writes for a value that is neither a string nor a list
// (`jsonTypeOf`): "…, got object", "…, got integer", and so on.
const UNREPAIRABLE = [
  ", got object",
  ", got integer",
  ", got number",
  ", got boolean",
  ", got null",
];

const mayHideTypeError = (entry: string) =>
  entry.endsWith(", got string") || entry.endsWith(", got array");

function foundUnrepairable(entry: string): boolean {
  for (let i = 0; i < UNREPAIRABLE.length; i++) if (entry.endsWith(UNREPAIRABLE[i]!)) return true;
  return false;
}
