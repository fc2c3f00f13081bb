import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { automatonTable } from "./automaton-table.js";

// Every key occurrence (end index, id) found by walking the table.
function occurrences(keys: readonly (readonly [number, string])[], text: string) {
  const classOf = new Uint8Array(0x10000);
  let classes = 1;
  for (const [, k] of keys)
    for (const ch of k) if (classOf[ch.charCodeAt(0)] === 0) classOf[ch.charCodeAt(0)] = classes++;
  const { step, emitFrom, emitted } = automatonTable(keys, classOf, classes);
  const found: [number, number][] = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    s = step[s + (classOf[text.charCodeAt(i)] as number)] as number;
    if (s >= emitFrom) for (const id of emitted[s / classes] ?? []) found.push([i, id]);
  }
  return found;
}

// The same, by brute force.
function naive(keys: readonly (readonly [number, string])[], text: string) {
  const found: [number, number][] = [];
  for (let i = 0; i < text.length; i++)
    for (const [id, k] of keys)
      if (k !== "" && text.slice(0, i + 1).endsWith(k)) found.push([i, id]);
  return found;
}

describe("automatonTable", () => {
  it("finds every occurrence, overlapping and nested keys included", () => {
    const keys = [
      [0, "he"],
      [1, "she"],
      [2, "his"],
      [3, "hers"],
    ] as const;
    const text = "ushers said his hers she he";
    const sort = (xs: [number, number][]) => xs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(sort(occurrences(keys, text))).toEqual(sort(naive(keys, text)));
    // "she" ends where "he" ends: the state's own key first, then its failure chain's.
    expect(occurrences(keys, "she")).toEqual([
      [2, 1],
      [2, 0],
    ]);
  });

  it("emits nothing on text without keys, and keeps ids as given", () => {
    expect(occurrences([[42, "ab"]], "xyz ba")).toEqual([]);
    expect(occurrences([[42, "ab"]], "cab")).toEqual([[2, 42]]);
  });

  it("finds what brute force finds, for any keys over a small alphabet", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), minLength: 1, maxLength: 5 });
    const sort = (xs: [number, number][]) => xs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 40 }),
        (words, text) => {
          const keys = words.map((w, i) => [i, w] as const);
          expect(sort(occurrences(keys, text))).toEqual(sort(naive(keys, text)));
        },
      ),
    );
  });
});
