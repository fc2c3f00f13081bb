/**
 * Every concrete value a rule path points at: dotted segments, `*` for every array
 * item (or object value). Missing values select nothing: presence is the schema's job.
 * Only own properties are read, so `__proto__` or `constructor` segments select data only.
 *
 * @example
 * selectPaths({ to: ["a@x.io", "b@y.io"] }, "to.*"); // [{ path: "to.0", value: "a@x.io" }, { path: "to.1", value: "b@y.io" }]
 */
export function selectPaths(
  root: unknown,
  path: string,
): { readonly path: string; readonly value: unknown }[] {
  let current: { path: string; value: unknown }[] = [{ path: "", value: root }];
  for (const segment of path.split(".")) {
    const next: { path: string; value: unknown }[] = [];
    for (const { path: at, value } of current) {
      if (typeof value !== "object" || value === null) continue;
      const join = (key: string) => (at === "" ? key : `${at}.${key}`);
      if (segment === "*") {
        for (const [key, item] of Object.entries(value))
          next.push({ path: join(key), value: item });
      } else if (Object.hasOwn(value, segment)) {
        next.push({ path: join(segment), value: (value as Record<string, unknown>)[segment] });
      }
    }
    current = next;
  }
  return current;
}
