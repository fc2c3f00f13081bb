import { Ajv, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsImport from "ajv-formats";
import type { JSONSchema } from "./json-schema.js";
import { metaSchemaStandIn } from "./long-enums.js";
import { escapeSchema } from "./proto-keys.js";
import { re2Engine } from "./re2-engine.js";
import { type RootDeclarations, rootDeclarations } from "./root-declarations.js";

/**
 * The JSON Schema dialects ToolForm compiles.
 *
 * @example
 * const draft: Draft = "2020-12";
 */
export type Draft = "draft-07" | "2019-09" | "2020-12";
type AnyAjv = Ajv | Ajv2019 | Ajv2020;

/**
 * A schema compiled once: ajv's validator plus what the unknown-argument rule needs.
 *
 * @example
 * const { validate, root } = compileSchema({ type: "object" });
 */
export interface CompiledSchema {
  readonly validate: ValidateFunction;
  readonly root: RootDeclarations | null;
  /** `validate` was compiled from `escapeSchema(schema)`: run it on `escapeData(instance)`. */
  readonly escapesKeys?: true;
}

// ajv-formats is CommonJS with `exports.default`; under ESM interop either shape may arrive.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as unknown as (ajv: AnyAjv) => void;

const options: Options = {
  allErrors: true,
  // Vendor keywords (x-…, propertyOrdering, title, examples) must never break a tool.
  strict: false,
  logger: false,
  // Errors carry the offending value, so messages can read `value: -5 < minimum 0`.
  verbose: true,
  code: { regExp: re2Engine },
  // A long enum or `required` list is checked in a loop, not one `===` chain as
  // long as the list in the generated code.
  loopEnum: 64,
  loopRequired: 64,
};

const remotes = new Map<Draft, Map<string, JSONSchema>>();

// `ownProperties` makes a property called `constructor` or `__proto__` data, not an
// inherited member, but it doubles validation time; it is used for the schemas that
// name such a property (see schema-cache), the rest behave the same without it.
function createAjv(draft: Draft, ownProperties = true): AnyAjv {
  const flavour: Options = { ...options, ownProperties };
  const ajv =
    draft === "2020-12"
      ? new Ajv2020(flavour)
      : draft === "2019-09"
        ? new Ajv2019(flavour)
        : new Ajv(flavour);
  addFormats(ajv);
  for (const [uri, schema] of remotes.get(draft) ?? []) {
    try {
      ajv.addSchema(schema, uri);
    } catch {
      // A remote this draft cannot read is simply not available to `$ref`.
    }
  }
  return ajv;
}

/**
 * Internal (conformance tests): makes documents resolvable by `$ref` under
 * their URIs for schemas of one draft. ToolForm never fetches a remote `$ref`;
 * in production an unresolvable `$ref` is an invalid tool schema.
 *
 * @example
 * registerRemoteSchemas("draft-07", { "http://localhost:1234/integer.json": { type: "integer" } });
 */
export function registerRemoteSchemas(
  draft: Draft,
  documents: Readonly<Record<string, JSONSchema>>,
): void {
  const known = remotes.get(draft) ?? new Map<string, JSONSchema>();
  for (const [uri, schema] of Object.entries(documents)) known.set(uri, schema);
  remotes.set(draft, known);
  shared.delete(`${draft}|true`);
  shared.delete(`${draft}|false`);
}

// A long-lived instance accumulates sub-schema `$id`s; it is replaced after
// this many compiles so rebuilding tools forever cannot grow it without bound.
const RECYCLE_AFTER = 1000;
const shared = new Map<string, { ajv: AnyAjv; uses: number }>();

function sharedAjv(draft: Draft, ownProperties: boolean): AnyAjv {
  const key = `${draft}|${ownProperties}`;
  let slot = shared.get(key);
  if (slot === undefined || slot.uses >= RECYCLE_AFTER) {
    slot = { ajv: createAjv(draft, ownProperties), uses: 0 };
    shared.set(key, slot);
  }
  slot.uses++;
  return slot.ajv;
}

function draftOf(schema: JSONSchema): Draft | "unknown" {
  const declared = schema.$schema;
  if (declared === undefined) return "draft-07";
  if (typeof declared !== "string") return "unknown";
  if (declared.includes("2020-12")) return "2020-12";
  if (declared.includes("2019-09")) return "2019-09";
  if (declared.includes("draft-07")) return "draft-07";
  return "unknown";
}

/**
 * Internal hook: how many schemas have been compiled (tests assert cache hits with it).
 *
 * @example
 * const before = compileCounter.count; // … validate … then compare
 */
export const compileCounter = { count: 0 };

/**
 * Compiles a JSON Schema with ToolForm's ajv settings: draft-07 by default,
 * 2019-09/2020-12 when `$schema` says so (any other `$schema` is read as
 * draft-07), all errors, RE2 patterns, formats, own properties only (unless
 * `ownProperties: false`, for schemas that name no `Object.prototype` member).
 * With `escapeKeys` (for schemas that name `__proto__`, which ajv skips) the
 * validator is compiled from `escapeSchema(schema)` and is marked `escapesKeys`.
 * Throws when the schema cannot be compiled.
 *
 * @example
 * compileSchema({ type: "object", properties: { n: { type: "integer" } } }).validate({ n: 1 }); // true
 */
export function compileSchema(
  schema: JSONSchema | boolean,
  options: {
    readonly isolated?: boolean;
    readonly ownProperties?: boolean;
    readonly escapeKeys?: boolean;
  } = {},
): CompiledSchema {
  if (options.escapeKeys === true && typeof schema === "object") {
    const { escapeKeys: _escape, ...rest } = options;
    const escaped = compileSchema(escapeSchema(schema), rest);
    // The unknown-argument rule reads the caller's own keys, so it keeps the original names.
    return { validate: escaped.validate, root: rootDeclarations(schema), escapesKeys: true };
  }
  compileCounter.count++;
  const own = options.ownProperties ?? true;
  if (typeof schema === "boolean") {
    return { validate: sharedAjv("draft-07", own).compile(schema), root: null };
  }
  let draft = draftOf(schema);
  let input: JSONSchema = schema;
  if (draft === "unknown") {
    // Draft-04/06 documents are close enough to draft-07; ajv has no meta-schema for them.
    const { $schema: _ignored, ...rest } = schema;
    input = rest;
    draft = "draft-07";
  }
  // Identifiers (`$id`, anchors) register in the instance that compiles them, and two
  // tools may use the same one for different schemas: such schemas get their own instance.
  if (options.isolated === true) {
    return {
      validate: refuseSelfRecursion(compileChecked(createAjv(draft, own), input)),
      root: rootDeclarations(schema),
    };
  }
  const ajv = sharedAjv(draft, own);
  let validate: ValidateFunction;
  try {
    validate = compileChecked(ajv, input);
  } finally {
    ajv.removeSchema(input);
  }
  return { validate: refuseSelfRecursion(validate), root: rootDeclarations(schema) };
}

// ajv's compile, with the meta-schema check of a schema whose enums are long
// made on a stand-in (see long-enums): the same verdict, in linear time.
function compileChecked(ajv: AnyAjv, input: JSONSchema): ValidateFunction {
  const standIn = metaSchemaStandIn(input);
  if (standIn === input) return ajv.compile(input);
  if (!ajv.validateSchema(standIn)) {
    throw new Error(`schema is invalid: ${ajv.errorsText(ajv.errors)}`);
  }
  const opts = ajv.opts as { validateSchema?: unknown };
  const before = opts.validateSchema;
  opts.validateSchema = false;
  try {
    return ajv.compile(input);
  } finally {
    opts.validateSchema = before;
  }
}

/**
 * A schema that recurses without reading any data (`{"$ref": "#"}`) overflows the
 * stack on every instance. Refused here, its calls get `invalid_tool_schema` rather
 * than an argument error the model would try, and fail, to fix.
 *
 * @example
 * refuseSelfRecursion(ajv.compile({ $ref: "#" })); // throws
 */
function refuseSelfRecursion(validate: ValidateFunction): ValidateFunction {
  try {
    validate(null);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new Error("the schema refers to itself without reading any data (a $ref cycle)");
    }
    throw error;
  }
  return validate;
}
