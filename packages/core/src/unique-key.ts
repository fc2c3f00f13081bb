/**
 * Internal: `key`, or when `taken` says another member already holds it, the first
 * of `key (2)`, `key (3)`, … that is free. A redacted key can come out equal to
 * another key of its object (two phrases both become `[redacted]`); renaming it
 * keeps both members, in a way that depends only on the object.
 *
 * @example
 * uniqueKey("[redacted]", (k) => k === "[redacted]"); // "[redacted] (2)"
 */
export function uniqueKey(key: string, taken: (key: string) => boolean): string {
  if (!taken(key)) return key;
  for (let n = 2; ; n++) {
    const candidate = `${key} (${n})`;
    if (!taken(candidate)) return candidate;
  }
}
