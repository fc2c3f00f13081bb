import { joinPath } from "./json-path.js";
import type { JSONSchema } from "./json-schema.js";
import type { Repair } from "./repair.js";
import { FALSE_WORDS, JSON_NUMBER, repairCouldChange, TRUE_WORDS } from "./repair-candidate.js";
import { admittedTypes, itemSchema, propertySchema } from "./schema-view.js";

/**
 * `"normalized"`: the seed's grading rule (for comparing values, case folded).
 * `"repair"`: only changes that cannot alter meaning (for executing).
 *
 * @example
 * const mode: CoerceMode = "repair";
 */
export type CoerceMode = "normalized" | "repair";

const SCALARS = ["string", "number", "integer", "boolean", "null"];
const MAX_DEPTH = 64;

interface Walk {
  readonly root: JSONSchema;
  readonly mode: CoerceMode;
  readonly repairs: Repair[];
  readonly stack: object[];
  /** The arguments are what `JSON.parse` read: no object in them has a symbol key. */
  readonly parsed: boolean;
}

/**
 * Walks arguments alongside their schema and returns them coerced per `mode`,
 * copying only what changes (the input is never mutated; an own `__proto__`
 * key is copied as data; symbol keys are not copied). Repairs are collected in
 * `mode: "repair"`. `parsed`: the arguments are what `JSON.parse` read (then no
 * object in them can have a symbol key, and copies skip looking for one).
 *
 * @example
 * coerceArguments({ days: "7" }, { properties: { days: { type: "integer" } } }, "repair");
 * // { value: { days: 7 }, repairs: [{ kind: "numeric_string", path: "days", from: "7", to: 7 }] }
 */
export function coerceArguments(
  args: Readonly<Record<string, unknown>>,
  schema: JSONSchema,
  mode: CoerceMode,
  parsed = false,
): { value: Record<string, unknown>; repairs: Repair[] } {
  const walk: Walk = { root: schema, mode, repairs: [], stack: [], parsed };
  const value = coerce(args, schema, undefined, undefined, walk) as Record<string, unknown>;
  return { value, repairs: walk.repairs };
}

// Paths are built only where one is needed (a repair, or a container to descend
// into): most values are scalars that need neither. The root is `undefined`, not
// "": the member "b" of a member named "" is ".b", as ajv's paths read, not "b".
type Path = string | undefined;
function pathOf(parent: Path, key: string | number | undefined): Path {
  return key === undefined ? parent : joinPath(parent, key);
}

function coerce(
  value: unknown,
  schema: unknown,
  parent: Path,
  key: string | number | undefined,
  walk: Walk,
): unknown {
  if (typeof value === "string") return coerceString(value, schema, parent, key, walk);
  if (typeof value !== "object" || value === null) return value;
  if (walk.stack.length >= MAX_DEPTH || walk.stack.includes(value)) return value;
  walk.stack.push(value);
  try {
    const path = pathOf(parent, key);
    return Array.isArray(value)
      ? coerceArray(value, schema, path, walk)
      : coerceObject(value, schema, path, walk);
  } finally {
    walk.stack.pop();
  }
}

// A string is kept as written when the schema admits a string: read straight from a
// `type: "string"` (by far the most common declaration) before the general lookup.
function admitsString(schema: unknown, root: JSONSchema): boolean | null {
  if (typeof schema === "object" && schema !== null && !Array.isArray(schema)) {
    const type = (schema as JSONSchema).type;
    if (type === "string") return true;
  }
  const types = admittedTypes(schema, root);
  return types === null ? null : types.has("string");
}

