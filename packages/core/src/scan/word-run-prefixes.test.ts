import { describe, expect, it } from "vitest";
import { patternPrefixes } from "./pattern-prefixes.js";
import { candidateFinder } from "./prefix-candidates.js";
import { allRules } from "./rules/index.js";

// A pattern whose match starts with a class of word characters after `\b`
// has no start literal: the literal after the run finds it instead.
const envName = /\b[a-z0-9]{1,20}(?:_[a-z0-9]{1,20}){0,3}_(?:api_key|token|secret)\b/g;

describe("start literals after a word run", () => {
  it("reads the literal after the run and the run's longest length", () => {
    expect(patternPrefixes(envName)).toEqual([
      { text: "_api_", boundary: false, run: 83 },
      { text: "_toke", boundary: false, run: 83 },
      { text: "_secr", boundary: false, run: 83 },
    ]);
    expect(patternPrefixes(/\bab|\b\d{1,3}x/g)).toEqual([
      { text: "x", boundary: false, run: 3 },
      { text: "ab", boundary: true },
    ]);
  });

  it("gives up where the run is unbounded, not after \\b, or not word characters only", () => {
    expect(patternPrefixes(/\b[a-z]+_token/g)).toBeUndefined();
    expect(patternPrefixes(/[a-z]{1,9}_token/g)).toBeUndefined();
    expect(patternPrefixes(/\b[a-z ]{1,9}_token/g)).toBeUndefined();
    expect(patternPrefixes(/\b[a-z]{1,9}.x/g)).toBeUndefined();
  });

  it("finds every start the regexes find (random texts of names, runs and separators)", () => {
    const rule = allRules.find((r) => r.id === "exfiltration.secret_into_argument");
    const patterns = [envName, /\b[a-z]{2,5}(?:_[a-z]{1,3}){0,2}_(?:key|token)/g, rule?.pattern];
    const pieces = ["_", "_token", "_api_key", "_secret", "a", "b9", "xyz", " ", ".", "-", "\n"];
    pieces.push("x".repeat(30), "access", " in the ", " field", " argument", "token");
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let checked = 0;
    for (const pattern of patterns) {
      if (pattern === undefined) throw new Error("rule not found");
      const finder = candidateFinder([patternPrefixes(pattern)]);
      expect(finder.usable[0]).toBe(1);
      for (let t = 0; t < 400; t++) {
        let text = "";
        while (text.length < 200) text += pieces[next(pieces.length)];
        const found = finder.find(text, Uint8Array.of(1), new Uint8Array(4).fill(1));
        const matches = [...text.matchAll(pattern)].map((m) => m.index);
        // Read in steps: a start is listed as soon as the walk is asked past it.
        for (let until = 37; until < text.length + 37; until += 37) {
          found.through(until);
          const starts = found.lists[0] ?? [];
          for (const at of matches) if (at < until) expect(starts, text).toContain(at);
        }
        checked += matches.length;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
