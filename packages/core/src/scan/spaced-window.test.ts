import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasSpacedLetters, nextSpacedWindow, spacedSpan } from "./spaced-window.js";

const fiveSpaced = /[a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z]/i;
const text = fc
  .array(
    fc.constantFrom(
      "a",
      "b",
      "z",
      " ",
      "  ",
      "     ",
      ".",
      "-",
      "_",
      "*",
      "1",
      "ab",
      "A",
      ",",
      "é",
    ),
    {
      maxLength: 60,
    },
  )
  .map((parts) => parts.join(""));

// A window by its definition: nine letters and fillers from a letter on, no
// two letters in a row; capitals are letters.
function isWindow(t: string, s: number): boolean {
  const w = t.slice(s, s + spacedSpan);
  return w.length === spacedSpan && /^[a-z][a-z .*_-]*$/i.test(w) && !/[a-z]{2}/i.test(w);
}

describe("nextSpacedWindow", () => {
  it("finds the first window at or after `from`, and none in prose", () => {
    expect(nextSpacedWindow("so i g n o r e", 0)).toBe(1);
    expect(nextSpacedWindow("so i g n o r e", 2)).toBe(3);
    // A run of fillers is no window until a letter starts one.
    expect(nextSpacedWindow(`${" ".repeat(40)}x y z w v`, 0)).toBe(40);
    expect(nextSpacedWindow("plain words only, as prose has them", 0)).toBe(-1);
    expect(nextSpacedWindow("a b c d", 0)).toBe(-1);
  });

  it("returns exactly the first start a character-by-character check finds", () => {
    fc.assert(
      fc.property(text, fc.nat(60), (t, from) => {
        let expected = -1;
        for (let s = from; s + spacedSpan <= t.length; s++)
          if (isWindow(t, s)) {
            expected = s;
            break;
          }
        expect(nextSpacedWindow(t, from)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("hasSpacedLetters", () => {
  it("says what a test of the five-letter pattern says", () => {
    expect(hasSpacedLetters("say i-g-n-o-r-e now")).toBe(true);
    expect(hasSpacedLetters("xa b c d")).toBe(false);
    fc.assert(
      fc.property(text, (t) => {
        expect(hasSpacedLetters(t)).toBe(fiveSpaced.test(t));
      }),
      { numRuns: 3000 },
    );
  });
});
