import { describe, expect, it } from "vitest";
import { isAsciiSpace, isInlineBlank, isRowBlank } from "./char-kinds.js";

const code = (s: string) => s.charCodeAt(0);

describe("char kinds", () => {
  it("keeps a line break out of the inline and row blanks", () => {
    for (const f of [isInlineBlank, isRowBlank]) {
      expect(f(code(" "))).toBe(true);
      expect(f(code("\t"))).toBe(true);
      expect(f(code("\n"))).toBe(false);
      expect(f(code("a"))).toBe(false);
    }
  });

  it("counts a CRLF's CR as blank only inside a row", () => {
    expect(isRowBlank(code("\r"))).toBe(true);
    expect(isInlineBlank(code("\r"))).toBe(false);
  });

  it("reads ASCII whitespace only, and nothing past the text's end", () => {
    for (const c of " \t\n\v\f\r") expect(isAsciiSpace(code(c))).toBe(true);
    expect(isAsciiSpace(0xa0)).toBe(false);
    expect(isAsciiSpace(code("x"))).toBe(false);
    expect(isAsciiSpace(Number.NaN)).toBe(false);
    expect(isRowBlank(Number.NaN)).toBe(false);
  });
});
