import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containedWords } from "./contained-words.js";
import { allRules } from "./rules/index.js";

const runs = Number(process.env.FUZZ_RUNS ?? 200);

describe("containedWords", () => {
  // Every word's list, by brute force: the ids of the words it contains, itself included.
  const naive = (words: readonly string[]) =>
    words.map((w) => words.flatMap((other, j) => (w.includes(other) ? [j] : [])));
  const lists = (words: readonly string[]) => {
    const { from, ids } = containedWords(words);
    return words.map((_, w) => [...ids.subarray(from[w], from[w + 1])]);
  };

  it("lists each contained word once, in id order, repeated and nested words included", () => {
    const words = ["your", "you", "ou", "you", "o", "ignore", "no"];
    expect(lists(words)).toEqual(naive(words));
    expect(lists(words)[0]).toEqual([0, 1, 2, 3, 4]);
  });

  it("finds what brute force finds, for any words over a small alphabet", () => {
    const word = fc.string({
      unit: fc.constantFrom("a", "b", "c", "é"),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), (words) => {
        expect(lists(words)).toEqual(naive(words));
      }),
      { numRuns: runs },
    );
  });

  it("gives the default anchor words the lists brute force gives", () => {
    const words = [...new Set(allRules.flatMap((r) => [...r.anchors, ...(r.requires ?? [])]))];
    expect(lists(words)).toEqual(naive(words));
  });
});
