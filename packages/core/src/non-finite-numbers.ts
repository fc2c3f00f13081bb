// Bounds on the walk: arguments a caller built can be cyclic, or share one
// object many times over (a "reference bomb"); the walk ends either way.
const MAX_DEPTH = 256;
const MAX_VALUES = 1_000_000;
// Enough to say what is wrong; a bomb of shared NaNs is not listed path by path.
const MAX_FOUND = 16;

let budget = 0;
// Set when the walk met its depth or value bound before reading everything.
let exhausted = false;

/**
 * Internal: what `nonFiniteNumbers` answers for arguments too deep or too large
 * (or cyclic) to read to the end: it cannot say they hold none.
 *
 * @example
 * nonFiniteNumbers(cyclic) === UNREADABLE; // true
 */
export const UNREADABLE = "unreadable";

/**
 * Internal: the dotted paths (`days`, `items.0.price`) of the `NaN` and
 * `±Infinity` values in an argument object, which no JSON text can carry;
 * `undefined` when there are none. Arguments parsed from JSON never hold
 * one, so only an object a caller built needs the walk. The walk allocates
 * nothing unless it finds one, and is bounded (depth 256, a million values
 * visited, at most 16 paths listed); arguments it cannot read to the end
 * (cyclic, or past those bounds) are `UNREADABLE`, never "none found".
 *
 * @example
 * nonFiniteNumbers({ days: Number.POSITIVE_INFINITY, list: [1, Number.NaN] });
 * // [{ path: "days", value: Infinity }, { path: "list.1", value: NaN }]
 * nonFiniteNumbers({ days: 7 }); // undefined
 */
export function nonFiniteNumbers(
  value: object,
): { readonly path: string; readonly value: number }[] | typeof UNREADABLE | undefined {
  // A getter in the arguments may run another validation meanwhile: its walk
  // must not spend this one's budget.
  const outer = budget;
  const outerExhausted = exhausted;
  budget = MAX_VALUES;
  exhausted = false;
  try {
    if (!holdsNonFinite(value, 0)) return undefined;
    if (exhausted) return UNREADABLE;
  } finally {
    budget = outer;
    exhausted = outerExhausted;
  }
  const found: { path: string; value: number }[] = [];
  budget = MAX_VALUES;
  try {
    collect(value, "", 0, found);
  } finally {
    budget = outer;
  }
  return found;
}

// The first pass answers yes or no, so arguments without one (nearly all) cost no
// path strings.
function holdsNonFinite(value: unknown, depth: number): boolean {
  if (typeof value === "number") return value - value !== 0;
  if (typeof value !== "object" || value === null) return false;
  // Past the bounds nothing can be said: the caller reports the arguments unreadable.
  if (depth >= MAX_DEPTH || --budget < 0) {
    exhausted = true;
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsNonFinite(value[i], depth + 1)) return true;
    return false;
  }
  const record = value as { readonly [key: string]: unknown };
  for (const key in record) {
    if (Object.hasOwn(record, key) && holdsNonFinite(record[key], depth + 1)) return true;
  }
  return false;
}

function collect(
  value: unknown,
  path: string,
  depth: number,
  found: { path: string; value: number }[],
): void {
  if (found.length >= MAX_FOUND) return;
  if (typeof value === "number") {
    if (value - value !== 0) found.push({ path: path || "(root)", value });
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (depth >= MAX_DEPTH || --budget < 0) return;
  const at = path === "" ? "" : `${path}.`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) collect(value[i], `${at}${i}`, depth + 1, found);
    return;
  }
  const record = value as { readonly [key: string]: unknown };
  for (const key in record) {
    if (Object.hasOwn(record, key)) collect(record[key], `${at}${key}`, depth + 1, found);
  }
}
