/**
 * Internal: `String(value).length` of a 32-bit integer, without making the string.
 *
 * @example
 * int32Length(-1234); // 5
 */
export function int32Length(value: number): number {
  const sign = value < 0 ? 1 : 0;
  const n = value < 0 ? -value : value;
  if (n < 10) return sign + 1;
  if (n < 100) return sign + 2;
  if (n < 1_000) return sign + 3;
  if (n < 10_000) return sign + 4;
  if (n < 100_000) return sign + 5;
  if (n < 1_000_000) return sign + 6;
  if (n < 10_000_000) return sign + 7;
  if (n < 100_000_000) return sign + 8;
  if (n < 1_000_000_000) return sign + 9;
  return sign + 10;
}
