// Shared by this package's work-counting tests only (not exported from the package).

/**
 * Characters the native searches passed over while `run` ran: every
 * `String.prototype.indexOf`, and with `exec` every global `RegExp` search,
 * counted from where it started to its hit (or the end). A pass that reads
 * its text once grows this linearly with the text; a quadratic one does not.
 *
 * @example
 * const small = searchedChars(() => pass(text));
 * expect(searchedChars(() => pass(text.repeat(4)))).toBeLessThanOrEqual(4.5 * small + 64);
 */
export function searchedChars(run: () => void, options: { exec?: boolean } = {}): number {
  const exec = RegExp.prototype.exec;
  const indexOf = String.prototype.indexOf;
  let count = 0;
  if (options.exec === true) {
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      const from = this.lastIndex;
      const m = exec.call(this, s);
      if (this.global) count += (m === null ? s.length : m.index) - from;
      return m;
    };
  }
  String.prototype.indexOf = function (this: string, needle: string, from?: number) {
    const at = indexOf.call(this, needle, from);
    count += (at < 0 ? this.length : at) - (from ?? 0);
    return at;
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
    String.prototype.indexOf = indexOf;
  }
  return count;
}
