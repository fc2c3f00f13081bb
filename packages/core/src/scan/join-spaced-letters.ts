import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";

// Five or more single letters separated by one filler ("i g n o r e"), where
// two or more spaces mark a word break.
const spaced = /(?<![a-z0-9])[a-z](?:(?:[ .*_-]| {2,3})[a-z](?![a-z0-9])){4,}/g;

/**
 * Joins spaced-out letters ("i g n o r e  a l l" reads "ignore all"), keeping
 * the offset map.
 *
 * @example
 * joinSpacedLetters(normalizeText("x i g n o r e")).text; // "x ignore"
 */
export function joinSpacedLetters(norm: NormalizedText): NormalizedText {
  const { text } = norm;
  spaced.lastIndex = 0;
  if (!spaced.test(text)) return norm;
  const starts = norm.starts as Int32Array;
  const ends = norm.ends as Int32Array;
  const out = new OutputBuffer(text.length + 16);
  const keep = (k: number) => out.push(text.charCodeAt(k), starts[k] as number, ends[k] as number);
  let last = 0;
  spaced.lastIndex = 0;
  for (let m = spaced.exec(text); m; m = spaced.exec(text)) {
    for (let k = last; k < m.index; k++) keep(k);
    const stop = m.index + m[0].length;
    for (let k = m.index; k < stop; k++) {
      const c = text.charCodeAt(k);
      if (c >= 0x61 && c <= 0x7a) keep(k);
      else if (c === 0x20 && text.charCodeAt(k + 1) === 0x20 && text.charCodeAt(k - 1) !== 0x20)
        keep(k);
    }
    last = stop;
  }
  for (let k = last; k < text.length; k++) keep(k);
  return { text: out.text(), starts: out.starts(), ends: out.ends(), hidden: norm.hidden };
}
