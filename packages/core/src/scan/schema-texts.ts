import { type JsonPath, JsonPathStep } from "./json-path-step.js";

/**
 * One string a model reads in a tool declaration, and where it sits: `at` is its
 * step (its key, and the path of its container, shared with its siblings), `holder`
 * the object or array holding it, so an edit finds it without walking a path.
 *
 * @example
 * const holder = { description: "Recipient" };
 * const t: SchemaText = { at: new JsonPathStep("description", undefined), holder, text: "Recipient" };
 */
export interface SchemaText {
  readonly at: JsonPathStep;
  /** The container whose member `at.key` is the text (for a name: the `properties` map). */
  readonly holder: object;
  readonly text: string;
  /**
   * True when `text` is a name (`at.key`), not a string value: a property name,
   * a key of example data, or a key of a map of subschemas (`$defs`, `patternProperties`).
   */
  readonly name?: boolean;
  /**
   * True when the text can be neither rewritten nor dropped without changing
   * what the schema means: a name `$ref`s point at (a `$defs` or `definitions`
   * key), or a text in a `const` value (the one value the tool accepts).
   */
  readonly fixed?: boolean;
  /**
   * For a text inside a member of an `enum` (the member itself, a string in it,
   * or a key): the list and the member's index. A member is a value the tool
   * receives, so it is kept as it is or dropped whole, never rewritten.
   */
  readonly member?: { readonly list: readonly unknown[]; readonly index: number };
}

// Keys whose string value is prose shown to the model.
const proseKeys = new Set([
  "description",
  "title",
  "$comment",
  "markdownDescription",
  "x-description",
]);
// Keys whose whole subtree is example data shown to the model.
const dataKeys = new Set(["enum", "const", "default", "examples", "example"]);
// Keywords whose value is a subschema or a list of subschemas.
const schemaKeys = new Set([
  "items",
  "prefixItems",
  "additionalItems",
  "contains",
  "additionalProperties",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
]);
// Keywords whose value is a map of subschemas by name or by pattern.
const mapKeys = new Set([
  "$defs",
  "definitions",
  "patternProperties",
  "dependentSchemas",
  "dependencies",
]);
// Keywords the schema's structure rests on: types, references, identifiers,
// patterns, formats and lists of names. Not read (a name in `required` is read
// where its property is declared); rewriting one would break the schema.
const structuralKeys = new Set([
  "type",
  "$ref",
  "$dynamicRef",
  "$schema",
  "$id",
  "$anchor",
  "$dynamicAnchor",
  "$vocabulary",
  "format",
  "pattern",
  "contentEncoding",
  "contentMediaType",
  "required",
  "dependentRequired",
]);

// How a value is read: a schema (prose keys, and any keyword a validator does
// not know, which is still shown to the model: "x-hint", "errorMessage"), the map
// under a `properties` keyword (its keys are names, so a property that is itself
// called "properties" is not one), a map of subschemas (`$defs`), or data (every
// string, and every key of an object in it).
const SCHEMA = 0;
const PROPS = 1;
const DATA = 2;
const MAP = 3;
type Mode = typeof SCHEMA | typeof PROPS | typeof DATA | typeof MAP;

// How the member `key` of a value read in `mode` is read; undefined: not at all.
function childMode(mode: Mode, key: string | number, child: unknown): Mode | undefined {
  if (mode === DATA) return DATA;
  // A member of a properties map, of a `$defs` map or of a list of subschemas.
  if (mode !== SCHEMA || typeof key === "number") return SCHEMA;
  if (structuralKeys.has(key)) return undefined;
  if (dataKeys.has(key)) return DATA;
  if (key === "properties") return PROPS;
  if (mapKeys.has(key)) return MAP;
  if (schemaKeys.has(key) || proseKeys.has(key)) return SCHEMA;
  // A keyword no validator knows: its text is prose, anything under it data.
  return typeof child === "string" ? SCHEMA : DATA;
}

interface Frame {
  readonly value: unknown;
  readonly at: JsonPath;
  readonly holder: object | undefined;
  readonly mode: Mode;
  /** Inside a `const` value. */
  readonly fixed?: boolean;
  /** Inside this member of an `enum`. */
  readonly member?: SchemaText["member"];
  /** The value is an `enum` list itself. */
  readonly list?: boolean;
}

