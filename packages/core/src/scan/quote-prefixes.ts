// E-mail and Markdown quoting: a reply quotes the message it answers with
// "> " (or "> > " a level deeper) at the start of every line, and a quoted
// paragraph wraps wherever the mail client chose. A model reads the quoted
// paragraph as prose; the rules, which allow only whitespace between the
// words of a phrase, saw "> " in the middle of "ignore all\n> previous
// instructions". The markers after a line break are cut (the break stays, so
// line-start rules still see a line start), and so is a hyphen that broke a
// word at the end of a line ("instruc-\ntions"), as a typeset or wrapped text
// has it.

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
  const cuts: number[] = [];
  const push = (start: number, end: number) => {
    const n = cuts.length;
    if (n > 0 && start <= (cuts[n - 1] as number))
      cuts[n - 1] = Math.max(cuts[n - 1] as number, end);
    else cuts.push(start, end);
  };
  // Candidates in text order: quote markers after a break (or at the very
  // start), hyphens before one.
  let quote = text.charCodeAt(0) === 0x3e ? -1 : text.indexOf("\n>");
  let hyphen = text.indexOf("-\n");
  // Two-character needles only ("-\r" for a CRLF text, its "\n" checked).
  let hyphenCr = text.indexOf("-\r");
  for (let steps = 0; steps < text.length + 1; steps++) {
    const h = hyphen < 0 ? hyphenCr : hyphenCr < 0 ? hyphen : Math.min(hyphen, hyphenCr);
    if (quote === -2 && h < 0) break;
    if (quote !== -2 && (h < 0 || quote < h)) {
      const at = quote + 1;
      const end = markersEnd(text, at);
      if (end > at) push(at, end);
      const next = text.indexOf("\n>", at);
      quote = next < 0 ? -2 : next;
      continue;
    }
    // A hyphen ending a line, a word of two letters or more before it and a
    // letter opening the next line (after its indent or quote markers): the
    // word was broken ("Mid-\nLevel" joined is as harmless as "midlevel").
    // Either case: an ASCII text gives the same cuts before lower-casing as after.
    const br = text.charCodeAt(h + 1) === 0x0d ? h + 3 : h + 2;
    const crlf = text.charCodeAt(h + 1) !== 0x0d || text.charCodeAt(h + 2) === 0x0a;
    if (crlf && isLetter(text.charCodeAt(h - 1)) && isLetter(text.charCodeAt(h - 2))) {
      let j = br;
      for (
        let k = 0;
        k < maxLevels && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x3e);
        k++
      )
        j++;
      if (isLetter(text.charCodeAt(j))) push(h, j);
    }
    if (h === hyphen) hyphen = text.indexOf("-\n", h + 1);
    else hyphenCr = text.indexOf("-\r", h + 1);
  }
  return cuts;
}
