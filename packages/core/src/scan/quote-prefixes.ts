// E-mail and Markdown quoting: a reply quotes the message it answers with
// "> " (or "> > " a level deeper) at the start of every line, and a quoted
// paragraph wraps wherever the mail client chose. A model reads the quoted
// paragraph as prose; the rules, which allow only whitespace between the
// words of a phrase, saw "> " in the middle of "ignore all\n> previous
// instructions". The markers after a line break are cut (the break stays, so
// line-start rules still see a line start), and so is a hyphen that broke a
// word at the end of a line ("instruc-\ntions"), as a typeset or wrapped text
// has it.

import { mergeCuts } from "./cut-spans.js";

// At most this many quote levels (and the spaces after each) are read.
const maxLevels = 8;

const isLetter = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

// The end of the quote markers starting at `i` ("> > " read as a whole), or `i`.
function markersEnd(text: string, i: number): number {
  let j = i;
  for (let level = 0; level < maxLevels && text.charCodeAt(j) === 0x3e; level++) {
    j++;
    if (text.charCodeAt(j) === 0x20) j++;
  }
  return j;
}

/**
 * The quote markers opening each line ("> ", "> > ") and the hyphens that
 * break a word across a line end ("instruc-\ntions": the hyphen and the
 * break), as sorted flat [start, end) pairs. Case-blind, linear: each "\n>"
 * and "-\n" a native search finds is looked at once, each look bounded.
 *
 * @example
 * quoteCuts("ignore all\n> > previous"); // [11, 15]
 * quoteCuts("instruc-\ntions"); // [7, 9]
 */
export function quoteCuts(text: string): number[] {
  // One simple loop per needle, merged after. A single loop interleaving the
  // three searches ran ~100× slower once V8's optimising compiler took it
  // (each step re-ran the whole-text searches), with identical output.
  return mergeCuts(
    quoteMarkers(text),
    mergeCuts(brokenWords(text, "-\n"), brokenWords(text, "-\r")),
  );
}

function quoteMarkers(text: string): number[] {
  const cuts: number[] = [];
  if (text.charCodeAt(0) === 0x3e) cuts.push(0, markersEnd(text, 0));
  for (let i = text.indexOf("\n>"); i >= 0; i = text.indexOf("\n>", i + 1)) {
    pushCut(cuts, i + 1, markersEnd(text, i + 1));
  }
  return cuts;
}

// A hyphen ending a line ("-\n", or "-\r" with its "\n"), a word of two
// letters or more before it and a letter opening the next line (after its
// indent or quote markers): the word was broken ("Mid-\nLevel" joined is as
// harmless as "midlevel"). Either case: an ASCII text gives the same cuts
// before lower-casing as after.
function brokenWords(text: string, needle: string): number[] {
  const cuts: number[] = [];
  for (let h = text.indexOf(needle); h >= 0; h = text.indexOf(needle, h + 1)) {
    const cr = text.charCodeAt(h + 1) === 0x0d;
    if (cr && text.charCodeAt(h + 2) !== 0x0a) continue;
    if (!isLetter(text.charCodeAt(h - 1)) || !isLetter(text.charCodeAt(h - 2))) continue;
    let j = cr ? h + 3 : h + 2;
    for (
      let k = 0;
      k < maxLevels && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x3e);
      k++
    )
      j++;
    if (isLetter(text.charCodeAt(j))) pushCut(cuts, h, j);
  }
  return cuts;
}

function pushCut(cuts: number[], start: number, end: number): void {
  const n = cuts.length;
  if (n > 0 && start <= (cuts[n - 1] as number)) cuts[n - 1] = Math.max(cuts[n - 1] as number, end);
  else cuts.push(start, end);
}