function coerceString(
  value: string,
  schema: unknown,
  parent: Path,
  key: string | number | undefined,
  walk: Walk,
): unknown {
  const admits = admitsString(schema, walk.root);
  if (admits === false) {
    const types = admittedTypes(schema, walk.root)!;
    const trimmed = value.trim();
    if ((types.has("number") || types.has("integer")) && JSON_NUMBER.test(trimmed)) {
      const number = Number(trimmed);
      // A repair keeps the value exactly: "19.999999999999999999" is not 20, and an
      // integer past 2^53 would change too. Comparing normalizes as written.
      const fits =
        walk.mode === "normalized" ||
        (Number.isFinite(number) &&
          (types.has("number") || Number.isSafeInteger(number)) &&
          // The same numeral read back needs no canonical form (the usual "7").
          (String(number) === trimmed || decimalKey(trimmed) === decimalKey(String(number))));
      if (fits) return record(walk, "numeric_string", pathOf(parent, key), value, number);
    }
    if (types.has("boolean")) {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) {
        return record(walk, "boolean_string", pathOf(parent, key), value, true);
      }
      if (FALSE_WORDS.has(word)) {
        return record(walk, "boolean_string", pathOf(parent, key), value, false);
      }
    }
  }
  // Case folding is for comparing only: an executor gets the case the model wrote.
  return walk.mode === "normalized" ? value.trim().toLowerCase() : value;
}

function coerceArray(value: readonly unknown[], schema: unknown, path: Path, walk: Walk): unknown {
  if (value.length === 1) {
    const only = value[0];
    const types = admittedTypes(schema, walk.root);
    const scalar = only === null || typeof only !== "object";
    if (scalar && types !== null && !types.has("array") && admitsScalar(types)) {
      const before = walk.repairs.length;
      const inner = coerce(only, schema, path, undefined, walk);
      // One repair for the unwrap, reporting the final value (e.g. ["7"] → 7). The list
      // is cut only when the item added one: setting `length` is a runtime call.
      if (walk.repairs.length !== before) walk.repairs.length = before;
      return record(walk, "singleton_list", path, value, inner);
    }
  }
  let out: unknown[] | undefined;
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    const next = coerce(item, itemSchema(schema, i, walk.root), path, i, walk);
    if (next !== item) {
      out ??= value.slice();
      out[i] = next;
    }
  }
  return out ?? value;
}

function admitsScalar(types: ReadonlySet<string>): boolean {
  for (let i = 0; i < SCALARS.length; i++) if (types.has(SCALARS[i]!)) return true;
  return false;
}

function coerceObject(value: object, schema: unknown, path: Path, walk: Walk): unknown {
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(source);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = source[key];
    // A number, boolean or null is never changed (5.0 is already 5), nor does repair
    // change a string that is neither a numeral nor a yes/no word: no schema lookup.
    if (typeof item === "string") {
      if (walk.mode === "repair" && !repairCouldChange(item)) continue;
    } else if (typeof item !== "object" || item === null) continue;
    const next = coerce(item, propertySchema(schema, key, walk.root), path, key, walk);
    if (next !== item) {
      out ??= walk.parsed ? { ...source } : copyOwn(source);
      setOwn(out, key, next);
    }
  }
  return out ?? value;
}

function copyOwn(source: Record<string, unknown>): Record<string, unknown> {
  // Spread defines own data properties (an own `__proto__` stays data) and is V8's
  // fast clone; it would also copy symbol keys, which the copy must not carry.
  if (Object.getOwnPropertySymbols(source).length === 0) return { ...source };
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) setOwn(copy, key, source[key]);
  return copy;
}

// Plain assignment to `__proto__` would set the prototype; define it as data instead.
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

function record(walk: Walk, kind: Repair["kind"], path: Path, from: unknown, to: unknown): unknown {
  if (walk.mode === "repair") walk.repairs.push({ kind, path: path ?? "", from, to });
  return to;
}

// A decimal numeral as sign, significant digits and exponent ("7.50" and "75e-1"
// are both "+75e-1"; zero is "0"), to tell whether a number reads back as written.
function decimalKey(numeral: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(numeral);
  if (m === null) return numeral;
  const fraction = m[3] ?? "";
  let digits = `${m[2] ?? ""}${fraction}`.replace(/^0+/, "");
  let exponent = Number(m[4] ?? 0) - fraction.length;
  if (digits === "") return "0";
  const trailing = digits.length - digits.replace(/0+$/, "").length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return `${m[1] === "-" ? "-" : "+"}${digits}e${exponent}`;
}
