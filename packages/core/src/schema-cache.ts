import { type CompiledSchema, compileSchema } from "./compile-validator.js";
import type { JSONSchema } from "./json-schema.js";
import { forgetRebuilt, recallRebuilt, rememberRebuilt } from "./rebuilt-schemas.js";
import { snapshotSchema } from "./schema-snapshot.js";

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
// The schema met last and its entry (what `byIdentity` holds for it): a decision
// usually repeats the tool decided before, and a comparison costs less than a probe
// of the identity table on every call.
let lastSchema: object | undefined;
let lastEntry: CacheEntry | undefined;
// A rebuilt tool almost always keeps its key order, and `JSON.stringify` is
// several times cheaper than the canonical key (bench/: the canonical key alone
// made a rebuilt tool ~5x a cached call), so the exact text is tried first.
// It only aliases entries the canonical key made. The texts are bucketed by a
// sampled fingerprint, not kept as Map keys: hashing a whole fresh text (and
// re-linking it for recency) cost more than the serialisation itself.
interface TextAlias {
  readonly text: string;
  readonly entry: CacheEntry;
}
const byText = new Map<number, TextAlias[]>();
let textCount = 0;
// Colliding texts share a bucket and are told apart by `===`; the cap bounds
// the comparisons a crafted set of colliding schemas can force.
const BUCKET_MAX = 4;
// Schemas whose text is longer get no snapshot: they are keyed by content.
const MAX_SNAPSHOT_CHARS = 256_000;

/**
 * Returns the compiled validator for a schema, compiling it at most once per
 * distinct content (bounded LRU) with an identity fast path in front. `name`
 * (the tool's) lets a schema rebuilt with equal content be recognised by a
 * structural comparison instead of its serialisation.
 *
 * @example
 * const entry = compiledFor({ type: "object" }, "get_weather");
 * if (entry.ok) entry.compiled.validate({});
 */
export function compiledFor(schema: JSONSchema | boolean, name?: string): CacheEntry {
  if (typeof schema === "object") {
    if (schema === lastSchema && lastEntry !== undefined) return lastEntry;
    const hit = byIdentity.get(schema);
    if (hit !== undefined) {
      lastSchema = schema;
      lastEntry = hit;
      return hit;
    }
    if (name !== undefined) {
      const known = recallRebuilt(name, schema, promote);
      if (known !== undefined) return known;
    }
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(schema);
  } catch {
    text = undefined;
  }
  // The text stands for the schema only when it says everything about it: JSON
  // writes `NaN` and `null` alike (and drops `undefined`, functions, `toJSON`
  // objects), and an alias shared by two such schemas would hand one the other's
  // validator, or its compile error. A schema the text does not describe exactly
  // is keyed by its canonical content alone.
  const snapshot =
    text !== undefined && text.length <= MAX_SNAPSHOT_CHARS
      ? snapshotSchema(schema, text)
      : undefined;
  if (snapshot === undefined) text = undefined;
  let entry: CacheEntry | undefined;
  if (text !== undefined) entry = aliasOf(text)?.entry;
  if (entry === undefined) {
    let key: string;
    try {
      key = contentKey(schema);
    } catch (cause) {
      return {
        ok: false,
        reason: "the schema is not serialisable JSON (cyclic or too deep)",
        cause,
      };
    }
    entry = entryFor(schema, key);
    if (text !== undefined) addAlias(text, entry);
  }
  if (typeof schema === "object") {
    byIdentity.set(schema, entry);
    if (name !== undefined && text !== undefined && snapshot !== undefined) {
      rememberRebuilt(name, snapshot, text.length, entry);
    }
  }
  return entry;
}

/**
 * Internal: true when this schema object is remembered by identity (compiled
 * or found equal before, and seen again), i.e. it is being reused.
 *
 * @example
 * isKnownSchema(tool.parameters); // false for a schema never validated against
 */
export function isKnownSchema(schema: object): boolean {
  return byIdentity.has(schema);
}

// A rebuilt copy met again is being reused: it joins the identity map.
const promote = (schema: object, entry: CacheEntry): void => {
  byIdentity.set(schema, entry);
};

