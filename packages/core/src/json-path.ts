/**
 * Turns an ajv instance path (JSON Pointer, `/items/0/sku`) into the dotted
 * path reports use (`items.0.sku`); the root is `""`.
 *
 * @example
 * pointerToDotted("/items/0/sku"); // "items.0.sku"
 */
export function pointerToDotted(pointer: string): string {
  if (pointer === "") return "";
  // One segment without an escape (a top-level argument, most errors): nothing to replace.
  if (pointer.indexOf("/", 1) === -1 && !pointer.includes("~")) return pointer.slice(1);
  // Without an escape, every "/" is a separator.
  if (!pointer.includes("~")) return pointer.slice(1).replaceAll("/", ".");
  const parts = pointer.slice(1).split("/");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part.includes("~")) parts[i] = part.replaceAll("~1", "/").replaceAll("~0", "~");
  }
  return parts.join(".");
}

/**
 * Appends a key to a dotted path; `undefined` is the root. The root is not `""`,
 * which is also the path of a member named `""`: that member's `b` is `".b"`, as
 * {@link pointerToDotted} reads `"//b"`, never the top-level `"b"`.
 *
 * @example
 * joinPath("address", "city"); // "address.city"
 * joinPath(undefined, "city"); // "city"
 * joinPath("", "b"); // ".b"
 */
export function joinPath(base: string | undefined, key: string | number): string {
  return base === undefined ? String(key) : `${base}.${key}`;
}
