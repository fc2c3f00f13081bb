import { describe, expect, it } from "vitest";
import { anchorOffset, patternBounds, patternExtent } from "./pattern-extent.js";
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
    // "[^]" is any one character: a "]" first in a class closes it. (Joined
    // from strings: biome rejects the literal and folds a plain string back.)
    expect(patternExtent(new RegExp(["a", "[^]", "{0,5}b[^x]"].join(""), "g"))).toEqual({
      length: 8,
      extent: 8,
      behind: 0,
    });
  });

  it("reports unbounded and unreadable patterns as Infinity", () => {
    expect(patternExtent(/a\s+b/g).length).toBe(Number.POSITIVE_INFINITY);
    // A reference to a group not yet closed (or not there) is not read. The
    // sources are strings: as literals, TypeScript and biome reject them.
    for (const source of [String.raw`(a\1)`, String.raw`(a)\2`])
      expect(patternExtent(new RegExp(source, "g")).extent, source).toBe(Number.POSITIVE_INFINITY);
  });

  it("reads a back-reference as the group it repeats", () => {
    // Lookbehinds neither number a group nor hide one inside them.
    expect(patternExtent(/(?<=x)(?:a)(bc{0,2})\1/g)).toEqual({ length: 7, extent: 7, behind: 1 });
    // The group matched inside a lookahead is consumed by the reference alone.
    expect(patternExtent(/(?=(?<p>ab{1,3}))(?<!z)\k<p>/g)).toEqual({
      length: 4,
      extent: 4,
      behind: 1,
    });
    // The reference holds the words its group holds, at the same offset.
    expect(anchorOffset(/(?=(x{1,2}tell))\1/g, ["tell"])).toBe(2);
  });

  it("bounds most rules below the anchor reach (those are matched near their anchors)", () => {
    const bounded = allRules.filter((r) => patternExtent(r.pattern).extent < 320);
    expect(bounded.length).toBeGreaterThan(allRules.length / 2);
    for (const r of bounded) expect(patternExtent(r.pattern).length, r.id).toBeGreaterThan(0);
  });

  it("bounds how far into a match a forced anchor word starts", () => {
    expect(anchorOffset(/\b(?:do not|never) tell\b/g, ["tell"])).toBe(7);
    // Every branch forces a word; the furthest one counts.
    expect(anchorOffset(/\b(?:ab|c{1,3})x?(?:ask|pleas\s{1,4}ask)/g, ["ask"])).toBe(3 + 1 + 9);
    // A multi-word anchor matches across short whitespace runs only.
    expect(anchorOffset(/a\s{1,4}you\s{1,2}must/g, ["you must"])).toBe(5);
    expect(anchorOffset(/a\s{1,4}you\s+must/g, ["you must"])).toBe(Number.POSITIVE_INFINITY);
  });

  it("reports Infinity when a match need not hold the word", () => {
    expect(anchorOffset(/(?:tell)?me/g, ["tell"])).toBe(Number.POSITIVE_INFINITY);
    expect(anchorOffset(/x(?=tell)/g, ["tell"])).toBe(Number.POSITIVE_INFINITY);
    expect(anchorOffset(/(?:tell|say)/g, ["tell"])).toBe(Number.POSITIVE_INFINITY);
    expect(anchorOffset(/t[e]ll/g, ["tell"])).toBe(Number.POSITIVE_INFINITY);
  });

  it("reads the extent and both word offsets in one pass, as the single readers do", () => {
    const re = /\b(?:do not|never) tell you\b/g;
    expect(patternBounds(re, ["tell"], ["you"])).toEqual({
      extent: patternExtent(re),
      offset: 7,
      offsetRequires: 12,
    });
    // No words: no offset (most rules have no `requires` words).
    expect(patternBounds(re, [], []).offsetRequires).toBe(Number.POSITIVE_INFINITY);
    for (const r of allRules) {
      const b = patternBounds(r.pattern, r.anchors, r.requires ?? []);
      expect(b.offset, r.id).toBe(anchorOffset(r.pattern, r.anchors));
      expect(b.offsetRequires, r.id).toBe(anchorOffset(r.pattern, r.requires ?? []));
    }
  });

  it("finds the word in every match of the rules it bounds", () => {
    for (const r of allRules) {
      const offset = anchorOffset(r.pattern, r.anchors);
      if (!Number.isFinite(offset)) continue;
      expect(offset, r.id).toBeLessThanOrEqual(patternExtent(r.pattern).length);
    }
  });
});
