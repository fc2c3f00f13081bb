import { maxWordGap } from "./rule.js";

// A reader looks straight through padding: "Ignore" and "all previous
// instructions" six spaces, a page of blank lines or a row of tabs apart are
// one phrase to a model. The rules allow at most maxWordGap whitespace
// characters between words (a bound keeps them small), so a longer run would
// hide any phrase from every rule. Such a run is read as one character: its
// first line break when it has one (so "\n" still starts a line for the rules
// that look for one), else its first character.
const longRun = new RegExp(
  String.raw`[\t-\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]{${maxWordGap + 1},}`,
  "g",
);

/**
 * The spans that reduce each run of more than {@link maxWordGap} whitespace
 * characters to one, as sorted flat [start, end) pairs.
 *
 * @example
 * longGapCuts("ignore      all"); // [7, 12]: one space of the six is kept
 * longGapCuts("done.   \n\n\n\nAssistant:"); // [5, 8, 9, 12]: the first "\n" is kept
 */
export function longGapCuts(text: string): number[] {
  const cuts: number[] = [];
  longRun.lastIndex = 0;
  for (let m = longRun.exec(text); m !== null; m = longRun.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const newline = m[0].indexOf("\n");
    const keep = newline < 0 ? start : start + newline;
    if (keep > start) cuts.push(start, keep);
    cuts.push(keep + 1, end);
  }
  return cuts;
}
