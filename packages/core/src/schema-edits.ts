/**
 * Changes to make in a copy of a tool declaration, each named by the object or
 * array that holds it (not by a path): strings to replace, and members to drop
 * (a name of a `properties` map, which also leaves the `required` list of any
 * schema whose `properties` is that map; or an index of an array, whose later
 * members move up). Identity, not a path, so an object the schema
 * holds in two places (or in a cycle) is cleaned in every place it shows.
 *
 * @example
 * const edits: SchemaEdits = { texts: [{ holder: spec, key: "description", text: "Adds." }], drops: [] };
 */
export interface SchemaEdits {
  readonly texts: readonly {
    readonly holder: object;
    readonly key: string | number;
    readonly text: string;
  }[];
  readonly drops: readonly { readonly holder: object; readonly key: string | number }[];
}

interface Change {
  readonly texts: Map<string | number, string>;
  readonly drops: Set<string | number>;
}

function changeOf(changes: Map<object, Change>, holder: object): Change {
  let change = changes.get(holder);
  if (change === undefined) {
    change = { texts: new Map(), drops: new Set() };
    changes.set(holder, change);
  }
  return change;
}

// Every object reachable from `root`, with the objects that hold it (each member
// once): iterative, so a schema of any depth, and cycle-safe.
function holdersOf(root: object): Map<object, object[]> {
  const holders = new Map<object, object[]>([[root, []]]);
  const stack: object[] = [root];
  while (stack.length > 0) {
    const value = stack.pop() as object;
    const keys = Array.isArray(value) ? undefined : Object.keys(value);
    const count = keys === undefined ? (value as unknown[]).length : keys.length;
    for (let i = 0; i < count; i++) {
      const child = (value as Record<string | number, unknown>)[keys === undefined ? i : keys[i]!];
      if (typeof child !== "object" || child === null) continue;
      const known = holders.get(child);
      if (known !== undefined) known.push(value);
      else {
        holders.set(child, [value]);
        stack.push(child);
      }
    }
  }
  return holders;
}

/**
 * A copy of `value` with the edits applied (copy on write: only the containers an
 * edit is in, and those that lead to one, are new; the input is never mutated). A
 * text edit inside a dropped property goes with it. Keys are copied as data, so an
 * own `__proto__` stays a key. Iterative, and linear in the size of `value` and the
 * edits, whatever the depth; a cycle in `value` is kept, through the copies.
 *
 * @example
 * applySchemaEdits(spec, { texts: [], drops: [{ holder: spec.parameters.properties, key: "skip_all_checks" }] });
 */
export function applySchemaEdits<T>(value: T, edits: SchemaEdits): T {
  if (typeof value !== "object" || value === null) return value;
  if (edits.texts.length === 0 && edits.drops.length === 0) return value;
  const changes = new Map<object, Change>();
  for (const { holder, key, text } of edits.texts) changeOf(changes, holder).texts.set(key, text);
  for (const { holder, key } of edits.drops) changeOf(changes, holder).drops.add(key);
  // The containers to copy: those changed and every one that holds one of them.
  const holders = holdersOf(value);
  const copies = new Map<object, object>();
  const pending = [...changes.keys()].filter((holder) => holders.has(holder));
  while (pending.length > 0) {
    const next = pending.pop() as object;
    if (copies.has(next)) continue;
    copies.set(next, Array.isArray(next) ? [] : {});
    for (const up of holders.get(next) as object[]) if (!copies.has(up)) pending.push(up);
  }
  // The copies exist before any is filled, so a member pointing back up a cycle
  // finds its container's copy.
  for (const [source, copy] of copies) fill(source, copy, changes.get(source), copies, changes);
  return (copies.get(value) ?? value) as T;
}

function fill(
  source: object,
  copy: object,
  change: Change | undefined,
  copies: ReadonlyMap<object, object>,
  changes: ReadonlyMap<object, Change>,
): void {
  const member = (key: string | number): unknown => {
    const text = change?.texts.get(key);
    if (text !== undefined) return text;
    const v = (source as Record<string | number, unknown>)[key];
    return typeof v === "object" && v !== null ? (copies.get(v) ?? v) : v;
  };
  if (Array.isArray(source)) {
    const out = copy as unknown[];
    const drops = change?.drops;
    if (drops === undefined || drops.size === 0) {
      out.length = source.length;
      for (let i = 0; i < source.length; i++) if (i in source) out[i] = member(i);
      return;
    }
    for (let i = 0; i < source.length; i++) if (!drops.has(i)) out.push(member(i));
    return;
  }
  // A schema whose `properties` map loses names loses them from `required` too.
  const props = (source as Record<string, unknown>).properties;
  const gone = typeof props === "object" && props !== null ? changes.get(props)?.drops : undefined;
  for (const key of Object.keys(source)) {
    if (change?.drops.has(key) === true) continue;
    let v = member(key);
    if (key === "required" && gone !== undefined && gone.size > 0 && Array.isArray(v)) {
      if (v.some((name) => gone.has(name))) v = v.filter((name) => !gone.has(name));
    }
    Object.defineProperty(copy, key, {
      value: v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}
