import type { ErrorObject } from "ajv";
import { joinPath, pointerToDotted } from "./json-path.js";
import { repairCouldChange } from "./repair-candidate.js";
import { noteRepairReach } from "./repair-reach.js";

/**
 * The five value buckets of a ValidationReport, filled from ajv's errors.
 *
 * @example
 * const buckets: ErrorBuckets = emptyBuckets();
 */
export interface ErrorBuckets {
  missingRequired: string[];
  unknownArgs: string[];
  typeErrors: string[];
  enumErrors: string[];
  constraintErrors: string[];
}

/**
 * The type name a report uses for a value: JSON's types, with `integer` for a
 * whole number so `expected string, got integer` reads naturally.
 *
 * @example
 * jsonTypeOf(5); // "integer"
 */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/**
 * Five empty buckets.
 *
 * @example
 * emptyBuckets().typeErrors; // []
 */
export function emptyBuckets(): ErrorBuckets {
  return {
    missingRequired: [],
    unknownArgs: [],
    typeErrors: [],
    enumErrors: [],
    constraintErrors: [],
  };
}

// Wrappers whose own error says nothing the inner errors do not: dropped.
const WRAPPERS = new Set(["if"]);
// A failed combinator reports once at its path; its branch errors are noise. So
// does `contains`: the items that do not match it are not errors of their own.
const COMBINATORS = new Set(["anyOf", "oneOf", "not", "propertyNames", "contains"]);

/**
 * Sorts ajv errors (run with `allErrors`, `verbose`) into report buckets with
 * dotted paths: one entry per failed anyOf/oneOf/not/contains (no branch or item errors), and
 * no enum error where the same value already has a type error.
 *
 * @example
 * const buckets = mapAjvErrors(validate.errors ?? []);
 * buckets.constraintErrors; // ["value: -5 < minimum 0"]
 */
export function mapAjvErrors(errors: readonly ErrorObject[]): ErrorBuckets {
  const buckets = emptyBuckets();
  // Both lists stay empty for most calls: built only when a combinator or type error shows.
  let combinatorPaths: string[] | undefined;
  let typed: string[] | undefined;
  // Whether a type, enum or const error found a value repair could change where it
  // stands: read from every error ajv gave (before any is merged or dropped below).
  let changeable = false;
  for (let i = 0; i < errors.length; i++) {
    const error = errors[i]!;
    const { keyword } = error;
    if (COMBINATORS.has(keyword)) {
      combinatorPaths ??= [];
      combinatorPaths.push(`${error.schemaPath}/`);
    } else if (keyword === "type") {
      typed ??= [];
      typed.push(error.instancePath);
      if (!changeable) changeable = repairCouldChange(error.data);
    } else if (!changeable && (keyword === "enum" || keyword === "const")) {
      changeable = repairCouldChange(error.data);
    }
  }
  noteRepairReach(buckets.typeErrors, changeable);
  const typedPaths = typed !== undefined && typed.length > SMALL ? new Set(typed) : typed;
  const seen = new Entries();
  for (let i = 0; i < errors.length; i++) {
    const error = errors[i]!;
    if (WRAPPERS.has(error.keyword)) continue;
    if (combinatorPaths?.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const path = pointerToDotted(error.instancePath);
    // The object a member is missing from or unknown in: the root, or the value at `path`.
    const at = error.instancePath === "" ? undefined : path;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case "required":
      case "dependencies":
      case "dependentRequired":
        seen.add(buckets.missingRequired, joinPath(at, String(params.missingProperty)));
        break;
      case "additionalProperties":
        seen.add(buckets.unknownArgs, joinPath(at, String(params.additionalProperty)));
        break;
      case "unevaluatedProperties":
        seen.add(buckets.unknownArgs, joinPath(at, String(params.unevaluatedProperty)));
        break;
      case "type":
        seen.add(
          buckets.typeErrors,
          entry(path, `expected ${params.type}, got ${jsonTypeOf(error.data)}`),
        );
        break;
      case "enum":
      case "const":
        if (!has(typedPaths, error.instancePath))
          seen.add(buckets.enumErrors, entry(path, enumMessage(error)));
        break;
      default:
        seen.add(buckets.constraintErrors, entry(path, constraintMessage(error)));
    }
  }
  return buckets;
}

// Below this many entries a list is searched; above, a Set keeps 100,000 errors linear.
const SMALL = 16;

function has(list: readonly string[] | Set<string> | undefined, item: string): boolean {
  if (list === undefined) return false;
  return Array.isArray(list) ? list.includes(item) : (list as Set<string>).has(item);
}

// Each entry is reported once across all buckets (a path missing and unknown at once
// is reported as missing only). Most calls add one or two entries: no Set for those.
class Entries {
  #list: string[] = [];
  #set: Set<string> | undefined;