// Maps whose keys `$ref`s point at ("#/$defs/Address").
const referredKeys = new Set(["$defs", "definitions"]);

// What a frame passes on to the texts inside it.
function extras(frame: Frame): Pick<SchemaText, "fixed" | "member"> {
  if (frame.member !== undefined) return { member: frame.member };
  return frame.fixed === true ? { fixed: true } : {};
}

/**
 * Lists every string of a schema that a model reads: descriptions and titles
 * at any depth, the text of keywords no validator knows (`x-hint`,
 * `errorMessage`; any object or list under one is data), every string inside
 * `enum`, `const`, `default` and `examples`, and the names of properties, the
 * keys of such data and the keys of maps of subschemas (`$defs`, `definitions`,
 * `patternProperties`, `dependentSchemas`; all marked `name`). Texts that cannot
 * change without changing the schema's meaning are marked `fixed` (a `$defs`
 * key, a `const` value), and texts inside an `enum` member carry the member.
 * Types, references, patterns, formats and `required` are not prose and are not
 * listed. Iterative and
 * cycle-safe, with no bound: time and memory are linear in the schema's size
 * whatever its depth (paths are shared steps, made into text only when needed).
 * An object met again is read again only in a way it was not read yet (a schema
 * also used as a `default` has every string read), so each is read at most four times.
 *
 * @example
 * schemaTexts({ properties: { to: { description: "Recipient" } } }, new JsonPathStep("parameters", undefined))
 *   .map((t) => [pathText(t.at), t.text]);
 * // [["parameters.properties.to", "to"], ["parameters.properties.to.description", "Recipient"]]
 */
export function schemaTexts(schema: unknown, base: JsonPath): SchemaText[] {
  const out: SchemaText[] = [];
  const seen: Set<object>[] = [new Set(), new Set(), new Set(), new Set()];
  const stack: Frame[] = [{ value: schema, at: base, holder: undefined, mode: SCHEMA }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value, at, holder, mode } = frame;
    const extra = extras(frame);
    if (typeof value === "string") {
      // Only data strings are stacked; the root has no holder and is never one.
      if (holder !== undefined && at !== undefined) out.push({ at, holder, text: value, ...extra });
      continue;
    }
    if (typeof value !== "object" || value === null || seen[mode]?.has(value)) continue;
    seen[mode]?.add(value);
    const keys = Array.isArray(value) ? undefined : Object.keys(value);
    // Property names are read by the model too: a name can carry an order. So
    // are the keys of example data ({"default": {"<order>": 1}}) and of maps
    // of subschemas ($defs, patternProperties): the provider sends them all.
    if (mode !== SCHEMA && keys !== undefined) {
      const refer = mode === MAP && at !== undefined && referredKeys.has(at.key as string);
      for (const key of keys)
        out.push({
          at: new JsonPathStep(key, at),
          holder: value,
          text: key,
          name: true,
          ...(refer ? { fixed: true } : extra),
        });
    }
    const count = keys === undefined ? (value as unknown[]).length : keys.length;
    // Backwards onto the stack, so members come off it in their order.
    for (let i = count - 1; i >= 0; i--) {
      const key = keys === undefined ? i : (keys[i] as string);
      const child = (value as Record<string | number, unknown>)[key];
      if (typeof child !== "string" && (typeof child !== "object" || child === null)) continue;
      const next = childMode(mode, key, child);
      if (next === undefined) continue;
      if (typeof child === "string" && next !== DATA) {
        out.push({ at: new JsonPathStep(key, at), holder: value, text: child });
        continue;
      }
      const step = new JsonPathStep(key, at);
      const base = { value: child, at: step, holder: value, mode: next };
      if (mode === SCHEMA && key === "const") stack.push({ ...base, fixed: true });
      else if (mode === SCHEMA && key === "enum" && Array.isArray(child))
        stack.push({ ...base, list: true });
      else if (frame.list === true && typeof key === "number")
        stack.push({ ...base, member: { list: value as unknown[], index: key } });
      else stack.push({ ...base, ...extra });
    }
  }
  return out;
}
