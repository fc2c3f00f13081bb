/**
 * Whether `live` would still write the JSON that `copy` was parsed from:
 * `copy` is a `JSON.parse` result, `live` the object it was written from,
 * possibly edited in place since. Plain objects, arrays and JSON primitives
 * compare by content (key order aside); anything JSON would write otherwise
 * (a class instance, a `toJSON`, an `undefined` or non-finite value) reads
 * as changed. It allocates nothing, unlike writing `live` again, so telling
 * that a tool's schema is unchanged costs a walk of it and no garbage.
 *
 * A `true` is exact; a `false` may be a change JSON would not show (an
 * `undefined` property, a key order): the caller then reads the whole value.
 * The walk follows `copy`, so it is bounded by its depth even when `live`
 * has since become cyclic.
 *
 * @example
 * const schema = { type: "object", properties: { q: { type: "string" } } };
 * const copy = JSON.parse(JSON.stringify(schema));
 * sameJson(copy, schema); // true
 * schema.properties.q.type = "number";
 * sameJson(copy, schema); // false
 */
export function sameJson(copy: unknown, live: unknown): boolean {
  if (typeof copy !== "object" || copy === null) return copy === live;
  if (typeof live !== "object" || live === null || "toJSON" in live) return false;
  if (Array.isArray(copy)) {
    if (!Array.isArray(live) || Object.getPrototypeOf(live) !== Array.prototype) return false;
    if (live.length !== copy.length) return false;
    for (let i = 0; i < copy.length; i++) if (!sameJson(copy[i], live[i])) return false;
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(live);
  if (proto !== Object.prototype && proto !== null) return false;
  const fields = live as Record<string, unknown>;
  let keys = 0;
  for (const key in copy) {
    keys++;
    if (!Object.hasOwn(fields, key)) return false;
    if (!sameJson((copy as Record<string, unknown>)[key], fields[key])) return false;
  }
  // No key beyond the copy's (an added one, or one JSON dropped).
  for (const key in fields) if (Object.hasOwn(fields, key) && keys-- === 0) return false;
  return true;
}
