import { describe, expect, it } from "vitest";
import { longRuns } from "./base64-runs.js";

// The regex the run finder stands for.
const runs = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{20,}={0,2}/g;

const found = (text: string): number[] => {
  const out: number[] = [];
  longRuns(text, (start, end) => {
    out.push(start, end);
    return true;
  });
  return out;
};

describe("longRuns", () => {
  it("finds what the regex finds (random texts of runs, words and padding)", () => {
    const pieces = ["aGVsbG8", "x", "Zm9vYmFy", "0123456789", " ", "=", "==", ".", "\n", "_-", "é"];
    let seed = 11;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let seen = 0;
    for (let t = 0; t < 2000; t++) {
      let text = "";
      const size = 1 + next(300);
      while (text.length < size) text += pieces[next(pieces.length)];
      const expected = [...text.matchAll(runs)].flatMap((m) => [m.index, m.index + m[0].length]);
      expect(found(text), text).toEqual(expected);
      seen += expected.length / 2;
    }
    expect(seen).toBeGreaterThan(1000);
  });

  it("stops when told to", () => {
    const text = `${"a".repeat(25)} ${"b".repeat(25)}`;
    const starts: number[] = [];
    longRuns(text, (start) => {
      starts.push(start);
      return false;
    });
    expect(starts).toEqual([0]);
    expect(found(text)).toEqual([0, 25, 26, 51]);
  });
});
