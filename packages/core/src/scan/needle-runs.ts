/**
 * The matches of the sticky `run` pattern that hold `needle`, to `each` in
 * order until it returns false: what a global search of the pattern finds,
 * keeping the matches that contain the needle (a space's code in a list of
 * character codes: "20" in hex, "32" in decimal). Only each needle the native
 * search finds is tried, with a walk back over the characters a run is made
 * of (`isRunChar`) to where its run can start, so prose costs a substring
 * search instead of the regex trying every position.
 *
 * @example
 * needleRuns("ab 12 12", "12", /[0-9 ]{5,}/y, (c) => c === 0x20 || (c >= 0x30 && c <= 0x39), () => true);
 */
export function needleRuns(
  text: string,
  needle: string,
  run: RegExp,
  isRunChar: (c: number) => boolean,
  each: (start: number, end: number) => boolean,
): void {
  // No run that holds the needle at or after `floor` starts before it.
  let floor = 0;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, Math.max(i + 1, floor))) {
    let p = i;
    while (p > floor && isRunChar(text.charCodeAt(p - 1))) p--;
    floor = i + 1;
    while (p <= i) {
      run.lastIndex = p;
      const m = run.exec(text);
      if (m === null) {
        p++;
        continue;
      }
      const end = p + m[0].length;
      if (end > i) {
        if (!each(p, end)) return;
        floor = end;
        break;
      }
      // A run that ends before this needle holds none: the next one starts past it.
      p = end;
    }
  }
}

/**
 * A membership test over ASCII characters, as a lookup table.
 *
 * @example
 * const isDigit = asciiSet("0123456789");
 * isDigit(0x35); // true
 */
export function asciiSet(chars: string): (c: number) => boolean {
  const table = new Uint8Array(128);
  for (const ch of chars) table[ch.charCodeAt(0)] = 1;
  return (c) => c < 128 && table[c] === 1;
}
