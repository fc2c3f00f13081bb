// Spaced-out letters ("i g n o r e", "i-g-n-o-r-e") are single letters between
// fillers: nine characters at least, none outside [a-z .*_-], no two letters
// side by side. Prose breaks that within a few characters (every word has two
// letters in a row), so a window is read from its end, as the base64 run
// finder does: the first break rules out every window through it, and the
// search jumps past it. About one read in three characters of prose, where a
// regex search for the runs (or for their filler-letter-filler core) tries
// every position: ~2 ms per MB of prose, a tenth of a scan.

/**
 * 1: a letter, 2: a filler, 0: anything else (the rest of ASCII). Capitals
 * count as letters, so an ASCII text reads the same before lower-casing as after.
 */
const kinds = new Uint8Array(128);
for (let c = 0x61; c <= 0x7a; c++) kinds[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) kinds[c] = 1;
for (const ch of " .*_-") kinds[ch.charCodeAt(0)] = 2;

const kindOf = (c: number): number => (c < 128 ? (kinds[c] as number) : 0);

/**
 * The shortest span spaced-out letters can take (five letters, four fillers).
 *
 * @example
 * text.length >= spacedSpan; // before looking for a run
 */
export const spacedSpan = 9;

/**
 * The first position at or after `from` where a letter starts `spacedSpan`
 * characters in a row that are all letters and fillers (` .*_-`) with no two
 * letters side by side, or -1. Every run of spaced-out letters starts at such
 * a position, so a run pattern need only be tried there, in order.
 *
 * @example
 * nextSpacedWindow("so i g n o r e", 0); // 1 ("o i g n o")
 * nextSpacedWindow("plain words only", 0); // -1
 */
export function nextSpacedWindow(text: string, from: number): number {
  const n = text.length;
  let s = from;
  while (s + spacedSpan <= n) {
    let x = s + spacedSpan - 1;
    let prev = kindOf(text.charCodeAt(x));
    if (prev === 0) {
      s = x + 1;
      continue;
    }
    for (x--; x >= s; x--) {
      const k = kindOf(text.charCodeAt(x));
      // A character outside the set, or two letters in a row: no window
      // holding it (or both letters) qualifies.
      if (k === 0 || (k === 1 && prev === 1)) break;
      prev = k;
    }
    if (x >= s) {
      s = x + 1;
      continue;
    }
    // The window is clean; `prev` is its first character's kind.
    if (prev === 1) return s;
    // Fillers first (indentation, rules of dashes: a long run of them is a
    // window at every position): the next start is this window's first
    // letter, or past the window when it has none.
    let p = s + 1;
    while (p < s + spacedSpan && kindOf(text.charCodeAt(p)) !== 1) p++;
    s = p;
  }
  return -1;
}

// Five single letters with one filler between each (what normalizeText looks
// for before joining), tried where a window allows it.
const fiveSpaced = /[a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z]/iy;

/**
 * Whether a text holds five letters spaced out by single fillers
 * (`/[a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z]/i.test(text)`),
 * the pattern tried only at each window `nextSpacedWindow` finds. Case does
 * not matter, so an ASCII text can be asked before it is lower-cased.
 *
 * @example
 * hasSpacedLetters("so i g n o r e"); // true
 * hasSpacedLetters("a b c d"); // false
 */
export function hasSpacedLetters(text: string): boolean {
  for (let s = nextSpacedWindow(text, 0); s >= 0; s = nextSpacedWindow(text, s + 1)) {
    fiveSpaced.lastIndex = s;
    if (fiveSpaced.test(text)) return true;
  }
  return false;
}
