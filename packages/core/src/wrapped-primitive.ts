import { isStringObject } from "./json-view.js";

const numberValueOf = Number.prototype.valueOf;
const booleanValueOf = Boolean.prototype.valueOf;
const bigintValueOf = BigInt.prototype.valueOf;

// True when `read` (a built-in `valueOf`) accepts `value`: the built-in ones read their internal slot and
// throw for any other object, whatever its prototype.
function branded(read: (this: unknown) => unknown, value: object): boolean {
  try {
    read.call(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Internal: what `JSON.stringify` renders a primitive wrapper as (SerializeJSONProperty,
 * step 4), judged by internal slots, never by prototype: a String object through
 * ToString (its `toString` or `Symbol.toPrimitive` runs), a Number object through
 * ToNumber (its `valueOf` runs), a Boolean or BigInt object as its slot's value (the
 * bigint then makes `JSON.stringify` throw). Any other object is returned as it is.
 * Only for what a `toJSON` returned (rare): each check is a call that may throw, so
 * arrays and plain objects skip all but the String one (see below).
 *
 * @example
 * wrappedPrimitive(new Boolean(false)); // false
 * wrappedPrimitive({ a: 1 }); // the same object
 */
export function wrappedPrimitive(value: object): unknown {
  if (isStringObject(value)) return String(value);
  // Most results are arrays and plain objects: spared the throwing checks. A Number,
  // Boolean or BigInt object moved onto `Object.prototype` (or `null`) is then copied
  // as its members, plain data that was scanned: its rendering holds no text either way.
  if (Array.isArray(value)) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) return value;
  if (branded(numberValueOf, value)) return +(value as unknown as number);
  if (branded(booleanValueOf, value)) return booleanValueOf.call(value);
  if (branded(bigintValueOf, value)) return bigintValueOf.call(value);
  return value;
}
