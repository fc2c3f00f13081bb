/**
 * A private, immutable copy of a schema's JSON content, compared against a
 * schema rebuilt per request without serialising it (see schema-cache).
 *
 * @example
 * const snapshot = snapshotSchema({ type: "object" }, '{"type":"object"}');
 * if (snapshot !== undefined) matchesSnapshot({ type: "object" }, snapshot); // true
 */
export interface SchemaSnapshot {
  readonly tape: readonly unknown[];
}

// The content laid out flat, in the order a walk meets it: an object is OBJECT,
// the position just past its members, then key and value for each member; an
// array is ARRAY, its length, then its items; a leaf is itself. One array per
// schema keeps the copy's side of the comparison to sequential reads (the
// rebuilt schema's side is the part that cannot be avoided), and the walk never
// reads a property of the copy, so a `__proto__` key is data like any other.
const OBJECT: object = Object.freeze({ marker: "object" });
const ARRAY: object = Object.freeze({ marker: "array" });

// Deeper schemas get no snapshot (they take the serialising path): the walks
// recurse, and a bound keeps them far from the stack limit.
const MAX_DEPTH = 64;

/**
 * Copies `schema`'s content from `text` (its `JSON.stringify`), or returns
 * `undefined` when that text does not say everything about it: a member JSON
 * drops or rewrites (`undefined`, `NaN`, `Infinity`, a function, `toJSON`), an
 * object that is not plain, an array hole, or nesting past a bound. So a schema
 * that matches the snapshot has exactly the content `schema` had.
 *
 * @example
 * snapshotSchema({ minimum: Number.NaN }, '{"minimum":null}'); // undefined
 */
export function snapshotSchema(schema: unknown, text: string): SchemaSnapshot | undefined {
  const tape: unknown[] = [];
  try {
    if (!lay(JSON.parse(text) as unknown, tape, 0)) return undefined;
  } catch {
    return undefined;
  }
  const snapshot: SchemaSnapshot = { tape };
  // The check that makes the snapshot exact: the original must match its own copy.
  return matchesSnapshot(schema, snapshot) ? snapshot : undefined;
}

function lay(value: unknown, tape: unknown[], depth: number): boolean {
  if (typeof value !== "object" || value === null) {
    tape.push(value);
    return true;
  }
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    tape.push(ARRAY, value.length);
    for (const item of value) if (!lay(item, tape, depth + 1)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  tape.push(OBJECT, 0);
  const end = tape.length - 1;
  for (const key of Object.keys(record)) {
    tape.push(key);
    if (!lay(record[key], tape, depth + 1)) return false;
  }
  tape[end] = tape.length;
  return true;
}

/**
 * True when `value` has exactly the snapshot's content: the same own keys in
 * the same order, arrays of the same length, leaves `===` (so `-0` meets `0`,
 * which compile the same, and `NaN` meets nothing). Allocates nothing; stops at
 * the first difference. An object whose prototype is neither `Object.prototype`
 * nor `null`, or a polluted `Object.prototype`, never matches (`for…in` would
 * then see inherited keys that the content does not have).
 *
 * @example
 * matchesSnapshot({ b: 1, a: 2 }, snapshotSchema({ a: 2, b: 1 }, '{"a":2,"b":1}')!); // false (order)
 */
export function matchesSnapshot(value: unknown, snapshot: SchemaSnapshot): boolean {
  const tape = snapshot.tape;
  if (tape[0] === OBJECT && enumerableInherited()) return false;
  // The position is passed along, not kept in module state: a getter in the
  // schema may validate another call while this walk is under way.
  return walk(value, tape, 0) === tape.length;
}

function enumerableInherited(): boolean {
  for (const key in Object.prototype) if (typeof key === "string") return true;
  return false;
}

// Returns the position past `value`'s content in the tape, or -1 at the first difference.
function walk(value: unknown, tape: readonly unknown[], at: number): number {
  const head = tape[at];
  if (head === OBJECT) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return -1;
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return -1;
    const end = tape[at + 1] as number;
    let p = at + 2;
    for (const key in value) {
      if (p >= end || key !== tape[p]) return -1;
      p = walk((value as Record<string, unknown>)[key], tape, p + 1);
      if (p < 0) return -1;
    }
    return p === end ? p : -1;
  }
  if (head === ARRAY) {
    if (!Array.isArray(value)) return -1;
    const length = tape[at + 1] as number;
    if (value.length !== length) return -1;
    let p = at + 2;
    for (let i = 0; i < length; i++) {
      // A hole reads `undefined` (or whatever a polluted Array.prototype holds).
      if (!(i in value)) return -1;
      p = walk(value[i], tape, p);
      if (p < 0) return -1;
    }
    return p;
  }
  return value === head ? at + 1 : -1;
}
