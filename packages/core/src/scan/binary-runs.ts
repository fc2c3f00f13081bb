// Bits written out as text ("01101001 01100111 ..."): a match starts where a
// run of eight or more 0/1 digits starts. Such a run covers a multiple of
// eight, so probing every eighth character finds each one: prose, where
// these digits are rare, is read an eighth of a time instead of the regex
// engine trying its pattern at every position (~0.5 ms per MB).
const binary = /(?<![01])(?:[01]{8}[\s,]?){6,}/y;

const isBit = (c: number): boolean => c === 0x30 || c === 0x31;

/**
 * The leftmost match of `/(?<![01])(?:[01]{8}[\s,]?){6,}/` starting at or
 * after `from`, or null: what the global regex's `exec` returns with
 * `lastIndex` at `from`. Only the starts of runs of eight or more digits are
 * tried (the lookbehind and the first group allow no other start).
 *
 * @example
 * binaryMatch("x 01101000 01101001 00100000 01111001 01101111 01110101", 0)?.index; // 2
 */
export function binaryMatch(text: string, from: number): RegExpExecArray | null {
  const n = text.length;
  for (let p = Math.ceil(from / 8) * 8; p < n; p += 8) {
    if (!isBit(text.charCodeAt(p))) continue;
    let start = p;
    while (start > from && isBit(text.charCodeAt(start - 1))) start--;
    let end = p + 1;
    while (end < n && isBit(text.charCodeAt(end))) end++;
    // A run that began before `from` has no start to try.
    if (end - start >= 8 && (start === 0 || !isBit(text.charCodeAt(start - 1)))) {
      binary.lastIndex = start;
      const m = binary.exec(text);
      if (m !== null) return m;
    }
    p = Math.ceil(end / 8) * 8 - 8;
  }
  return null;
}