  add(bucket: string[], entry: string): void {
    if (this.#set !== undefined) {
      if (this.#set.has(entry)) return;
      this.#set.add(entry);
    } else {
      if (this.#list.includes(entry)) return;
      this.#list.push(entry);
      if (this.#list.length > SMALL) this.#set = new Set(this.#list);
    }
    bucket.push(entry);
  }
}

function entry(path: string, message: string): string {
  return `${path === "" ? "(root)" : path}: ${message}`;
}

const MAX_SHOWN = 10;

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function enumMessage(error: ErrorObject): string {
  if (error.keyword === "const") return `expected ${show(error.params.allowedValue)}`;
  const allowed = error.params.allowedValues as unknown[];
  const kept = Array.isArray(allowed) ? enumTexts.get(allowed) : undefined;
  if (kept !== undefined && kept.length === allowed.length && sameShown(kept.shown, allowed)) {
    return kept.text;
  }
  const shown = allowed.slice(0, MAX_SHOWN);
  const text = `expected one of ${shown.map(show).join(", ")}${allowed.length > MAX_SHOWN ? `, … (${allowed.length} values)` : ""}`;
  if (Array.isArray(allowed) && shown.every(isPrimitive))
    enumTexts.set(allowed, { length: allowed.length, shown, text });
  return text;
}

// The message of an enum, kept per enum list (ajv reports the schema's own array, so
// every call that misses the same enum reuses it): writing each allowed value as JSON
// was most of an enum error's cost. Kept only for lists whose shown values are
// primitives, and reused only while the list still holds those very values (same
// length and items), so an enum edited in place is written afresh.
const enumTexts = new WeakMap<
  readonly unknown[],
  { length: number; shown: readonly unknown[]; text: string }
>();

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && typeof value !== "function");
}

function sameShown(shown: readonly unknown[], allowed: readonly unknown[]): boolean {
  const n = Math.min(allowed.length, MAX_SHOWN);
  if (shown.length !== n) return false;
  for (let i = 0; i < n; i++) if (!Object.is(shown[i], allowed[i])) return false;
  return true;
}

// Values the model wrote are echoed only when they are numbers: a string may be
// an injection payload, and feedback must never hand it back verbatim.
function shownValue(data: unknown): string {
  return typeof data === "number" ? String(data) : jsonTypeOf(data);
}

function sizeOf(data: unknown): number {
  if (typeof data === "string") return [...data].length;
  if (Array.isArray(data)) return data.length;
  if (typeof data === "object" && data !== null) return Object.keys(data).length;
  return 0;
}

function constraintMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "formatMinimum":
    case "formatMaximum":
    case "formatExclusiveMinimum":
    case "formatExclusiveMaximum": {
      const op =
        String(p.comparison) === ">="
          ? "<"
          : String(p.comparison) === "<="
            ? ">"
            : String(p.comparison) === ">"
              ? "<="
              : ">=";
      return `${shownValue(error.data)} ${op} ${error.keyword} ${String(p.limit)}`;
    }
    case "minLength":
      return `length ${sizeOf(error.data)} < minLength ${String(p.limit)}`;
    case "maxLength":
      return `length ${sizeOf(error.data)} > maxLength ${String(p.limit)}`;
    case "minItems":
    case "minProperties":
      return `${sizeOf(error.data)} ${error.keyword === "minItems" ? "items" : "properties"} < ${error.keyword} ${String(p.limit)}`;
    case "maxItems":
    case "maxProperties":
      return `${sizeOf(error.data)} ${error.keyword === "maxItems" ? "items" : "properties"} > ${error.keyword} ${String(p.limit)}`;
    case "multipleOf":
      return `${shownValue(error.data)} is not a multiple of ${String(p.multipleOf)}`;
    case "pattern":
      return `does not match pattern ${JSON.stringify(p.pattern)}`;
    case "format":
      return `does not match format ${JSON.stringify(p.format)}`;
    case "uniqueItems":
      return `items ${String(p.j)} and ${String(p.i)} are identical (uniqueItems)`;
    case "anyOf":
      return "matches none of the anyOf alternatives";
    case "oneOf":
      return Array.isArray(p.passingSchemas)
        ? `matches more than one oneOf alternative (${p.passingSchemas.join(", ")})`
        : "matches none of the oneOf alternatives";
    case "not":
      return 'matches the schema under "not"';
    case "false schema":
      return "is not allowed";
    case "contains":
      return p.maxContains === undefined
        ? `fewer than ${String(p.minContains)} matching items (contains)`
        : `not between ${String(p.minContains)} and ${String(p.maxContains)} matching items (contains)`;
    case "additionalItems":
    case "items":
    case "unevaluatedItems":
      return `more than ${String(p.limit)} items allowed`;
    case "propertyNames":
      return `property name ${show(p.propertyName)} is not allowed`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}
