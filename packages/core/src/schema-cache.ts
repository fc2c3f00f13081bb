import { type CompiledSchema, compileSchema } from "./compile-validator.js";
import type { JSONSchema } from "./json-schema.js";

/**
 * A compiled schema, or the reason it could not be compiled (cached too: no retry storms).
 *
 * @example
 * const entry: CacheEntry = compiledFor({ type: "object" });
 */
export type CacheEntry =
  | { readonly ok: true; readonly compiled: CompiledSchema }
  | { readonly ok: false; readonly reason: string; readonly cause: unknown };

const MAX_ENTRIES = 2048;

// Tools are often rebuilt per request: the content key makes an equal schema a
// hit; the identity map skips even the serialisation for the same object.
const byContent = new Map<string, CacheEntry>();
let byIdentity = new WeakMap<object, CacheEntry>();
// A rebuilt tool almost always keeps its key order, and `JSON.stringify` is
// several times cheaper than the canonical key (bench/: the canonical key alone
// made a rebuilt tool ~5x a cached call), so the exact text is tried first.
// It only aliases entries the canonical key made.
const byText = new Map<string, CacheEntry>();

/**
 * Returns the compiled validator for a schema, compiling it at most once per
 * distinct content (bounded LRU) with an identity fast path in front.
 *
 * @example
 * const entry = compiledFor({ type: "object" });
 * if (entry.ok) entry.compiled.validate({});
 */
export function compiledFor(schema: JSONSchema | boolean): CacheEntry {
  if (typeof schema === "object") {
    const hit = byIdentity.get(schema);
    if (hit !== undefined) return hit;
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(schema);
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    const hit = byText.get(text);
    if (hit !== undefined) {
      byText.delete(text);
      byText.set(text, hit);
      if (typeof schema === "object") byIdentity.set(schema, hit);
      return hit;
    }
  }
  let key: string;
  try {
    key = contentKey(schema);
  } catch (cause) {
    return { ok: false, reason: "the schema is not serialisable JSON (cyclic or too deep)", cause };
  }
  let entry = byContent.get(key);
  if (entry === undefined) {
    entry = compile(schema, IDENTIFIERS.test(key), PROTOTYPE_NAMES.test(key), PROTO.test(key));
    byContent.set(key, entry);
    if (byContent.size > MAX_ENTRIES) {
      const oldest = byContent.keys().next().value as string;
      byContent.delete(oldest);
    }
  } else {
    // Refresh recency.
    byContent.delete(key);
    byContent.set(key, entry);
  }
  if (text !== undefined) {
    byText.set(text, entry);
    if (byText.size > MAX_ENTRIES) byText.delete(byText.keys().next().value as string);
  }
  if (typeof schema === "object") byIdentity.set(schema, entry);
  return entry;
}

// A schema that names parts of itself (see compileSchema's `isolated`).
const IDENTIFIERS = /"(?:\$id|\$anchor|\$dynamicAnchor|\$recursiveAnchor)":/;

// A schema naming an `Object.prototype` member (as a property, or in `required`)
// needs own-property checks: `{}` must not "have" a `constructor`.
const PROTOTYPE_NAMES =
  /"(?:constructor|__proto__|toString|toLocaleString|valueOf|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|__(?:define|lookup)[GS]etter__)"/;

// ajv skips a property named `__proto__`: such schemas compile with escaped keys.
const PROTO = /"__proto__"/;

function compile(
  schema: JSONSchema | boolean,
  isolated: boolean,
  ownProperties: boolean,
  escapeKeys: boolean,
): CacheEntry {
  try {
    return { ok: true, compiled: compileSchema(schema, { isolated, ownProperties, escapeKeys }) };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, reason: message, cause };
  }
}

/**
 * A canonical serialisation: object keys sorted, so schemas equal as JSON
 * share a key whatever order they were built in. Throws on cycles.
 */
function contentKey(schema: unknown): string {
  const stack: unknown[] = [];
  const write = (value: unknown): string => {
    if (value === null || typeof value !== "object") {
      return value === undefined ? "null" : (JSON.stringify(value) ?? "null");
    }
    if (stack.includes(value)) throw new TypeError("cyclic schema");
    stack.push(value);
    let out: string;
    if (Array.isArray(value)) {
      out = `[${value.map(write).join(",")}]`;
    } else {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      out = `{${keys.map((k) => `${JSON.stringify(k)}:${write(record[k])}`).join(",")}}`;
    }
    stack.pop();
    return out;
  };
  return write(schema);
}

/**
 * Internal: empties both cache layers (tests).
 *
 * @example
 * clearSchemaCache();
 */
export function clearSchemaCache(): void {
  byContent.clear();
  byText.clear();
  byIdentity = new WeakMap();
}

/**
 * Internal: number of content entries held (tests assert the bound).
 *
 * @example
 * schemaCacheSize() <= 2048; // true
 */
export function schemaCacheSize(): number {
  return byContent.size;
}
