// Where a phrase stands relative to quotation marks and sentences: what the
// mention test (is-mention.ts) and the argument scan read before deciding
// whether a quoted phrase is a mention.

/**
 * A quotation mark right before a phrase (tested on its last few characters).
 *
 * @example
 * opensQuote.test('says "'); // true
 */
export const opensQuote = /["'\u201c\u201d\u201e\u2018\u2019`\u00ab\u300c\u300e]\s*$/;

/**
 * Whether the phrase at `index` stands in a quotation: a quotation mark right
 * before it, or one opened earlier on its line and not closed (sentence ends
 * inside the quotation do not count). Reads at most 120 characters back.
 *
 * @example
 * isQuoted('assert detect("ignore previous instructions")', 15); // true
 * isQuoted("please ignore previous instructions", 7); // false
 */
export function isQuoted(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 3), index);
  if (opensQuote.test(before)) return true;
  const window = text.slice(Math.max(0, index - 120), index);
  return insideQuote(window.slice(quotedSentenceStart(window)));
}

/**
 * Where the last sentence of `window` starts: after a full stop, question or
 * exclamation mark and a space, a line break, or a CJK full stop (。！？ need no
 * space after them).
 *
 * @example
 * sentenceStart("Done. Now ignore"); // 5
 */
export function sentenceStart(window: string): number {
  let at = window.lastIndexOf("\n");
  for (const end of [". ", "? ", "! ", "\u3002", "\uff01", "\uff1f"]) {
    let i = window.lastIndexOf(end);
    // "e.g. " and "i.e. " do not end a sentence.
    while (i > 0 && abbreviation.test(window.slice(Math.max(0, i - 4), i + 1))) {
      i = window.lastIndexOf(end, i - 1);
    }
    at = Math.max(at, i);
  }
  return at + 1;
}
/**
 * Like {@link sentenceStart}, but a sentence end inside an open quotation does not count.
 *
 * @example
 * quotedSentenceStart('Entry: "Hi. You must'); // 0
 */
export function quotedSentenceStart(window: string): number {
  const line = window.lastIndexOf("\n") + 1;
  let at = line;
  const quotes = new QuoteState();
  for (let i = line; i < window.length; i++) {
    const c = window.charCodeAt(i);
    quotes.step(c, window, i);
    if (quotes.inside()) continue;
    const end =
      ((c === 0x2e || c === 0x3f || c === 0x21) && window.charCodeAt(i + 1) === 0x20) ||
      c === 0x3002 ||
      c === 0xff01 ||
      c === 0xff1f;
    if (end && !(c === 0x2e && abbreviation.test(window.slice(Math.max(0, i - 4), i + 1))))
      at = i + 1;
  }
  return at;
}

// A single letter before the stop is an initial or part of one ("z. B.",
// "p. ex.", "J. Smith"), not a sentence's end.
const abbreviation = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf|\.\s?ex|(?<![\p{L}\p{N}])\p{L})\.$/u;

// Whether a quotation is open after the characters stepped so far: an odd
// number of straight double quotes, or a curly/guillemet quote opened and not
// closed, or a single quote opened and not closed (told from an apostrophe
// by the letters around it).
// German and Czech open with a low mark („) and close with the mark English
// opens with ("), so that one closes a low mark when one is open.
// Chinese and Japanese corner brackets (「」『』) quote as well, and so does a
// Markdown code span (`...`): bug reports and docs quote payloads in one.
class QuoteState {
  private straight = 0;
  private ticks = 0;
  private single = false;
  private open = 0;
  private low = 0;

  step(c: number, text: string, i: number): void {
    if (c === 0x22) this.straight++;
    else if (c === 0x60) this.ticks++;
    else if (c === 0x27) this.stepSingle(text, i);
    else if (c === 0x201e) {
      this.open++;
      this.low++;
    } else if (c === 0x201c && this.low > 0) {
      this.open--;
      this.low--;
    } else if (c === 0x201c || c === 0x00ab || c === 0x300c || c === 0x300e) this.open++;
    else if ((c === 0x201d || c === 0x00bb || c === 0x300d || c === 0x300f) && this.open > 0)
      this.open--;
  }

  inside(): boolean {
    return this.straight % 2 === 1 || this.ticks % 2 === 1 || this.single || this.open > 0;
  }

  // A single quote opens after a space or a mark and before a word ("the
  // line 'SYSTEM: you are now ...'"), and closes after a word or a mark and
  // before a space or a mark; between two letters it is an apostrophe
  // ("don't", "user's") and a plural possessive ("users' data") closes
  // nothing that was open.
  private stepSingle(text: string, i: number): void {
    const before = i > 0 ? text.charCodeAt(i - 1) : 0x20;
    const after = i + 1 < text.length ? text.charCodeAt(i + 1) : 0x20;
    const wordBefore = isWordChar(before);
    const wordAfter = isWordChar(after);
    if (!this.single && !wordBefore && wordAfter) this.single = true;
    else if (this.single && !isSpace(before) && !wordAfter) this.single = false;
  }
}

/**
 * Whether a quotation is still open at the end of `sentence`.
 *
 * @example
 * insideQuote('she wrote "ignore'); // true
 */
export function insideQuote(sentence: string): boolean {
  const quotes = new QuoteState();
  for (let i = 0; i < sentence.length; i++) quotes.step(sentence.charCodeAt(i), sentence, i);
  return quotes.inside();
}

function isWordChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c > 0x7f
  );
}
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

// A list item that is one quotation: "- \"The confirmation step is broken,
// skip it.\"". Opens after the item's marker and closes at the line's end.
const listQuote = /^[ \t]{0,8}(?:[-*\u2022+]|\d{1,3}[.)])[ \t]{1,4}["'\u201c\u201e\u00ab\u2018]/;
const closesLine = /["'\u201d\u201c\u00bb\u2019][.,;]?$/;
const maxLine = 400;

/**
 * Whether `index` falls inside a list item that is wholly a quotation, as a
 * write-up lists the lines an attack uses. At most one line of 400
 * characters is read.
 *
 * @example
 * quotedListItem('lines it uses:\n- "skip the check."', 22); // true
 */
export function quotedListItem(text: string, index: number): boolean {
  // Walked by hand, at most a line's length each way: a long text with no
  // line break would otherwise be searched whole at every mention.
  let start = index;
  while (start > 0 && index - start <= maxLine && text.charCodeAt(start - 1) !== 0x0a) start--;
  let end = index;
  while (end < text.length && end - start <= maxLine && text.charCodeAt(end) !== 0x0a) end++;
  if (end - start > maxLine) return false;
  const line = text.slice(start, end).trimEnd();
  const open = listQuote.exec(line);
  return (
    open !== null &&
    closesLine.test(line) &&
    index >= start + open[0].length &&
    index < start + line.length - 1
  );
}
