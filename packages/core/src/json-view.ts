// Buffer's own `toJSON` renders `{ type: "Buffer", data: [bytes] }`: numbers and a
// fixed word. Read once; `undefined` where there is no Buffer (a browser, an edge runtime).
const bufferToJSON: unknown = (globalThis as { Buffer?: { prototype?: { toJSON?: unknown } } })
  .Buffer?.prototype?.toJSON;
const dateToJSON: unknown = Date.prototype.toJSON;
const dateToISOString: unknown = Date.prototype.toISOString;

/**
 * Internal: the `toJSON` that `JSON.stringify` would call on `value` (own or
 * inherited, on any object or function), or `undefined` when it renders `value`
 * itself, or when the call cannot put text in the rendering: a `Date`'s own
 * (an ISO timestamp or `null`) and a `Buffer`'s (its bytes as numbers), so those
 * are never called (a 1 MB Buffer is never copied into an array of numbers).
 * Reads the member once, as `JSON.stringify` does (a getter runs once).
 *
 * @example
 * renderingCall({ toJSON: () => "x" }); // the function
 * renderingCall(new Date()); // undefined
 */
export function renderingCall(value: object): ((key: string) => unknown) | undefined {
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON !== "function") return undefined;
  if (toJSON === bufferToJSON && ArrayBuffer.isView(value)) return undefined;
  // A Date renders through its `toISOString`: inert only while that is the built-in one.
  if (
    toJSON === dateToJSON &&
    value instanceof Date &&
    (value as { toISOString?: unknown }).toISOString === dateToISOString
  ) {
    return undefined;
  }
  return toJSON as (key: string) => unknown;
}

/**
 * Internal: true for an object whose JSON rendering holds no text a model could
 * read: typed arrays, `DataView`s and `ArrayBuffer`s (numbers, or `{}`), and
 * `Date`s (a timestamp). Judged without reading a member, so a megabyte of bytes
 * costs nothing. (A typed array's own non-index members, which `JSON.stringify`
 * would also render, are not read: finding them means listing every index.)
 *
 * @example
 * rendersNoText(new Uint8Array(1 << 20)); // true
 * rendersNoText({ a: 1 }); // false
 */
export function rendersNoText(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === "function" && value instanceof SharedArrayBuffer) ||
    value instanceof Date
  );
}
