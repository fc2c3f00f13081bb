/**
 * How a line reads in a run of lines: a piece of text at [start, end), a
 * blank line (kept in the run), or undefined for a line that ends the run.
 *
 * @example
 * const piece: LineReading = { start: 4, end: 5, text: "I" };
 */
export type LineReading = { start: number; end: number; text: string } | "blank" | undefined;

/**
 * Each run of at least `min` consecutive lines that `read` gives a piece for,
 * with the pieces joined: `sep` between two pieces, `blankSep` between two
 * that blank lines part. Linear when `read` is: each line is read once.
 *
 * @example
 * lineRuns("a\nb\n\nc", (t, from, to) => (to - from === 1 ? { start: from, end: to, text: t[from] as string } : to === from ? "blank" : undefined), 3, "", " ")[0]?.decoded; // "ab c"
 */
export function lineRuns(
  text: string,
  read: (text: string, from: number, to: number) => LineReading,
  min: number,
  sep: string,
  blankSep: string,
): { start: number; end: number; decoded: string }[] {
  const out: { start: number; end: number; decoded: string }[] = [];
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  let decoded = "";
  let gap = false;
  const close = () => {
    if (runStart >= 0 && count >= min) out.push({ start: runStart, end: runEnd, decoded });
    runStart = -1;
    count = 0;
    decoded = "";
    gap = false;
  };
  for (let at = 0; at <= text.length; ) {
    let eol = text.indexOf("\n", at);
    if (eol < 0) eol = text.length;
    const line = read(text, at, eol);
    if (line === undefined) close();
    else if (line === "blank") gap = runStart >= 0;
    else {
      if (runStart < 0) runStart = line.start;
      else decoded += gap ? blankSep : sep;
      gap = false;
      decoded += line.text;
      runEnd = line.end;
      count++;
    }
    at = eol + 1;
  }
  close();
  return out;
}
