// Cleaning a text can change how what is left reads: a removed span may have kept
// the next from matching (a template delimiter read as template source before a chat
// token), so one pass of stripping or redacting proves nothing. The cleaners of
// descriptions, tool outputs and arguments all repeat until a rescan is quiet.

/** Passes of cleaning a value may take before it counts as not cleanable. */
const maxPasses = 4;

/**
 * Internal: `fix(value, found)`, rescanned and fixed again while `rescan` still finds
 * something, at most {@link maxPasses} fixes in all; `undefined` when the last fix
 * still leaves something found (the caller decides what stands in for such a value).
 *
 * @example
 * const fix = (s: string) => s.replaceAll("ab", "");
 * repeatUntilClean("aabb", ["ab"], fix, (s) => (s.includes("ab") ? ["ab"] : [])); // ""
 */
export function repeatUntilClean<T, F>(
  value: T,
  found: readonly F[],
  fix: (value: T, found: readonly F[]) => T,
  rescan: (value: T) => readonly F[],
): T | undefined {
  let out = fix(value, found);
  for (let pass = 1; pass < maxPasses; pass++) {
    const again = rescan(out);
    if (again.length === 0) return out;
    out = fix(out, again);
  }
  return rescan(out).length === 0 ? out : undefined;
}
