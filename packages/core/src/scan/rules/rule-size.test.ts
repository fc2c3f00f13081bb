import { describe, expect, it } from "vitest";
import { hoistBoundary } from "../hoist-boundary.js";
import { allRules } from "./index.js";

// V8 compiles a regex whose source is longer than this without its
// optimizations (kRegExpTooLargeToOptimize in src/regexp/regexp.h): the same
// rule then matches ten times slower. Multilingual rules split by script
// (by-script.ts) to stay under it.
const optimizedUpTo = 20 * 1024;

describe("rule patterns", () => {
  it("run as regexes V8 optimizes (source under 20 KB as run)", () => {
    const large = allRules
      .map((rule) => [rule.id, hoistBoundary(rule.pattern).length] as const)
      .filter(([, length]) => length > optimizedUpTo);
    expect(large).toEqual([]);
  });
});

describe("word gaps", () => {
  // V8 unrolls a whitespace run whose optional part is one to three
  // characters and emits the rest of the pattern again after each choice
  // (see maxWordGap): `\s{1,4}` made the rules five times the native code.
  it("are written as one counted loop, never an unrolled \\s{1,3} or \\s{1,4}", () => {
    const unrolled = allRules.filter((rule) => /\\s\{1,[34]\}/.test(rule.pattern.source));
    expect(unrolled.map((rule) => rule.id)).toEqual([]);
  });
});
