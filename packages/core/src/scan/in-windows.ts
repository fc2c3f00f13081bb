/**
 * Whether `start` lies in one of rule r's windows ([from, until) of each
 * [from, until, end) triple, sorted). Starts arrive nearly in order: a cursor
 * per rule moves on past the windows they have left behind; a start that
 * arrives late (a shorter literal ending after a longer one, a word run's
 * start) is looked up behind it.
 *
 * @example
 * const cursor = new Int32Array(1);
 * inWindows(cursor, 0, [10, 20, 40, 50, 60, 80], 15); // true
 * inWindows(cursor, 0, [10, 20, 40, 50, 60, 80], 30); // false
 */
export function inWindows(
  cursor: Int32Array,
  r: number,
  ws: readonly number[],
  start: number,
): boolean {
  let c = cursor[r] as number;
  while (c < ws.length && (ws[c + 1] as number) <= start) c += 3;
  cursor[r] = c;
  if (c < ws.length && (ws[c] as number) <= start) return true;
  // In the gap before window c (the usual case when it is not in one).
  if (c === 0 || (ws[c - 2] as number) <= start) return false;
  // A late start, in an earlier window or a gap before one.
  let lo = 0;
  let hi = c;
  while (lo < hi) {
    const mid = ((lo + hi) / 6) | 0;
    const m = mid * 3;
    if ((ws[m + 1] as number) <= start) lo = m + 3;
    else hi = m;
  }
  return lo < c && (ws[lo] as number) <= start;
}
