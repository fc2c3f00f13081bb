// Independent writers' text as classifier training data: the blind sets that
// were read while writing rules (`unread: false` in blind/blind-sets.ts), and
// the minimal pairs written for training (blind/training-pairs.ts). The
// never-read sets stay out, so that `CLASSIFIER=1 blind-eval.ts` still
// measures the model on text it has not seen.
import type { BlindCase } from "../blind/blind-case.ts";
import { blindSets } from "../blind/blind-sets.ts";
import { trainingPairs } from "../blind/training-pairs.ts";

/**
 * Every case of the read blind sets and of the training pairs, tagged with
 * its set ("set1" for the first blind set, "pairs2" for the second pairs
 * file); a pair's two halves share `pair`, so cross-validation keeps them in
 * one fold.
 *
 * @example
 * readBlindCases().filter((c) => c.set === "set16").length; // 400
 */
export function readBlindCases(): Array<
  BlindCase & { readonly set: string; readonly pair?: string }
> {
  return [
    ...blindSets.flatMap(({ set, unread, trains }, i) =>
      unread || trains === false ? [] : set.map((c) => ({ ...c, set: `set${i + 1}` })),
    ),
    ...trainingPairs.flatMap(({ name, set }) =>
      set.map((c) => ({ ...c, set: name, pair: `${name}:${c.id.replace(/[ab]$/, "")}` })),
    ),
  ];
}
