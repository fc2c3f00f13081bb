/**
 * Internal: what kind of plain container a caller's object is, as the argument read
 * copies it: `"object"` (prototype `Object.prototype`), `"bare"` (no prototype),
 * `"array"` (an array whose prototype is `Array.prototype`), or `undefined` for
 * anything else (a class instance, a `Date`, a `Map`, a typed array), which is
 * never copied. A `Proxy` that presents as a plain container is one.
 *
 * @example
 * plainKind({ city: "Paris" }); // "object"
 * plainKind(new Date()); // undefined
 */
export type PlainKind = "object" | "bare" | "array" | undefined;

/**
 * Internal: the {@link PlainKind} of `value` (its prototype read once).
 *
 * @example
 * plainKind(Object.create(null)); // "bare"
 */
export function plainKind(value: object): PlainKind {
  const proto: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) return proto === Array.prototype ? "array" : undefined;
  return proto === Object.prototype ? "object" : proto === null ? "bare" : undefined;
}

/**
 * Internal: a fresh one-level copy of a plain container, each member read exactly
 * once: an object's own enumerable members (a getter is called once and its answer
 * kept as data; `__proto__` stays an own data member: spread and `Object.assign` onto
 * an object without a prototype define members, they never set a prototype), an
 * array's items by index (`length` read once; a hole stays a hole; named members,
 * which neither JSON nor the checks read, are not copied). Members are the values
 * as read: nested containers are copied by the caller, as it walks them. `undefined`
 * when the array alone (its brackets and commas) takes more than `room` bytes, so a
 * `length` of millions is never looped over.
 *
 * @example
 * copyContainer({ city: "Paris" }, "object", 1024); // { city: "Paris" }, a new object
 */
export function copyContainer(raw: object, kind: PlainKind, room: number): object | undefined {
  if (kind === "object") return { ...raw };
  if (kind === "bare") return Object.assign(Object.create(null) as object, raw);
  const items = raw as readonly unknown[];
  const length: unknown = items.length;
  // A Proxy's `length` can be anything: only a positive number counts items.
  const n = typeof length === "number" && length > 0 ? Math.floor(length) : 0;
  if (n + 1 > room) return undefined;
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const item = items[i];
    if (item === undefined && !(i in items)) out.length = i + 1;
    else out.push(item);
  }
  return out;
}

type Frame = {
  readonly raw: object;
  readonly copy: object;
  readonly depth: number;
  readonly leave?: true;
};

/**
 * Internal: the copy of a container nested past the argument pass's recursion depth,
 * walked with an explicit stack (no object can overflow it), with the same rules as
 * the pass: plain containers copied (each member read once), other objects and
 * leaves kept as they are; a member that is one of its ancestors (`path` maps those
 * above `root` to their copies) becomes that ancestor's copy, so the copy keeps the
 * cycle the limits walk reports; a container deeper than `maxDepth` is kept unread
 * (the limits walk reports it too deep before reading it). `bytes` is a lower bound
 * on what the limits walk counts for it; `undefined` once that passes `room`.
 *
 * @example
 * copyDeep(deepRoot, "object", 33, 64, 1_048_576, new Map())?.value; // a fresh copy
 */
export function copyDeep(
  root: object,
  kind: PlainKind,
  depth: number,
  maxDepth: number,
  room: number,
  path: Map<object, object>,
): { readonly value: object; readonly bytes: number } | undefined {
  const top = copyContainer(root, kind, room);
  if (top === undefined) return undefined;
  let bytes = 0;
  const stack: Frame[] = [{ raw: root, copy: top, depth }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.leave) {
      path.delete(frame.raw);
      continue;
    }
    path.set(frame.raw, frame.copy);
    stack.push({ ...frame, leave: true });
    bytes += 2;
    const into = frame.copy as Record<string, unknown>;
    const keys = Array.isArray(into) ? undefined : Object.keys(into);
    const n = keys === undefined ? (into as unknown as unknown[]).length : keys.length;
    if (keys === undefined) bytes += n > 0 ? n - 1 : 0;
    for (let i = 0; i < n; i++) {
      const slot = keys === undefined ? i : (keys[i] as string);
      if (keys !== undefined) bytes += (slot as string).length + 3;
      const item = into[slot];
      if (typeof item !== "object" || item === null) {
        bytes += leafBytes(item);
        continue;
      }
      const itemKind = plainKind(item);
      const ancestor = itemKind === undefined ? undefined : path.get(item);
      // A cycle first, as the limits walk meets it: the copy keeps it.
      if (ancestor !== undefined) {
        into[slot] = ancestor;
      } else if (itemKind === undefined || frame.depth + 1 > maxDepth) {
        bytes += 2;
      } else {
        const copy = copyContainer(item, itemKind, room - bytes);
        if (copy === undefined) return undefined;
        into[slot] = copy;
        stack.push({ raw: item, copy, depth: frame.depth + 1 });
      }
    }
    if (bytes > room) return undefined;
  }
  return { value: top, bytes };
}

// At least what the limits walk counts for a value that is not an object.
function leafBytes(value: unknown): number {
  switch (typeof value) {
    case "string":
      return value.length + 2;
    case "number":
      return 1;
    case "boolean":
      return 4;
    case "object":
      return 4;
    default:
      return 0;
  }
}
