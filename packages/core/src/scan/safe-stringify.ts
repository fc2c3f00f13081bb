/**
 * `JSON.stringify` that cannot throw: cycles become `"[Circular]"`, bigints become
 * strings, and a value nested deeper than the call stack allows (where the native one
 * throws a RangeError) is written all the same, so hostile arguments still get their
 * whole raw text to index. Only a getter or a `toJSON` that throws makes it `"null"`.
 *
 * @example
 * const a: Record<string, unknown> = {}; a.self = a;
 * safeStringify(a); // '{"self":"[Circular]"}'
 */
export function safeStringify(value: unknown): string {
  // The native path first; the walk (slower) only for values it rejects.
  try {
    const plain = JSON.stringify(value);
    if (plain !== undefined) return plain;
  } catch {
    // fall through to the tolerant path
  }
  try {
    return tolerantStringify(value) ?? "null";
  } catch {
    return "null";
  }
}

interface Frame {
  readonly node: object;
  /** The object's keys, or `undefined` for an array. */
  readonly keys: readonly string[] | undefined;
  readonly count: number;
  next: number;
  /** Whether a member was written (the next one takes a comma). */
  wrote: boolean;
}

// What `JSON.stringify` writes for a member after its `toJSON`, with bigints as
// strings and an open ancestor as "[Circular]": a text, nothing (`undefined`:
// the member is left out), or a container to walk.
function resolve(
  holder: object,
  key: string,
  open: ReadonlySet<object>,
): string | object | undefined {
  let v = (holder as Record<string, unknown>)[key];
  if ((typeof v === "object" && v !== null) || typeof v === "bigint") {
    const toJSON = (v as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") v = toJSON.call(v, key);
  }
  if (typeof v === "bigint") return JSON.stringify(v.toString());
  if (typeof v === "object" && v !== null) {
    if (open.has(v)) return '"[Circular]"';
    if (v instanceof Number) v = Number(v);
    else if (v instanceof String) v = String(v);
    else if (v instanceof Boolean) v = v.valueOf();
    // A BigInt object throws natively too; the caller then answers "null".
    else if (Object.prototype.toString.call(v) === "[object BigInt]") throw new TypeError();
    else return v;
  }
  if (typeof v === "string" || typeof v === "boolean") return JSON.stringify(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  return v === null ? "null" : undefined;
}

// `JSON.stringify` with the tolerances above, iterative: an explicit stack for the
// containers and one list of pieces joined once, so any depth costs the output's size.
function tolerantStringify(value: unknown): string | undefined {
  const open = new Set<object>();
  const pieces: string[] = [];
  const stack: Frame[] = [];
  // The pieces and frame of one member: its key when its holder is an object.
  const write = (text: string | object, key: string | undefined) => {
    if (key !== undefined) pieces.push(`${JSON.stringify(key)}:`);
    if (typeof text === "string") {
      pieces.push(text);
      return;
    }
    const keys = Array.isArray(text) ? undefined : Object.keys(text);
    pieces.push(keys === undefined ? "[" : "{");
    open.add(text);
    stack.push({
      node: text,
      keys,
      count: keys === undefined ? (text as unknown[]).length : keys.length,
      next: 0,
      wrote: false,
    });
  };
  const root = resolve({ "": value }, "", open);
  if (root === undefined) return undefined;
  write(root, undefined);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    if (top.next === top.count) {
      pieces.push(top.keys === undefined ? "]" : "}");
      open.delete(top.node);
      stack.pop();
      continue;
    }
    const index = top.next++;
    const key = top.keys === undefined ? String(index) : (top.keys[index] as string);
    const member = resolve(top.node, key, open);
    // An object leaves out a member with no JSON; an array writes `null` in its place.
    if (member === undefined && top.keys !== undefined) continue;
    if (top.wrote) pieces.push(",");
    top.wrote = true;
    write(member ?? "null", top.keys === undefined ? undefined : key);
  }
  return pieces.join("");
}
