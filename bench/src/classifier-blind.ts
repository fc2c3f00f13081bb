// The blind sets that were read while writing rules (`unread: false` in
// blind/blind-sets.ts), as classifier training data: attacks and hard
// negatives by independent writers. The never-read sets stay out, so that
// `CLASSIFIER=1 blind-eval.ts` still measures the model on text it has not
// seen.
import type { BlindCase } from "../blind/blind-case.ts";
import { blindSets } from "../blind/blind-sets.ts";

/**
 * Every case of the read blind sets, tagged with its set ("set1" for the
 * first, "set16" for the sixteenth).
 *
 * @example
 * readBlindCases().filter((c) => c.set === "set16").length; // 400
 */
export function readBlindCases(): Array<BlindCase & { readonly set: string }> {
  return blindSets.flatMap(({ set, unread }, i) =>
    unread ? [] : set.map((c) => ({ ...c, set: `set${i + 1}` })),
  );
}
