import { cutSpans } from "./cut-spans.js";
import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";
import { nextSpacedWindow } from "./spaced-window.js";

// Five or more single letters separated by one filler ("i g n o r e"), where
// two or more spaces mark a word break. The first letter is matched before
// its lookbehind (and must be followed by a separator) so most positions fail
// on one character: the same matches as a leading `(?<![a-z0-9])`, faster.
const spaced = /[a-z](?=[ .*_-])(?<![a-z0-9][a-z])(?:(?:[ .*_-]| {2,3})[a-z](?![a-z0-9])){4,}/y;

// Where the leftmost run at or after `from` starts (the run then ends at
// `spaced.lastIndex`), or -1: what a global regex of the run pattern finds
// from `from`. A run's first nine characters form a spaced window, so the
// pattern is tried only at the windows' letters, in order; prose has almost
// none, and finding that costs a third of a read per character (a regex
// search for the runs' filler-letter-filler core cost ~2 ms per MB).
function nextRun(text: string, from: number): number {
  for (let s = nextSpacedWindow(text, from); s >= 0; s = nextSpacedWindow(text, s + 1)) {
    const c = text.charCodeAt(s);
    if (c < 0x61 || c > 0x7a) continue;
    spaced.lastIndex = s;
    if (spaced.test(text)) return s;
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
  if (norm.starts === undefined || norm.ends === undefined) {
    // Pieces suit a few joined runs; text made of spaced letters goes through arrays.
    const runs = sparseRuns(text, first);
    if (runs !== undefined) return cutSpans(norm, dropped(text, runs));
    return joinSpacedLetters(withArrays(norm));
  }
  // Dense runs (every other character dropped): kept characters are copied one by
  // one, cheaper than a span per filler.
  const starts = norm.starts;
  const ends = norm.ends;
  const out = new OutputBuffer(text.length + 16);
  let last = 0;
  for (let at = first; at >= 0; at = nextRun(text, last)) {
    out.pushMapped(text, last, at, starts, ends);
    const stop = spaced.lastIndex;
    for (let k = at; k < stop; k++) {
      if (kept(text, k, at, stop))
        out.push(text.charCodeAt(k), starts[k] as number, ends[k] as number);
    }
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

// Letters stay, and one space where it marks a word break: two or more
// spaces between letters spaced out by spaces ("i g n o r e  a l l"), one
// next to a word spaced out by punctuation ("i.g.n.o.r.e a.l.l"). Only the
// run [from, to) is read.
function kept(text: string, k: number, from: number, to: number): boolean {
  const c = text.charCodeAt(k);
  if (c >= 0x61 && c <= 0x7a) return true;
  if (c !== 0x20) return false;
  if (text.charCodeAt(k + 1) === 0x20) return text.charCodeAt(k - 1) !== 0x20;
  return (
    text.charCodeAt(k - 1) !== 0x20 &&
    ((k - 2 >= from && isMark(text.charCodeAt(k - 2))) ||
      (k + 2 < to && isMark(text.charCodeAt(k + 2))))
  );
}

// The fillers other than a space.
const isMark = (c: number): boolean => c === 0x2e || c === 0x2a || c === 0x5f || c === 0x2d;

// What sparse runs drop (their fillers and extra spaces), as flat [start, end) spans.
function dropped(text: string, runs: readonly number[]): number[] {
  const cuts: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    const stop = runs[r + 1] as number;
    const from = runs[r] as number;
    for (let k = from; k < stop; k++) {
      if (kept(text, k, from, stop)) continue;
      const n = cuts.length;
      if (n > 0 && cuts[n - 1] === k) cuts[n - 1] = k + 1;
      else cuts.push(k, k + 1);
    }
  }
  return cuts;
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
