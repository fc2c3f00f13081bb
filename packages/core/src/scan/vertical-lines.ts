// Vertical text: a phrase written one character per line, its words a blank
// line apart (an acrostic, a "read it top to bottom" banner). A model reads it
// top to bottom; no rule sees a word in it. A run of at least `minLetters`
// lines that each hold one visible character (blank lines between allowed)
// reads back as those characters, a blank line as a space. Code's closing
// braces and a column of bullets read back too, but as no words: decodeBlocks
// keeps only readable text.

const minLetters = 8;
// A blank line in the run holds at most this many spaces.
const maxBlank = 4;

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d;

/**
 * Each run of one-character lines, with its reading. Linear: one pass over
 * the lines, each looked at once; only a text with a "\n" followed by one
 * character and another "\n" is walked.
 *
 * @example
 * verticalLines("note:\nI\ng\nn\no\nr\ne\n\na\nl\nl\n")[0]?.decoded; // "ignore all"
 */
export function verticalLines(text: string): { start: number; end: number; decoded: string }[] {
  const out: { start: number; end: number; decoded: string }[] = [];
  let runStart = -1;
  let runEnd = -1;
  let letters = 0;
  let decoded = "";
  let gap = false;
  const close = () => {
    if (runStart >= 0 && letters >= minLetters) out.push({ start: runStart, end: runEnd, decoded });
    runStart = -1;
    letters = 0;
    decoded = "";
    gap = false;
  };
  for (let at = 0; at <= text.length; ) {
    let eol = text.indexOf("\n", at);
    if (eol < 0) eol = text.length;
    // The line's one visible character, or -1 for a blank line, or -2 (a
    // line longer than a character and its blanks is told at one look).
    let visible = eol - at > maxBlank + 2 ? -2 : -1;
    let blanks = 0;
    for (let i = at; visible !== -2 && i < eol; i++) {
      const c = text.charCodeAt(i);
      if (isBlank(c)) {
        if (++blanks > maxBlank) {
          visible = -2;
          break;
        }
        continue;
      }
      // A surrogate pair is one character.
      const wide = c >= 0xd800 && c <= 0xdbff && i + 1 < eol ? 2 : 1;
      if (visible !== -1) {
        visible = -2;
        break;
      }
      visible = i;
      i += wide - 1;
    }
    if (visible === -2) close();
    else if (visible === -1) gap = runStart >= 0;
    else {
      if (runStart < 0) runStart = visible;
      else if (gap) decoded += " ";
      gap = false;
      const c = text.charCodeAt(visible);
      const wide = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      decoded += text.slice(visible, visible + wide);
      runEnd = visible + wide;
      letters++;
    }
    at = eol + 1;
  }
  close();
  return out;
}
