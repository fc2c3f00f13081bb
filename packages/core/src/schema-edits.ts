/**
 * Changes to make in a copy of a tool declaration: strings to replace, and
 * properties to drop (a path ending `…, "properties", name`; the name also leaves
 * the `required` list beside that `properties`).
 *
 * @example
 * const edits: SchemaEdits = { texts: [{ path: ["description"], text: "Adds." }], drops: [] };
 */
export interface SchemaEdits {
  readonly texts: readonly { readonly path: readonly (string | number)[]; readonly text: string }[];
  readonly drops: readonly (readonly (string | number)[])[];
}

// The edited paths as a tree: each container on them is copied once, however many
// of its members change (a copy per edit costs edits × members on a wide schema).
interface Node {
  text?: string;
  readonly children: Map<string | number, Node>;
  /** On a `properties` map: the names it loses. */
  drop?: Set<string>;
  /** On a schema: the names its `required` list loses. */
  unrequire?: Set<string>;
}

function nodeAt(root: Node, path: readonly (string | number)[], length: number): Node {
  let node = root;
  for (let i = 0; i < length; i++) {
    const key = path[i] as string | number;
    let child = node.children.get(key);
    if (child === undefined) {
      child = { children: new Map() };
      node.children.set(key, child);
    }
    node = child;
  }
  return node;
}

/**
 * A copy of `value` with the edits applied (copy on write: only the containers on an
 * edited path are new, the input is never mutated). A text edit inside a dropped
 * property goes with it. Keys are copied as data, so an own `__proto__` stays a key.
 * Linear in the edits and the members of the containers they touch.
 *
 * @example
 * applySchemaEdits(spec, { texts: [], drops: [["parameters", "properties", "skip_all_checks"]] });
 */
export function applySchemaEdits<T>(value: T, edits: SchemaEdits): T {
  const root: Node = { children: new Map() };
  for (const { path, text } of edits.texts) nodeAt(root, path, path.length).text = text;
  for (const path of edits.drops) {
    const name = path[path.length - 1] as string;
    const props = nodeAt(root, path, path.length - 1);
    props.drop ??= new Set();
    props.drop.add(name);
    const schema = nodeAt(root, path, path.length - 2);
    schema.unrequire ??= new Set();
    schema.unrequire.add(name);
  }
  return rebuild(value, root) as T;
}

// Recursive, but only as deep as an edited path (`schemaTexts` reads 64 levels at most).
function rebuild(value: unknown, node: Node): unknown {
  if (node.text !== undefined) return node.text;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const copy = value.slice();
    for (const [key, child] of node.children) {
      copy[key as number] = rebuild(value[key as number], child);
    }
    return copy;
  }
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (node.drop?.has(key) === true) continue;
    const child = node.children.get(key);
    let member = child === undefined ? source[key] : rebuild(source[key], child);
    if (key === "required" && node.unrequire !== undefined && Array.isArray(member)) {
      const gone = node.unrequire;
      if (member.some((name) => gone.has(name))) member = member.filter((name) => !gone.has(name));
    }
    Object.defineProperty(copy, key, {
      value: member,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
