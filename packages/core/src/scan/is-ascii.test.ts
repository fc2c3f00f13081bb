import { describe, expect, it } from "vitest";
import { isAscii } from "./is-ascii.js";

const nonAscii = /[^\x00-\x7f]/;

describe("isAscii", () => {
  it("answers as the regex does (random texts, short and past one encoder slice)", () => {
    const pieces = [
      "a",
      " ",
      "\x7f",
      "\x00",
      "é",
      "\u0080",
      "\u00ff",
      "€",
      "\ud83d\ude00",
      "\ud800",
      "\udc00",
    ];
    let seed = 5;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let t = 0; t < 3000; t++) {
      // Mostly ASCII with at most one other character, anywhere.
      const size = next(4) === 0 ? 70_000 + next(70_000) : next(200);
      let text = "x".repeat(size);
      if (next(2) === 0) {
        const at = next(size + 1);
        text = text.slice(0, at) + pieces[next(pieces.length)] + text.slice(at);
      }
      expect(isAscii(text), `${text.length}`).toBe(!nonAscii.test(text));
    }
  });

  it("reads one-byte and two-byte strings alike", () => {
    expect(isAscii("")).toBe(true);
    expect(isAscii(`${"a".repeat(200_000)}\u0100`.slice(0, 200_000))).toBe(true);
    expect(isAscii(`${"a".repeat(131_072)}\u00e9`)).toBe(false);
  });
});
