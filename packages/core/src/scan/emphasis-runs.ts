import { isInlineBlank } from "./char-kinds.js";
import { mergeCuts } from "./cut-spans.js";

// Every word of a phrase wrapped in its own emphasis or code span
// ("*Ignore* *all* *previous* *instructions*", "_ignore_ _all_ ...",
// "`ignore` `all` ..."): a model reads the phrase, the rules saw a marker at
// every word's edge. One such span is everywhere in documentation (an
// italic word, `code`, an _identifier_), so only a run of three or more,
// a space apart, loses its markers: three emphasised words in a row, each on
// its own, is formatting put on a phrase, not on a word.

const markers = ["*", "_", "`"];
// A span's word is this many characters at most.
const maxWord = 40;
// So many spans in a row at least.
const minRun = 3;

const isWordChar = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c >= 0xc0;

// The end (past the closing marker) of a one-word span opening at `i`, or -1.
function spanEnd(text: string, i: number, code: number): number {
  const prev = text.charCodeAt(i - 1);
  if (isWordChar(prev) || prev === code) return -1;
  let j = i + 1;
  for (; j < text.length && j - i <= maxWord; j++) {
    const c = text.charCodeAt(j);
    if (c === code || isInlineBlank(c) || c === 0x0a || c === 0x0d) break;
  }
  if (j === i + 1 || text.charCodeAt(j) !== code) return -1;
  const next = text.charCodeAt(j + 1);
  return isWordChar(next) || next === code ? -1 : j + 1;
}

/**
 * The markers of each run of three or more one-word emphasis or code spans a
 * space or two apart, as sorted flat [start, end) pairs. Case-blind, linear:
 * each marker a native search finds is looked at once, each look bounded.
 *
 * @example
 * emphasisCuts("*ig* *all* *of*"); // [0, 1, 3, 4, 5, 6, 9, 10, 11, 12, 14, 15]
 * emphasisCuts("an *italic* word and `code`"); // []
 */
export function emphasisCuts(text: string): number[] {
  let cuts: number[] = [];
  for (let m = 0; m < markers.length; m++) {
    const marker = markers[m] as string;
    const code = marker.charCodeAt(0);
    const found: number[] = [];
    for (let i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
      let end = spanEnd(text, i, code);
      if (end < 0) continue;
      const run = [i, end];
      // The spans that follow, one to three blanks apart.
      for (;;) {
        let k = end;
        while (k < text.length && k - end < 3 && isInlineBlank(text.charCodeAt(k))) k++;
        if (k === end || text.charCodeAt(k) !== code) break;
        const next = spanEnd(text, k, code);
        if (next < 0) break;
        run.push(k, next);
        end = next;
      }
      if (run.length >= 2 * minRun)
        for (let r = 0; r < run.length; r += 2)
          found.push(
            run[r] as number,
            (run[r] as number) + 1,
            (run[r + 1] as number) - 1,
            run[r + 1] as number,
          );
      i = end - 1;
    }
    cuts = mergeCuts(cuts, found);
  }
  return cuts;
}
