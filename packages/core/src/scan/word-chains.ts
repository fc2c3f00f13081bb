import { bySwapStart, type Swap } from "./cut-spans.js";

// Words chained by a punctuation mark instead of spaces
// ("ignore.all.previous.instructions", "ignore+all+previous+instructions" as
// a form or query string encodes spaces, "ignore|all|previous", "ignore—all"):
// a model reads the phrase, the rules, which want whitespace between words,
// did not. A chain of several words of letters joined by one and the same mark,
// with nothing else in between, reads with spaces. Short chains are left (a
// domain, "and/or", "os.path.join", a date), and so is a chain that is part of
// a URL or an address (a "/" or "@" or ":" at either end, or a "."-chain
// followed by "/"): a URL's host and path stay as written for the rules that
// read them.

// Marks read as a space between chained words, with the least number of
// words a chain needs (the dot of domains and packages wants more; slashes
// and commas are left: paths and CSV rows, and a search of every text for
// each costs more than those chains are worth),
// and whether a word may hold any visible character (the marks no token uses
// inside: "instructions:+you" is two words) or only letters.
const marks: readonly (readonly [string, number, boolean])[] = [
  [".", 5, false],
  ["+", 4, true],
  ["|", 4, true],
  ["\u2014", 4, true], // em dash
  ["\u2013", 4, true], // en dash
  ["\u00b7", 4, true], // middle dot
  ["\u2022", 4, true], // bullet
];
// A chained word is this many characters at most (longer is not a word).
const maxWord = 40;

const isLetter = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x27;
const isSpace = (c: number): boolean =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || Number.isNaN(c);
// A URL's or an address's punctuation, or a word character: the chain is part
// of a larger token there.
const isJoint = (c: number): boolean =>
  c === 0x2e ||
  c === 0x2f ||
  c === 0x40 ||
  c === 0x3a ||
  c === 0x5c ||
  c === 0x5f ||
  c === 0x2d ||
  c === 0x3d ||
  (c >= 0x30 && c <= 0x39) ||
  c >= 0x80;

// The end of the word starting at `i` (letters, or with `loose` anything but
// whitespace and the mark; at most maxWord), or -1.
function wordEnd(text: string, i: number, code: number, loose: boolean): number {
  let j = i;
  while (j < text.length && j - i <= maxWord) {
    const c = text.charCodeAt(j);
    if (loose ? isSpace(c) || c === code : !isLetter(c)) break;
    j++;
  }
  return j === i || j - i > maxWord ? -1 : j;
}

/**
 * Each mark between the words of a chain (see above), as sorted swaps for a
 * space (the marks beyond ASCII only when `wide`: the text is not known to be ASCII). Case-blind, linear: each mark a native search finds is looked at
 * once (a look at its two neighbours, for most), and a chain is walked once.
 *
 * @example
 * wordChains("ignore+all+previous+instructions").map((s) => s.start); // [6, 10, 19]
 * wordChains("see os.path.join and a.b.c"); // []
 */
export function wordChains(text: string, wide = true): Swap[] {
  let swaps: Swap[] = [];
  for (let m = 0; m < marks.length; m++) {
    const [mark, least, loose] = marks[m] as readonly [string, number, boolean];
    const code = mark.charCodeAt(0);
    // A native search for a character beyond ASCII in an ASCII text still
    // reads the whole text: an ASCII text has none of those marks.
    if (code >= 0x80 && !wide) break;
    const inWord = (c: number) => (loose ? !isSpace(c) && c !== code : isLetter(c));
    const found: Swap[] = [];
    for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 1)) {
      if (!inWord(text.charCodeAt(i - 1)) || !inWord(text.charCodeAt(i + 1))) continue;
      // The chain's first word, back from the first mark.
      let start = i - 1;
      while (start > 0 && i - start <= maxWord && inWord(text.charCodeAt(start - 1))) start--;
      const before = start > 0 ? text.charCodeAt(start - 1) : Number.NaN;
      if (loose ? !isSpace(before) : isJoint(before) || before === code) continue;
      const at: number[] = [];
      let end = i;
      while (text.charCodeAt(end) === code) {
        const next = wordEnd(text, end + 1, code, loose);
        if (next < 0) break;
        at.push(end);
        end = next;
      }
      // A mark after the last word ends a sentence ("...says.") unless a
      // word or a URL goes on from it.
      const after = text.charCodeAt(end);
      const tail = text.charCodeAt(end + 1);
      const joined = loose
        ? !isSpace(after)
        : after === code || after === 0x2e
          ? !isSpace(tail)
          : isJoint(after);
      if (at.length + 1 >= least && !joined)
        for (let k = 0; k < at.length; k++)
          found.push({ start: at[k] as number, end: (at[k] as number) + 1, text: " " });
      // Past the chain: its marks are not looked at again.
      i = Math.max(i, end - 1);
    }
    swaps = swaps.length === 0 ? found : bySwapStart(swaps, found);
  }
  return swaps;
}
