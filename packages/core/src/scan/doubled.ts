/**
 * `array`'s entries in an array twice its length (the rest zero): the typed
 * arrays that collect an unknown number of entries (anchor hits, candidate
 * pairs, a walk's recorded hits) grow by doubling, copied once per growth.
 *
 * @example
 * doubled(Int32Array.of(1, 2)); // Int32Array [1, 2, 0, 0]
 */
export function doubled(array: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}
