// Ciphers a model only reads back when told to (text written backwards, a
// Caesar shift) are looked for near where a text tells it: the line that
// says so, the one before and the three after. Lines are visited once each,
// so the work stays linear however many hints a text holds.
const linesBefore = 1;
const linesAfter = 3;

/**
 * Per hint position (in order), the lines near it not visited before, as
 * [start, end) pairs with trailing whitespace left out.
 *
 * @example
 * linesNear("Read backwards:\nolleh", [5]); // [0, 15, 16, 21]
 */
export function linesNear(text: string, hints: readonly number[]): number[] {
  const out: number[] = [];
  // Lines before `floor` were visited already.
  let floor = 0;
  for (const at of hints) {
    const hintLine = lineStart(text, at);
    let start = hintLine;
    for (let k = 0; k < linesBefore && start > 0; k++) start = lineStart(text, start - 1);
    // The window ends after the hint's line and `linesAfter` more.
    let stop = hintLine;
    for (let k = 0; k <= linesAfter && stop <= text.length; k++) {
      const newline = text.indexOf("\n", stop);
      stop = newline < 0 ? text.length + 1 : newline + 1;
    }
    start = Math.max(start, floor);
    while (start < stop && start < text.length) {
      const newline = text.indexOf("\n", start);
      const end = newline < 0 ? text.length : newline;
      let trimmed = end;
      while (trimmed > start && /\s/.test(text.charAt(trimmed - 1))) trimmed--;
      out.push(start, trimmed);
      start = end + 1;
    }
    floor = Math.max(floor, start);
  }
  return out;
}

/**
 * Every position where one of `needles` occurs with the letters `before` it
 * (compared case-blind), in order: a hint word found by a native search for
 * its rarer letters ("re" + "vers").
 *
 * @example
 * hintPositions("Reverse it", [["vers", "re"]]); // [0]
 */
export function hintPositions(
  text: string,
  needles: readonly (readonly [needle: string, before: string])[],
): number[] {
  const found: number[] = [];
  for (const [needle, before] of needles)
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) {
      const from = i - before.length;
      if (from >= 0 && text.slice(from, i).toLowerCase() === before.toLowerCase()) found.push(from);
    }
  return found.sort((a, b) => a - b);
}

/**
 * How many ASCII letters `line` holds, counted up to `enough`.
 *
 * @example
 * lettersUpTo("a1 b2", 12); // 2
 */
export function lettersUpTo(line: string, enough: number): number {
  let letters = 0;
  for (let i = 0; i < line.length && letters < enough; i++) {
    const c = line.charCodeAt(i) | 0x20;
    if (c >= 0x61 && c <= 0x7a) letters++;
  }
  return letters;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf("\n", at - 1) + 1;
}
