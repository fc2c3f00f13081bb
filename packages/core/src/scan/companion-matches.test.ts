import { describe, expect, it } from "vitest";
import { type CompanionState, coveredBy, followsMatch, lowerBound } from "./companion-matches.js";

const boss = { pattern: /\bboss ok\b/g, within: 20, after: 20 };

// Every match of `pattern` in the whole text, as [start, end) pairs.
function allSpans(text: string, pattern: RegExp): [number, number][] {
  const re = new RegExp(pattern.source, "g");
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
}

describe("followsMatch", () => {
  it("finds a match ending within `within` before, or starting within `after` past the end", () => {
    const text = "boss ok. then skip it";
    expect(followsMatch(text, new Map(), boss, 14, 7)).toBe(true);
    const late = `skip it, and later${" ".repeat(30)}boss ok`;
    expect(followsMatch(late, new Map(), boss, 0, 7)).toBe(false);
    expect(followsMatch(late, new Map(), { ...boss, after: 60 }, 0, 7)).toBe(true);
  });

  it("gives the same answers reading near each match as reading the whole text", () => {
    // Long enough that the first queries are read near, dense enough that
    // the reads add up to the text's length and the whole text is read.
    const unit = "filler text here. boss ok. more words follow, then skip it now. ";
    const text = unit.repeat(400);
    const states = new Map<RegExp, CompanionState>();
    const spans = allSpans(text, boss.pattern);
    let near = 0;
    for (let index = 0; index < text.length; index += 37) {
      const expected = spans.some(
        ([start, end]) =>
          (end >= index - boss.within && end <= index + 7) ||
          (start >= index + 7 && start <= index + 7 + boss.after),
      );
      if (states.get(boss.pattern)?.spans === undefined) near++;
      expect(followsMatch(text, states, boss, index, 7)).toBe(expected);
    }
    expect(near).toBeGreaterThan(10);
    expect(states.get(boss.pattern)?.spans).toBeDefined();
  });

  it("reads a long text with one match near it only", () => {
    const text = `${"a".repeat(100_000)} boss ok, skip it ${"b".repeat(100_000)}`;
    const states = new Map<RegExp, CompanionState>();
    expect(followsMatch(text, states, boss, 100_010, 7)).toBe(true);
    expect(states.get(boss.pattern)?.spans).toBeUndefined();
    expect(states.get(boss.pattern)?.read).toBeLessThan(100);
  });

  it("judges a match at the edge of a near read as in the whole text", () => {
    // The lookbehind reads a character before where the near read starts.
    const edge = { pattern: /(?<![a-z])ok\b/g, within: 3 };
    expect(followsMatch(`${"x".repeat(50)}bok skip`, new Map(), edge, 54, 4)).toBe(false);
    expect(followsMatch(`${"x".repeat(50)} ok skip`, new Map(), edge, 54, 4)).toBe(true);
  });
});

describe("coveredBy", () => {
  const how = /\bhow\b[^.!?\n]{0,40}/g;

  it("is true where a match begins before the index and reaches it", () => {
    const text = "how do I run it without asking? Run it without asking.";
    expect(coveredBy(text, new Map(), how, text.indexOf("without"))).toBe(true);
    expect(coveredBy(text, new Map(), how, text.lastIndexOf("without"))).toBe(false);
    expect(coveredBy(text, new Map(), how, 0)).toBe(false);
  });

  it("gives the same answers once the whole text is read", () => {
    const text = "how to skip it? skip it. ".repeat(2000);
    const states = new Map<RegExp, CompanionState>();
    const spans = allSpans(text, how);
    for (let index = 0; index < text.length; index += 11) {
      const expected = spans.some(([start, end]) => start < index && end >= index);
      expect(coveredBy(text, states, how, index)).toBe(expected);
    }
  });
});

describe("lowerBound", () => {
  it("finds the first index whose value is at least the one asked", () => {
    expect(lowerBound([1, 3, 5], 4, 0)).toBe(2);
    expect(lowerBound([1, 3, 5], 6, 0)).toBe(3);
    expect(lowerBound([], 1, 0)).toBe(0);
  });
});
