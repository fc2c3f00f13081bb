import { describe, expect, it } from "vitest";
import { compilePattern } from "./re2-engine.js";

describe("schema patterns on RE2", () => {
  it("read \\s and \\S as ECMAScript does: Unicode spaces too", () => {
    for (const space of [" ", "\t", "\u00a0", "\u2003", "\u3000", "\ufeff"]) {
      expect(compilePattern("^\\s+$")?.test(space)).toBe(/^\s+$/.test(space));
      expect(compilePattern("^\\S+$")?.test(space)).toBe(false);
    }
    expect(compilePattern("^[\\s\\d]+$")?.test("1\u00a02")).toBe(true);
    expect(compilePattern("^\\S+$")?.test("abc")).toBe(true);
  });

  it("leave an escaped backslash before s alone, and still read \\u escapes", () => {
    expect(compilePattern("^\\\\s$")?.test("\\s")).toBe(true);
    expect(compilePattern("^\\u00e9\\s$")?.test("\u00e9\u00a0")).toBe(true);
  });

  it("stay linear where a backtracking engine is not", () => {
    expect(compilePattern("^(a+)+$")?.test(`${"a".repeat(50_000)}!`)).toBe(false);
  });
});
