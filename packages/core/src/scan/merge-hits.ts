import { doubled } from "./doubled.js";

/**
 * What a word walk reports: a word occurring at `at`, `length` characters long.
 *
 * @example
 * const hit: Hit = (at, word, length) => console.log(at, word, length);
 */
export type Hit = (at: number, word: number, length: number) => void;

/**
 * The hits of one walk as (start, word, length) triples, in order of start:
 * `length` entries of `hits`.
 *
 * @example
 * const run = recordHits((hit) => hit(3, 0, 2));
 * [...run.hits.subarray(0, run.length)]; // [3, 0, 2]
 */
export interface HitRun {
  readonly hits: Int32Array;
  readonly length: number;
}

/**
 * Runs a walk and keeps what it reports.
 *
 * @example
 * recordHits((hit) => find(text, hit)).length / 3; // hits found
 */
export function recordHits(walk: (hit: Hit) => void): HitRun {
  let hits = new Int32Array(96);
  let n = 0;
  walk((at, word, length) => {
    if (n + 3 > hits.length) hits = doubled(hits);
    hits[n] = at;
    hits[n + 1] = word;
    hits[n + 2] = length;
    n += 3;
  });
  return { hits, length: n };
}

/**
 * Reports the hits of several walks over one text as one walk over all their
 * words would: in order of start, and at a start where walks meet, only the
 * longest word (`wordLength`), of which the others found there are prefixes.
 *
 * @example
 * mergeHits([recordHits(walkA), recordHits(walkB)], wordLength, hit);
 */
export function mergeHits(runs: readonly HitRun[], wordLength: Int32Array, hit: Hit): void {
  const at = new Int32Array(runs.length);
  let start = -1;
  let word = -1;
  let length = 0;
  for (;;) {
    // Few runs (one per script a text holds, and the ASCII one): a linear pick.
    let next = -1;
    let least = 0;
    for (let j = 0; j < runs.length; j++) {
      const run = runs[j] as HitRun;
      const k = at[j] as number;
      if (k < run.length && (next < 0 || (run.hits[k] as number) < least)) {
        next = j;
        least = run.hits[k] as number;
      }
    }
    if (next < 0) break;
    const run = runs[next] as HitRun;
    const k = at[next] as number;
    at[next] = k + 3;
    const w = run.hits[k + 1] as number;
    if (least === start) {
      if ((wordLength[w] as number) > (wordLength[word] as number)) {
        word = w;
        length = run.hits[k + 2] as number;
      }
      continue;
    }
    if (start >= 0) hit(start, word, length);
    start = least;
    word = w;
    length = run.hits[k + 2] as number;
  }
  if (start >= 0) hit(start, word, length);
}
