import { describe, expect, it } from "vitest";
import { repeatUntilClean } from "./repeat-until-clean.js";

// A toy cleaner: each pass removes every "ab", which can join an "a" and a "b" anew.
const fix = (s: string) => s.replaceAll("ab", "");
const rescan = (s: string) => (s.includes("ab") ? ["ab"] : []);

describe("repeatUntilClean", () => {
  it("fixes again what a fix uncovers, until the rescan is quiet", () => {
    expect(fix("aabb")).toBe("ab"); // one pass is not enough
    expect(repeatUntilClean("aabb", ["ab"], fix, rescan)).toBe("");
    expect(repeatUntilClean("xaaabbby", ["ab"], fix, rescan)).toBe("xy");
  });

  it("returns the first fix when the rescan finds nothing, rescanning once", () => {
    let scans = 0;
    const counted = (s: string) => {
      scans++;
      return rescan(s);
    };
    expect(repeatUntilClean("xaby", ["ab"], fix, counted)).toBe("xy");
    expect(scans).toBe(1);
  });

  it("gives up after four fixes, saying so with undefined", () => {
    let fixes = 0;
    const counted = (s: string) => {
      fixes++;
      return fix(s);
    };
    // Four levels of nesting take four fixes; five take more than the bound.
    expect(repeatUntilClean("aaaabbbb", ["ab"], counted, rescan)).toBe("");
    expect(fixes).toBe(4);
    fixes = 0;
    expect(repeatUntilClean("aaaaabbbbb", ["ab"], counted, rescan)).toBeUndefined();
    expect(fixes).toBe(4);
  });
});
