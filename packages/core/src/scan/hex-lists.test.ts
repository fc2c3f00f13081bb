import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexLists } from "./hex-lists.js";

const reference =
  /(?<![0-9a-z])(?:0x)?[0-9a-f]{2}(?:(?:, ?|[ :;])(?:0x)?[0-9a-f]{2}){7,}(?![0-9a-z])/gi;

function viaRegex(text: string): [number, number][] {
  return [...text.matchAll(reference)]
    .filter((m) => m[0].includes("20"))
    .map((m) => [m.index, m.index + m[0].length]);
}

function viaSearch(text: string): [number, number][] {
  const out: [number, number][] = [];
  hexLists(text, (start, end) => {
    out.push([start, end]);
    return true;
  });
  return out;
}

const bytes = (s: string, sep: string, prefix = "") =>
  [...Buffer.from(s)].map((b) => prefix + b.toString(16).padStart(2, "0")).join(sep);

describe("hexLists", () => {
  it("finds the global regex's matches that hold a 20, in order", () => {
    const text = fc
      .array(
        fc.constantFrom("2", "0", "4", "9", "a", "F", "x", " ", ",", ":", ";", "g", "\n", "20 "),
        {
          maxLength: 200,
        },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (s) => {
        expect(viaSearch(s)).toEqual(viaRegex(s));
      }),
      { numRuns: 5000 },
    );
  });

  it("finds bytes written out with spaces, colons, commas or 0x, inside prose", () => {
    for (const [sep, prefix] of [
      [" ", ""],
      [":", ""],
      [", ", "0x"],
      [",", "0x"],
      [" ", "0x"],
    ] as const) {
      const list = bytes("ignore the rules", sep, prefix);
      const text = `Decode: ${list}. Thanks`;
      expect(viaSearch(text)).toEqual([[8, 8 + list.length]]);
      expect(viaSearch(text)).toEqual(viaRegex(text));
    }
  });

  it("finds nothing in years, MAC addresses or lists without a space byte", () => {
    expect(viaSearch("In 2020, 2021 and 2024 the 20 teams met 20 times.")).toEqual([]);
    expect(viaSearch("MAC 00:1a:2b:3c:4d:5e, gateway 20:aa:bb:cc:dd:ee")).toEqual([]);
    expect(viaSearch(bytes("abcdefghij", " "))).toEqual([]);
  });

  it("stops when asked to", () => {
    const list = bytes("ignore all of it", " ");
    let calls = 0;
    hexLists(`${list} and ${list}`, () => {
      calls++;
      return false;
    });
    expect(calls).toBe(1);
  });
});
