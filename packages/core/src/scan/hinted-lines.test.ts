import { describe, expect, it } from "vitest";
import { hintPositions, lettersUpTo, linesNear } from "./hinted-lines.js";

describe("linesNear", () => {
  it("gives the hint's line, the one before and three after, trailing spaces left out", () => {
    const text = ["zero", "one", "hint here", "three  ", "four", "five", "six"].join("\n");
    const near = linesNear(text, [text.indexOf("hint")]);
    const lines: string[] = [];
    for (let k = 0; k < near.length; k += 2) lines.push(text.slice(near[k], near[k + 1]));
    expect(lines).toEqual(["one", "hint here", "three", "four", "five"]);
  });

  it("visits each line once however many hints a text holds", () => {
    const text = Array.from({ length: 50 }, (_, i) => `hint ${i}`).join("\n");
    const hints = [...text.matchAll(/hint/g)].map((m) => m.index);
    expect(linesNear(text, hints).length / 2).toBe(50);
  });
});

describe("hintPositions", () => {
  it("finds a word by its rarer letters, checked case-blind on the letters before", () => {
    const text = "Reverse it, REVERSED, universe, backwards";
    expect(
      hintPositions(text, [
        ["vers", "re"],
        ["VERS", "RE"],
        ["kward", "bac"],
      ]),
    ).toEqual([0, 12, 32]);
  });
});

describe("lettersUpTo", () => {
  it("counts ASCII letters up to the bound", () => {
    expect(lettersUpTo("a1 B2 é", 12)).toBe(2);
    expect(lettersUpTo("abcdefghijklmnop", 5)).toBe(5);
  });
});
