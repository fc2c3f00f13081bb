import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeAsciiEscapes, hasAsciiEscape } from "./ascii-escapes.js";

const escapeLike = /&#?[a-z0-9]{2,8};|%[0-9a-f]{2}/i;

describe("hasAsciiEscape", () => {
  it("answers as the escape-like regex does", () => {
    const text = fc
      .array(fc.constantFrom("&", "%", "#", ";", "a", "F", "9", "x", " ", "amp", "2"), {
        maxLength: 40,
      })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, (s) => {
        expect(hasAsciiEscape(s)).toBe(escapeLike.test(s));
      }),
      { numRuns: 3000 },
    );
  });

  it("looks past stray ampersands and percent signs", () => {
    expect(hasAsciiEscape("fish & chips, 100% & more &amp; more")).toBe(true);
    expect(hasAsciiEscape("fish & chips, 100% & more")).toBe(false);
  });
});

describe("decodeAsciiEscapes", () => {
  it("decodes entities and percent escapes, keeping the offset map", () => {
    const decoded = decodeAsciiEscapes("i&#103;nore%20all");
    expect(decoded?.text).toBe("ignore all");
    expect(decoded?.map?.start(1)).toBe(1);
    expect(decoded?.map?.end(1)).toBe(7);
  });
});
