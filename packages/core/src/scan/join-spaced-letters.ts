import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";
import { PieceMap } from "./piece-map.js";

// Five or more single letters separated by one filler ("i g n o r e"), where
// two or more spaces mark a word break. The first letter is matched before
// its lookbehind (and must be followed by a separator) so most positions fail
// on one character: the same matches as a leading `(?<![a-z0-9])`, faster.
const spaced = /[a-z](?=[ .*_-])(?<![a-z0-9][a-z])(?:(?:[ .*_-]| {2,3})[a-z](?![a-z0-9])){4,}/y;
// Right after its first letter every run holds a separator, a letter, a
// separator, a letter and a separator (each separator being one filler or
// two to three spaces). This search starts at a filler, not at every letter
// as the run's own pattern does: about twice as fast over prose, and the run
// is then tried only one character before each of its hits.
const inner = /[ .*_-] {0,2}[a-z][ .*_-] {0,2}[a-z][ .*_-]/g;

// Where the leftmost run at or after `from` starts (the run then ends at
// `spaced.lastIndex`), or -1: what a global regex of the run pattern finds
// from `from`, since every run's start is one character before a hit of `inner`.
function nextRun(text: string, from: number): number {
  inner.lastIndex = from + 1;
  for (let m = inner.exec(text); m !== null; m = inner.exec(text)) {
    spaced.lastIndex = m.index - 1;
    if (spaced.test(text)) return m.index - 1;
    inner.lastIndex = m.index + 1;
  }
  return -1;
}

/**
 * Joins spaced-out letters ("i g n o r e  a l l" reads "ignore all"), keeping
 * the offset map.
 *
 * @example
 * joinSpacedLetters(normalizeText("so i g n o r e")).text; // "so ignore"
 */
export function joinSpacedLetters(norm: NormalizedText): NormalizedText {
  const { text } = norm;
  const first = nextRun(text, 0);
  if (first < 0) return norm;
  const starts = norm.starts;
  const ends = norm.ends;
  if (starts === undefined || ends === undefined) {
    // Pieces suit a few joined runs; text made of spaced letters goes through arrays.
    const runs = sparseRuns(text, first);
    if (runs !== undefined) return joinAsPieces(norm, runs);
    return joinSpacedLetters(withArrays(norm));
  }
  const out = new OutputBuffer(text.length + 16);
  const keep = (k: number) => out.push(text.charCodeAt(k), starts[k] as number, ends[k] as number);
  let last = 0;
  for (let at = first; at >= 0; at = nextRun(text, last)) {
    out.pushMapped(text, last, at, starts, ends);
    const stop = spaced.lastIndex;
    for (let k = at; k < stop; k++) if (kept(text, k)) keep(k);
    last = stop;
  }
  out.pushMapped(text, last, text.length, starts, ends);
  return asciiLike(norm, {
    text: out.text(),
    starts: out.starts(),
    ends: out.ends(),
    hidden: norm.hidden,
  });
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
  const joined = parts.join("");
  return asciiLike(norm, {
    text: joined,
    starts: undefined,
    ends: undefined,
    hidden: norm.hidden,
    map,
  });
}

// Every spaced-out run as flat [start, end) pairs, or undefined once they
// cover more than 1/16 of the text (and over 4 KB): dense text goes through
// arrays. One regex pass serves both the decision and the join.
// `first` is the first run's start, just found (spaced.lastIndex its end):
// the search does not walk up to it again.
function sparseRuns(text: string, first: number): number[] | undefined {
  const runs: number[] = [];
  let covered = 0;
  for (let at = first; at >= 0; at = nextRun(text, spaced.lastIndex)) {
    covered += spaced.lastIndex - at;
    if (covered > 4096 && covered > text.length >> 4) return undefined;
    runs.push(at, spaced.lastIndex);
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
  return asciiLike(norm, { text: norm.text, starts, ends, hidden: norm.hidden });
}

// Joining only drops characters: an ASCII text stays ASCII.
function asciiLike(from: NormalizedText, to: NormalizedText): NormalizedText {
  return from.ascii === true ? { ...to, ascii: true } : to;
}
