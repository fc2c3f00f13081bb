import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeAsciiEscapes,
  decodeEntity,
  entity,
  hasAsciiEscape,
  percent,
} from "./ascii-escapes.js";
import type { NormalizedText } from "./normalize-text.js";
import { PieceMap } from "./piece-map.js";

const runs = Number(process.env.FUZZ_RUNS ?? 200);

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

// The decoder before its escapes were found by indexOf: one global regex of
// both patterns, and a piece map even when nothing was decoded.
const bothEscapes = new RegExp(`${entity.source}|${percent.source}`, "gi");
function referenceDecode(lower: string): NormalizedText | undefined {
  const parts: string[] = [];
  const map = new PieceMap();
  let out = 0;
  let last = 0;
  let count = 0;
  let ascii = true;
  bothEscapes.lastIndex = 0;
  for (let m = bothEscapes.exec(lower); m; m = bothEscapes.exec(lower)) {
    if (++count > 64 && count * 64 > Math.max(m.index, lower.length >> 3)) return undefined;
    if (m.index > last) {
      parts.push(lower.slice(last, m.index));
      map.copy(out, last);
      out += m.index - last;
    }
    let piece: string;
    if (m[4] !== undefined) piece = String.fromCharCode(Number.parseInt(m[4], 16)).toLowerCase();
    else {
      piece = decodeEntity(m);
      if (/[^\x00-\x7f]/.test(piece)) ascii = false;
    }
    last = m.index + m[0].length;
    if (piece.length > 0) {
      parts.push(piece);
      map.constant(out, m.index, last);
      out += piece.length;
    }
  }
  if (last < lower.length) {
    parts.push(lower.slice(last));
    map.copy(out, last);
  }
  const text = parts.join("");
  return ascii
    ? { text, starts: undefined, ends: undefined, hidden: [], map, ascii }
    : { text, starts: undefined, ends: undefined, hidden: [], map };
}

// Every character's original [start, end), whatever the map's form.
const spansOf = (n: NormalizedText): number[] =>
  [...n.text].flatMap((_, i) => (n.map ? [n.map.start(i), n.map.end(i)] : [i, i + 1]));

describe("decodeAsciiEscapes against one global regex", () => {
  it("decodes the same escapes to the same text and offsets, and gives up on the same dense texts", () => {
    const piece = fc.constantFrom(
      "&",
      "%",
      "#",
      ";",
      "x",
      "9",
      "41",
      "2f",
      "7e",
      "amp",
      "lt",
      "&#9;",
      "&#x4e2d;",
      "&#105;",
      "%69",
      "%2",
      " ",
      "ab",
    );
    const text = fc.oneof(
      fc.array(piece, { maxLength: 60 }).map((p) => p.join("")),
      // Long enough to reach the density check (64 escapes) both ways.
      fc
        .tuple(fc.array(piece, { minLength: 100, maxLength: 400 }), fc.nat(3000))
        .map(([p, pad]) => " ".repeat(pad) + p.join("")),
    );
    fc.assert(
      fc.property(text, (lower) => {
        const got = decodeAsciiEscapes(lower);
        const want = referenceDecode(lower);
        if (want === undefined) {
          expect(got).toBeUndefined();
          return;
        }
        expect(got?.text).toBe(want.text);
        expect(got?.ascii).toBe(want.ascii);
        expect(spansOf(got as NormalizedText)).toEqual(spansOf(want));
      }),
      { numRuns: runs * 10 },
    );
  });

  it("lower-cases what it keeps: a text with capitals decodes as its lower-cased copy", () => {
    const piece = fc.constantFrom(
      "&AMP;",
      "&#X41;",
      "&Lt;",
      "%4A",
      "%6b",
      "Ab",
      "Q",
      " ",
      "&",
      "%",
      "i",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const input = parts.join("");
        const got = decodeAsciiEscapes(input);
        const want = decodeAsciiEscapes(input.toLowerCase());
        expect(got?.text).toBe(want?.text);
        if (got !== undefined && want !== undefined) expect(spansOf(got)).toEqual(spansOf(want));
      }),
      { numRuns: runs * 5 },
    );
    expect(decodeAsciiEscapes("Fish & CHIPS")?.text).toBe("fish & chips");
  });

  it("keeps the identity map when there is nothing to decode", () => {
    const plain = decodeAsciiEscapes("fish & chips, 100% & more");
    expect(plain?.text).toBe("fish & chips, 100% & more");
    expect(plain?.map).toBeUndefined();
  });
});
