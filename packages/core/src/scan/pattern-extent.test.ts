import { describe, expect, it } from "vitest";
import { patternExtent } from "./pattern-extent.js";
import { allRules } from "./rules/index.js";

describe("patternExtent", () => {
  it("bounds consumed length, lookahead reach and lookbehind", () => {
    expect(patternExtent(/\bdo not(?= tell)/g)).toEqual({ length: 6, extent: 11, behind: 0 });
    expect(patternExtent(/(?<!ab{0,3})x{2}/g)).toEqual({ length: 2, extent: 2, behind: 4 });
    expect(patternExtent(/[\]a]{2}\x41(?:ab|c){0,3}$/g)).toEqual({
      length: 9,
      extent: 10,
      behind: 0,
    });
  });

  it("reports unbounded and unreadable patterns as Infinity", () => {
    expect(patternExtent(/a\s+b/g).length).toBe(Number.POSITIVE_INFINITY);
    expect(patternExtent(/(a)\1/g).extent).toBe(Number.POSITIVE_INFINITY);
  });

  it("bounds most rules below the anchor reach (those are matched near their anchors)", () => {
    const bounded = allRules.filter((r) => patternExtent(r.pattern).extent < 320);
    expect(bounded.length).toBeGreaterThan(allRules.length / 2);
    for (const r of bounded) expect(patternExtent(r.pattern).length, r.id).toBeGreaterThan(0);
  });
});
