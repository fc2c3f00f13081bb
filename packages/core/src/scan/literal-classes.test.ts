import { describe, expect, it } from "vitest";
import { defaultTables } from "./default-tables.js";
import { literalClasses } from "./literal-classes.js";
import { candidateFinder } from "./prefix-candidates.js";

// A seeded linear congruential generator: next(n) is in [0, n).
function seeded(start: number): (n: number) => number {
  let seed = start;
  return (n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
}

describe("literalClasses", () => {
  it("gives each character its own class while the table fits two-byte entries", () => {
    const { classOf, classes } = literalClasses(["ab", "b c"]);
    expect(classes).toBe(5);
    expect(new Set([classOf[0x61], classOf[0x62], classOf[0x20], classOf[0x63]]).size).toBe(4);
    expect(classOf[0x09]).toBe(classOf[0x20]);
    expect(classOf[0x7a]).toBe(0);
  });

  it("keeps the default candidate automaton in two-byte entries", () => {
    expect(defaultTables().finder.co.step).toBeInstanceOf(Uint16Array);
  });

  it("folds characters rare in prose first: letters keep classes of their own", () => {
    // ~2,000 trie states over letters and symbols: past 2^16 entries unless folded.
    const alphabet = [..."abcdefghijklmnopqrstuvwxyz~|^<>[];!?*+=#$%&@_:/()"];
    const next = seeded(7);
    const words = new Set<string>();
    while (words.size < 400) {
      let w = "";
      for (let k = 0; k < 6; k++) w += alphabet[next(alphabet.length)];
      words.add(w);
    }
    const { classOf, classes } = literalClasses([...words]);
    expect(classes).toBeLessThan(alphabet.length + 1);
    const letters = alphabet.slice(0, 26).map((c) => classOf[c.charCodeAt(0)]);
    expect(new Set(letters).size).toBe(26);
    const symbols = alphabet.slice(26).map((c) => classOf[c.charCodeAt(0)]);
    expect(new Set(symbols).size).toBeLessThan(symbols.length);
    // The default rules' automaton: the twenty commonest letters stay apart.
    const ascii = defaultTables().finder.co.asciiClassOf;
    const common = [..."etaoinshrdlcumwfgypb"].map((c) => ascii[c.charCodeAt(0)]);
    expect(new Set(common).size).toBe(common.length);
  });

  it("folds the rarest characters together, and every literal is still found", () => {
    // ~2,000 trie states over 60 characters: past 2^16 entries unless folded.
    const alphabet = Array.from({ length: 60 }, (_, k) => String.fromCharCode(0x21 + k));
    const next = seeded(3);
    const words = new Set<string>();
    while (words.size < 400) {
      let w = "";
      for (let k = 0; k < 6; k++) w += alphabet[next(k === 0 ? 60 : 20)];
      words.add(w);
    }
    const list = [...words];
    const { classes } = literalClasses(list);
    expect(classes).toBeLessThan(61);
    const finder = candidateFinder(list.map((text) => [{ text, boundary: false }]));
    expect(finder.co.step).toBeInstanceOf(Uint16Array);
    let text = "";
    while (text.length < 20_000)
      text += next(3) === 0 ? list[next(list.length)] : alphabet[next(60)];
    const found = finder.find(
      text,
      new Uint8Array(list.length).fill(1),
      new Uint8Array(100).fill(1),
    );
    found.through(text.length);
    let checked = 0;
    list.forEach((w, r) => {
      for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) {
        expect(found.lists[r]).toContain(at);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(500);
  });
});
