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
