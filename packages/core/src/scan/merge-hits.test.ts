import { describe, expect, it } from "vitest";
import { type Hit, mergeHits, recordHits } from "./merge-hits.js";

type Triple = [at: number, word: number, length: number];
const walkOf =
  (hits: readonly Triple[]) =>
  (hit: Hit): void => {
    for (const [at, word, length] of hits) hit(at, word, length);
  };

describe("mergeHits", () => {
  it("reports the runs' hits in order of start, the longest word where runs meet", () => {
    // Words 0 "ok" (2), 1 "ok一" (3), 2 "ignore" (6), 3 "一" (1).
    const wordLength = Int32Array.from([2, 3, 6, 1]);
    const ascii = recordHits(
      walkOf([
        [0, 0, 2],
        [4, 2, 6],
        [12, 0, 2],
      ]),
    );
    const cjk = recordHits(
      walkOf([
        [0, 1, 3],
        [2, 3, 1],
        [14, 3, 1],
      ]),
    );
    const out: Triple[] = [];
    mergeHits([ascii, cjk], wordLength, (at, word, length) => out.push([at, word, length]));
    expect(out).toEqual([
      [0, 1, 3],
      [2, 3, 1],
      [4, 2, 6],
      [12, 0, 2],
      [14, 3, 1],
    ]);
    // The same whichever run comes first.
    const again: Triple[] = [];
    mergeHits([cjk, ascii], wordLength, (at, word, length) => again.push([at, word, length]));
    expect(again).toEqual(out);
  });

  it("keeps every hit of a walk however many it reports", () => {
    const many = Array.from({ length: 1000 }, (_, k): Triple => [k * 2, 0, 1]);
    const run = recordHits(walkOf(many));
    expect(run.length).toBe(3000);
    const out: Triple[] = [];
    mergeHits([run, recordHits(walkOf([]))], Int32Array.from([1]), (a, w, l) =>
      out.push([a, w, l]),
    );
    expect(out).toEqual(many);
  });
});
