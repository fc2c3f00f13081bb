/**
 * One string a model reads in a tool declaration, and where it sits.
 *
 * @example
 * const t: SchemaText = { path: ["parameters", "properties", "to", "description"], text: "Recipient" };
 */
export interface SchemaText {
  /** Keys and indices from the ToolSpec root, e.g. ["parameters", "properties", "to", "description"]. */
  readonly path: readonly (string | number)[];
  readonly text: string;
  /** True when `text` is a property name (the last key of `path`), not a string value. */
  readonly name?: boolean;
}

// Keys whose string value is prose shown to the model.
const proseKeys = new Set([
  "description",
  "title",
  "$comment",
  "markdownDescription",
  "x-description",
]);
// Keys whose whole subtree is example data shown to the model.
const dataKeys = new Set(["enum", "const", "default", "examples", "example"]);
const maxDepth = 64;
const maxTexts = 10_000;

/**
 * Lists every string of a schema that a model reads: descriptions and titles
 * at any depth, every string inside `enum`, `const`, `default` and
 * `examples`, and the names of properties (marked `name`). Iterative,
 * cycle-safe and bounded in depth and count.
 *
 * @example
 * schemaTexts({ properties: { to: { description: "Recipient" } } }, ["parameters"]);
 * // [{ path: ["parameters", "properties", "to"], text: "to", name: true },
 * //  { path: ["parameters", "properties", "to", "description"], text: "Recipient" }]
 */
export function schemaTexts(schema: unknown, base: readonly (string | number)[]): SchemaText[] {
  const out: SchemaText[] = [];
  const seen = new Set<object>();
  // `props`: the value is the map under a `properties` keyword (its keys are
  // names), so a property that is itself called "properties" is not one.
  const stack: { value: unknown; path: (string | number)[]; data: boolean; props: boolean }[] = [
    { value: schema, path: [...base], data: false, props: false },
  ];
  while (stack.length > 0 && out.length < maxTexts) {
    const { value, path, data, props } = stack.pop() as (typeof stack)[number];
    if (typeof value === "string") {
      if (data) out.push({ path, text: value });
      continue;
    }
    if (
      typeof value !== "object" ||
      value === null ||
      seen.has(value) ||
      path.length - base.length > maxDepth
    )
      continue;
    seen.add(value);
    // Property names are read by the model too: a name can carry an order.
    if (props && !Array.isArray(value)) {
      for (const key of Object.keys(value))
        out.push({ path: [...path, key], text: key, name: true });
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string | number, unknown];
      const childPath = [...path, key];
      if (!data && typeof key === "string" && proseKeys.has(key) && typeof child === "string") {
        out.push({ path: childPath, text: child });
      } else {
        stack.push({
          value: child,
          path: childPath,
          data: data || (typeof key === "string" && dataKeys.has(key)),
          props: !data && !props && key === "properties",
        });
      }
    }
  }
  return out;
}
