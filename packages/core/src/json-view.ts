// Buffer's own `toJSON` renders `{ type: "Buffer", data: [bytes] }`: numbers and a
// fixed word. Read once; `undefined` where there is no Buffer (a browser, an edge runtime).
const bufferToJSON: unknown = (globalThis as { Buffer?: { prototype?: { toJSON?: unknown } } })
  .Buffer?.prototype?.toJSON;
const dateToJSON: unknown = Date.prototype.toJSON;
const dateToISOString: unknown = Date.prototype.toISOString;
const dateGetTime = Date.prototype.getTime;
const stringValueOf = String.prototype.valueOf;
const bigintValueOf = BigInt.prototype.valueOf;
// `%TypedArray%.prototype[Symbol.toStringTag]`: the array's type name for a real typed
// array (read from its internal slot), `undefined` for anything else; it never throws.
const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

// These checks read internal slots, never the prototype chain: an object made with
// `Object.create(Date.prototype)` is no Date to `JSON.stringify`, and a real one
// moved onto another prototype still is. (The core also runs where `node:util` is absent.)
function isDate(value: object): boolean {
  // `instanceof` only spares the throw for the many objects that are plainly no Date.
  if (!(value instanceof Date)) return false;
  try {
    dateGetTime.call(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Internal: the `toJSON` that `JSON.stringify` would call on `value` (own or
 * inherited, on any object or function, or a bigint through `BigInt.prototype`), or
 * `undefined` when it renders `value` itself, or when the call cannot put text in the
 * rendering: a real `Date`'s own (an ISO timestamp or `null`) and a `Buffer`'s (its
 * bytes as numbers), so those are never called (a 1 MB Buffer is never copied into an
 * array of numbers). Reads the member once, as `JSON.stringify` does (a getter runs once).
 *
 * @example
 * renderingCall({ toJSON: () => "x" }); // the function
 * renderingCall(new Date()); // undefined
 */
export function renderingCall(value: object | bigint): ((key: string) => unknown) | undefined {
  const toJSON: unknown = (value as unknown as { toJSON?: unknown }).toJSON;
  if (typeof toJSON !== "function") return undefined;
  // A polyfill such as `BigInt.prototype.toJSON = function () { return String(this) }`.
  if (typeof value === "bigint") return toJSON as (key: string) => unknown;
  // Only a real typed array (a Buffer is one) renders numbers there: a DataView is
  // also an `ArrayBuffer.isView`, but Buffer's `toJSON` reads its members as bytes.
  if (toJSON === bufferToJSON && typedArrayTag.call(value) !== undefined) return undefined;
  // A Date renders through its `toISOString`: inert only while that is the built-in one.
  // A fake Date (no time value) is called, and throws, as `JSON.stringify` would.
  if (
    toJSON === dateToJSON &&
    (value as { toISOString?: unknown }).toISOString === dateToISOString &&
    isDate(value)
  ) {
    return undefined;
  }
  return toJSON as (key: string) => unknown;
}

/**
 * Internal: true for an object whose JSON rendering holds no text a model could read:
 * a real typed array of numbers and a real `Date` (rendered by its built-in `toJSON` as
 * a timestamp). Judged by internal slots, without reading a member, so a megabyte of
 * bytes costs nothing and a prototype alone never makes an object textless. (A typed
 * array's own non-index members, which `JSON.stringify` would also render, are not
 * read: finding them means listing every index. An `ArrayBuffer` or a `DataView` has
 * no index members: it renders its own enumerable members, as any object does.) A
 * `BigInt64Array` or a `BigUint64Array` is not textless: its items are bigints, which
 * `JSON.stringify` throws on, so the walk reads them (and renders them as digits).
 *
 * @example
 * rendersNoText(new Uint8Array(1 << 20)); // true
 * rendersNoText(new BigInt64Array(1)); // false
 * rendersNoText(Object.create(Uint8Array.prototype)); // false
 * rendersNoText({ a: 1 }); // false
 */
export function rendersNoText(value: object): boolean {
  const tag = typedArrayTag.call(value);
  // "BigInt64Array" and "BigUint64Array": the only typed arrays whose items are no numbers.
  if (tag !== undefined) return !tag.startsWith("Big");
  return isDate(value);
}

/**
 * Internal: the bigint a real `BigInt` object (`Object(10n)`) holds, which
 * `JSON.stringify` renders as that bigint (and so throws on), or `undefined` for any
 * other object. `proto` is the object's prototype, which the caller has at hand: only
 * an object on `BigInt.prototype` (where every BigInt object is made; none can
 * extend it) is judged, by its internal slot (one made with
 * `Object.create(BigInt.prototype)` is no BigInt object). One moved onto another
 * prototype is not recognised, which spares every other object any work.
 *
 * @example
 * bigIntObjectValue(Object(10n), BigInt.prototype); // 10n
 * bigIntObjectValue({}, Object.prototype); // undefined
 */
export function bigIntObjectValue(value: object, proto: unknown): bigint | undefined {
  if (proto !== BigInt.prototype) return undefined;
  try {
    return bigintValueOf.call(value);
  } catch {
    return undefined;
  }
}

/**
 * Internal: true for a real `String` object (a `new String(…)`, or an instance of a
 * class extending `String`), which `JSON.stringify` renders as its text (through its
 * `toString`), never as its members. Judged by its internal slot: an object made with
 * `Object.create(String.prototype)` renders its members like any object.
 *
 * @example
 * isStringObject(new String("a")); // true
 * isStringObject(Object.create(String.prototype)); // false
 */
export function isStringObject(value: object): boolean {
  // Every String object has an own `length` it cannot lose: objects without one are
  // answered without the throwing check.
  if (!Object.hasOwn(value, "length")) return false;
  try {
    stringValueOf.call(value);
    return true;
  } catch {
    return false;
  }
}
