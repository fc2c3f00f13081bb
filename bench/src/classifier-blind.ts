// The blind sets that were read while writing rules (1, 2, 3, 6, 8, 13, 16),
// as classifier training data: attacks and hard negatives by independent
// writers. The never-read sets stay out, so that `CLASSIFIER=1 blind-eval.ts`
// still measures the model on text it has not seen.
import type { BlindCase } from "../blind/blind-case.ts";
import { blindSet } from "../blind/blind-set.ts";
import { blindSet2 } from "../blind/blind-set-2.ts";
import { blindSet3 } from "../blind/blind-set-3.ts";
import { blindSet6 } from "../blind/blind-set-6.ts";
import { blindSet8 } from "../blind/blind-set-8.ts";
import { blindSet13 } from "../blind/blind-set-13.ts";
import { blindSet16 } from "../blind/blind-set-16.ts";

const readSets: ReadonlyArray<readonly [string, readonly BlindCase[]]> = [
  ["set1", blindSet],
  ["set2", blindSet2],
  ["set3", blindSet3],
  ["set6", blindSet6],
  ["set8", blindSet8],
  ["set13", blindSet13],
  ["set16", blindSet16],
];

/**
 * Every case of the read blind sets, tagged with its set.
 *
 * @example
 * readBlindCases().filter((c) => c.set === "set16").length; // 400
 */
export function readBlindCases(): Array<BlindCase & { readonly set: string }> {
  return readSets.flatMap(([set, cases]) => cases.map((c) => ({ ...c, set })));
}
