import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binaryMatch } from "./binary-runs.js";

const reference = /(?<![01])(?:[01]{8}[\s,]?){6,}/g;

function viaRegex(text: string): [number, string][] {
  return [...text.matchAll(reference)].map((m) => [m.index, m[0]]);
}

function viaProbe(text: string): [number, string][] {
  const out: [number, string][] = [];
  for (let m = binaryMatch(text, 0); m; m = binaryMatch(text, m.index + m[0].length))
    out.push([m.index, m[0]]);
  return out;
}

describe("binaryMatch", () => {
  it("finds the global regex's matches, in order", () => {
    const text = fc
      .array(fc.constantFrom("0", "1", "0", "1", " ", ",", "2", "a"), { maxLength: 160 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, (s) => {
        expect(viaProbe(s)).toEqual(viaRegex(s));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds bits written out inside prose, and nothing in plain numbers", () => {
    const bits = [..."hi you"].map((c) => c.charCodeAt(0).toString(2).padStart(8, "0")).join(" ");
    const text = `in 1010 and 2001: ${bits}, then 10110011 alone`;
    expect(viaProbe(text)).toEqual(viaRegex(text));
    expect(viaProbe(text)).toHaveLength(1);
    expect(binaryMatch("0101 1100 2010", 0)).toBeNull();
  });
});
