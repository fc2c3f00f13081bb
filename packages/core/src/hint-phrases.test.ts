import { describe, expect, it } from "vitest";
import { expectedTypes, expectedValues, typeList } from "./hint-phrases.js";

describe("hint phrases", () => {
  it("reads the admitted types as the regex /^expected ([a-z]+(?:(?:,| or )[a-z]+)*)/ does", () => {
    const regex = /^expected ([a-z]+(?:(?:,| or )[a-z]+)*)/;
    for (const message of [
      "expected integer, got string",
      "expected string,null, got integer",
      "expected integer or string, got boolean",
      "expected integer,, got string",
      "expected integer or , got string",
      "expected Integer",
      "expected ",
      "expecting integer",
      "",
    ]) {
      const match = regex.exec(message);
      expect(expectedTypes(message)).toBe(match ? match[1]!.length : -1);
    }
  });

  it("names each type with its article, joined by 'or'", () => {
    expect(typeList("integer")).toBe("an integer");
    expect(typeList("string,null")).toBe("a string or null");
    expect(typeList("integer or object,array")).toBe("an integer or an object or an array");
  });

  it("reads the allowed values as /^expected (one of .+|.+)$/ does", () => {
    const regex = /^expected (one of .+|.+)$/;
    for (const message of [
      'expected one of "C", "F"',
      "expected one of a\nb",
      "expected x\u2028",
      "expected ",
      "expected 5",
      "got 5",
    ]) {
      expect(expectedValues(message)).toBe(regex.exec(message)?.[1]);
    }
  });
});
