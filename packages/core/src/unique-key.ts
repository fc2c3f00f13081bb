/**
 * Internal: names the redacted keys of one object apart. The namer answers `key`
 * itself while `taken` says no other member holds it, else the first free name of
 * `key (2)`, `key (3)`, … A redacted key can come out equal to another key of its
 * object (two phrases both become `[redacted]`); renaming it keeps both members, in
 * a way that depends only on the object. `taken` must also answer for every name
 * the namer gave out.
 *
 * Each base name keeps the suffix to try next, so naming `n` keys costs `O(n)`
 * probes in all (probing from `(2)` every time made thousands of keys that redact
 * alike quadratic).
 *
 * @example
 * const names = new Set(["[redacted]"]);
 * const name = keyNamer((k) => names.has(k));
 * names.add(name("[redacted]")); // "[redacted] (2)"
 * names.add(name("[redacted]")); // "[redacted] (3)"
 */
export function keyNamer(taken: (key: string) => boolean): (key: string) => string {
  // Per base name, the first suffix not yet known to be taken.
  const next = new Map<string, number>();
  return (key) => {
    if (!taken(key)) return key;
    // Every suffix below `next` was found taken or given out, and stays so.
    for (let n = next.get(key) ?? 2; ; n++) {
      const candidate = `${key} (${n})`;
      if (!taken(candidate)) {
        next.set(key, n + 1);
        return candidate;
      }
    }
  };
}
