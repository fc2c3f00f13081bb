import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";
import { PieceMap } from "./piece-map.js";

// Five or more single letters separated by one filler ("i g n o r e"), where
// two or more spaces mark a word break. The first letter is matched before
// its lookbehind (and must be followed by a separator) so most positions fail
// on one character: the same matches as a leading `(?<![a-z0-9])`, faster.
const spaced = /[a-z](?=[ .*_-])(?<![a-z0-9][a-z])(?:(?:[ .*_-]| {2,3})[a-z](?![a-z0-9])){4,}/g;

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
  const starts = norm.starts;
  const ends = norm.ends;
  if (starts === undefined || ends === undefined) {
    // Pieces suit a few joined runs; text made of spaced letters goes through arrays.
    const runs = sparseRuns(text);
    if (runs !== undefined) return joinAsPieces(norm, runs);
    return joinSpacedLetters(withArrays(norm));
  }
  const out = new OutputBuffer(text.length + 16);
  const keep = (k: number) => out.push(text.charCodeAt(k), starts[k] as number, ends[k] as number);
  let last = 0;
  spaced.lastIndex = 0;
  for (let m = spaced.exec(text); m; m = spaced.exec(text)) {
    out.pushMapped(text, last, m.index, starts, ends);
    const stop = m.index + m[0].length;
    for (let k = m.index; k < stop; k++) if (kept(text, k)) keep(k);
    last = stop;
  }
  out.pushMapped(text, last, text.length, starts, ends);
  return { text: out.text(), starts: out.starts(), ends: out.ends(), hidden: norm.hidden };
}

// Letters stay, and one space where two or more mark a word break.
function kept(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  if (c >= 0x61 && c <= 0x7a) return true;
  return c === 0x20 && text.charCodeAt(k + 1) === 0x20 && text.charCodeAt(k - 1) !== 0x20;
}

// The same join over an identity or piece map, given the runs (sparseRuns):
// the result maps through pieces.
function joinAsPieces(norm: NormalizedText, runs: readonly number[]): NormalizedText {
  const { text } = norm;
  const parts: string[] = [];
  const map = new PieceMap(norm.map);
  let out = 0;
  let last = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const index = runs[r] as number;
    const stop = runs[r + 1] as number;
    if (index > last) {
      parts.push(text.slice(last, index));
      map.copy(out, last);
      out += index - last;
    }
    for (let k = index; k < stop; k++) {
      if (!kept(text, k)) continue;
      parts.push(text[k] as string);
      map.copy(out, k);
      out++;
    }
    last = stop;
  }
  if (last < text.length) {
    parts.push(text.slice(last));
    map.copy(out, last);
  }
  return { text: parts.join(""), starts: undefined, ends: undefined, hidden: norm.hidden, map };
}

// Every spaced-out run as flat [start, end) pairs, or undefined once they
// cover more than 1/16 of the text (and over 4 KB): dense text goes through
// arrays. One regex pass serves both the decision and the join.
function sparseRuns(text: string): number[] | undefined {
  const runs: number[] = [];
  let covered = 0;
  spaced.lastIndex = 0;
  for (let m = spaced.exec(text); m; m = spaced.exec(text)) {
    covered += m[0].length;
    if (covered > 4096 && covered > text.length >> 4) return undefined;
    runs.push(m.index, m.index + m[0].length);
  }
  return runs;
}

// The same normalized text with its map as per-character arrays.
function withArrays(norm: NormalizedText): NormalizedText {
  const n = norm.text.length;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  if (norm.map) norm.map.fill(starts, ends);
  else
    for (let i = 0; i < n; i++) {
      starts[i] = i;
      ends[i] = i + 1;
    }
  return { text: norm.text, starts, ends, hidden: norm.hidden };
}