function entryFor(schema: JSONSchema | boolean, key: string): CacheEntry {
  let entry = byContent.get(key);
  if (entry === undefined) {
    entry = compile(schema, IDENTIFIERS.test(key), PROTOTYPE_NAMES.test(key), ESCAPE.test(key));
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
  return entry;
}

// Length and 48 characters spread over the text (the last 16 always among
// them): equal texts always agree, and unequal schemas of one tool usually differ
// in length or in a sampled character. A collision only costs a comparison.
function fingerprint(text: string): number {
  const n = text.length;
  let h = Math.imul(n, 0x9e3779b1);
  const step = n > 32 ? Math.floor(n / 32) : 1;
  for (let i = 0; i < n && i < 32 * step; i += step) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b);
  }
  for (let i = n > 16 ? n - 16 : 0; i < n; i++) h = Math.imul(h ^ text.charCodeAt(i), 0xc2b2ae35);
  return h;
}

function aliasOf(text: string): TextAlias | undefined {
  const bucket = byText.get(fingerprint(text));
  if (bucket === undefined) return undefined;
  for (const alias of bucket) if (alias.text === text) return alias;
  return undefined;
}

function addAlias(text: string, entry: CacheEntry): void {
  // The aliases are a shortcut in front of the canonical key, so dropping them
  // all at the bound is safe: a text still in use is aliased again on its next miss.
  if (textCount >= MAX_ENTRIES) {
    byText.clear();
    textCount = 0;
  }
  const key = fingerprint(text);
  const bucket = byText.get(key);
  const alias: TextAlias = { text, entry };
  if (bucket === undefined) byText.set(key, [alias]);
  else {
    if (bucket.length >= BUCKET_MAX) {
      bucket.shift();
      textCount--;
    }
    bucket.push(alias);
  }
  textCount++;
}

// A schema that names parts of itself (see compileSchema's `isolated`).
const IDENTIFIERS = /"(?:\$id|\$anchor|\$dynamicAnchor|\$recursiveAnchor)":/;

const PROTOTYPE_MEMBERS =
  "constructor|__proto__|toString|toLocaleString|valueOf|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|__(?:define|lookup)[GS]etter__";

// A schema naming an `Object.prototype` member (as a property, or in `required`)
// needs own-property checks: `{}` must not "have" a `constructor`.
const PROTOTYPE_NAMES = new RegExp(`"(?:${PROTOTYPE_MEMBERS})"`);

// ajv skips a property named `__proto__`, and resolves a `$ref` by plain property
// access, so `#/properties/constructor` reaches `Object` when no such property is
// declared: a schema that accepts anything. Both compile from an escaped copy, whose
// objects have no prototype (see escapeSchema).
const ESCAPE = new RegExp(`"__proto__"|"\\$(?:dynamicR|r)ef":"[^"]*/(?:${PROTOTYPE_MEMBERS})[/"]`);

function compile(
  schema: JSONSchema | boolean,
  isolated: boolean,
  ownProperties: boolean,
  escapeKeys: boolean,
): CacheEntry {
  try {
    return { ok: true, compiled: compileSchema(schema, { isolated, ownProperties, escapeKeys }) };
  } catch (cause) {
    // ajv compiles `$ref`s by recursion: a loop of them (n → m → n) overflows its stack.
    const message =
      cause instanceof RangeError
        ? "the schema's $ref chain loops or nests too deep to compile"
        : cause instanceof Error
          ? cause.message
          : String(cause);
    return { ok: false, reason: message, cause };
  }
}

// A leaf as JSON would write it, except where JSON would write it as something
// else: `NaN`, `Infinity`, an `undefined` array item or a function become bare
// words no JSON text contains, so `{maximum: NaN}` and `{maximum: null}` (which
// ajv reads differently) never share an entry.
function leafKey(value: unknown): string {
  if (typeof value === "number")
    return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  return JSON.stringify(value) ?? typeof value;
}

/**
 * A canonical serialisation: object keys sorted, so schemas equal as JSON
 * share a key whatever order they were built in. Throws on cycles.
 */
function contentKey(schema: unknown): string {
  const stack: unknown[] = [];
  const write = (value: unknown): string => {
    if (value === null || typeof value !== "object") return leafKey(value);
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
 * Internal: empties every cache layer (tests).
 *
 * @example
 * clearSchemaCache();
 */
export function clearSchemaCache(): void {
  byContent.clear();
  byText.clear();
  textCount = 0;
  byIdentity = new WeakMap();
  forgetRebuilt();
  lastSchema = undefined;
  lastEntry = undefined;
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
