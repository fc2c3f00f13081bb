import { isRowBlank } from "./char-kinds.js";
import { type LineReading, lineRuns } from "./line-runs.js";

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

// The line's one visible character, a blank line, or undefined (a line
// longer than a character and its blanks is told at one look).
function oneCharacter(text: string, at: number, eol: number): LineReading {
  if (eol - at > maxBlank + 2) return undefined;
  let visible = -1;
  let blanks = 0;
  for (let i = at; i < eol; i++) {
    const c = text.charCodeAt(i);
    if (isRowBlank(c)) {
      if (++blanks > maxBlank) return undefined;
      continue;
    }
    if (visible !== -1) return undefined;
    visible = i;
    // A surrogate pair is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < eol) i++;
  }
  if (visible === -1) return "blank";
  const c = text.charCodeAt(visible);
  const end = visible + (c >= 0xd800 && c <= 0xdbff ? 2 : 1);
  return { start: visible, end, text: text.slice(visible, end) };
}

/**
 * Each run of one-character lines, with its reading. Linear: one pass over
 * the lines, each looked at once; only a text with a "\n" followed by one
 * character and another "\n" is walked.
 *
 * @example
 * verticalLines("note:\nI\ng\nn\no\nr\ne\n\na\nl\nl\n")[0]?.decoded; // "ignore all"
 */
export function verticalLines(text: string): { start: number; end: number; decoded: string }[] {
  return lineRuns(text, oneCharacter, minLetters, "", " ");
}
