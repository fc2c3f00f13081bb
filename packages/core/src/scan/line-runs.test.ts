import { describe, expect, it } from "vitest";
import { type LineReading, lineRuns } from "./line-runs.js";

// One character per line reads as a piece; an empty line is blank.
const oneChar = (text: string, from: number, to: number): LineReading =>
  to === from
    ? "blank"
    : to - from === 1
      ? { start: from, end: to, text: text[from] as string }
      : undefined;

describe("lineRuns", () => {
  it("joins a run's pieces, blank lines read as blankSep, with the run's span", () => {
    const text = "head\na\nb\n\nc\ntail";
    expect(lineRuns(text, oneChar, 3, "", " ")).toEqual([{ start: 5, end: 11, decoded: "ab c" }]);
  });

  it("drops runs shorter than min, and a line that reads as nothing ends a run", () => {
    expect(lineRuns("a\nb\nlong\nc\nd", oneChar, 3, "", " ")).toEqual([]);
    expect(lineRuns("a\nb\nc", oneChar, 3, "-", " ")[0]?.decoded).toBe("a-b-c");
  });
});
