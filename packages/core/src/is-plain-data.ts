/**
 * Internal: true for an object `JSON.stringify` renders member by member, as
 * the argument screen judges a caller's object: a plain object (or one with no
 * prototype) or a plain array, with no `toJSON` function, own or inherited
 * (`JSON.stringify` would call it, which changes what the raw scan sees).
 *
 * @example
 * isPlainData({ city: "Paris" }); // true
 * isPlainData(new Date()); // false
 */
export function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  const plain = Array.isArray(value)
    ? proto === Array.prototype
    : proto === Object.prototype || proto === null;
  return plain && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}
