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
 * at any depth, and every string inside `enum`, `const`, `default` and
 * `examples`. Iterative, cycle-safe and bounded in depth and count.
 *
 * @example
 * schemaTexts({ properties: { to: { description: "Recipient" } } }, ["parameters"]);
 * // [{ path: ["parameters", "properties", "to", "description"], text: "Recipient" }]
 */
export function schemaTexts(schema: unknown, base: readonly (string | number)[]): SchemaText[] {
  const out: SchemaText[] = [];
  const seen = new Set<object>();
  const stack: { value: unknown; path: (string | number)[]; data: boolean }[] = [
    { value: schema, path: [...base], data: false },
  ];
  while (stack.length > 0 && out.length < maxTexts) {
    const { value, path, data } = stack.pop() as (typeof stack)[number];
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
        });
      }
    }
  }
  return out;
}
