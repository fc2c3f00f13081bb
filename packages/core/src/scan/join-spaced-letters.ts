import type { NormalizedText } from "./normalize-text.js";

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
  const out: string[] = [];
  const outStarts: number[] = [];
  const outEnds: number[] = [];
  const keep = (k: number) => {
    out.push(text[k] as string);
    outStarts.push(starts[k] as number);
    outEnds.push(ends[k] as number);
  };
  let last = 0;
  spaced.lastIndex = 0;
  for (let m = spaced.exec(text); m; m = spaced.exec(text)) {
    for (let k = last; k < m.index; k++) keep(k);
    const stop = m.index + m[0].length;
    for (let k = m.index; k < stop; k++) {
      const ch = text[k] as string;
      if (ch >= "a" && ch <= "z") keep(k);
      else if (ch === " " && text[k + 1] === " " && text[k - 1] !== " ") keep(k);
    }
    last = stop;
  }
  for (let k = last; k < text.length; k++) keep(k);
  return {
    text: out.join(""),
    starts: Int32Array.from(outStarts),
    ends: Int32Array.from(outEnds),
    hidden: norm.hidden,
  };
}
