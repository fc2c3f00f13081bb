import { InvalidPolicyError } from "../invalid-policy-error.js";
import type { Classifier, ClassifierInput, ModelCheck } from "../policy-types.js";
import { scoreInjection } from "./score-injection.js";
import { LOCAL_MODEL } from "./weights.js";

/**
 * Options of {@link localClassifier}.
 *
 * @example
 * const options: LocalClassifierOptions = { threshold: 0.9 };
 */
export interface LocalClassifierOptions {
  /**
   * Score (0..1) at or above which a text is flagged. Defaults to the threshold
   * chosen by cross-validation (out-of-fold false-positive rate within 1 % in
   * every benign source); raise it to trade recall for fewer false positives.
   */
  readonly threshold?: number;
}

/**
 * A local semantic pass: a small logistic-regression model over hashed word and
 * character n-grams, shipped as int8 weights. Trained reproducibly
 * (`bench/train-classifier.ts`) on what the rules let through: the
 * injections the rules miss in the public injection set, in the read blind
 * sets, in 2,470 minimal pairs (an attack and a benign twin on the same
 * topic) and in reviewers' cases by independent writers, against their
 * benign texts and look-alikes, BFCL requests,
 * descriptions and arguments, and paragraphs of the documentation of the
 * packages the lockfile pins. Offline, no
 * dependencies, microseconds per short text, bounded work on long ones (first
 * 8 KB and last 2 KB). Opt-in: pass it as the policy's `classifier`; `scan`
 * stays rules-only. The guard asks it about call arguments the rules already
 * allowed; it answers with `score`, and `label: "injection"` when flagged.
 *
 * On twelve corpora by writers it never read, rules OR this model catch 61 %
 * of the attacks (the rules alone 44 %) and flag 3.1 % of the hard negatives
 * (the rules alone 2.7 %). Its false positives
 * are user requests that talk about system prompts, role-play or decoding
 * ("Help me write a system prompt for ..."); ordinary documentation, e-mails
 * and questions pass. Raise the threshold where a false block costs more than
 * a miss. Measured out-of-fold, on unseen sources and on hand-written hard
 * negatives in `bench/RESULTS.md` ("Semantic pass").
 *
 * @example
 * import { createGuard, localClassifier } from "@toolform/core";
 * const guard = createGuard({ classifier: localClassifier() });
 */
export function localClassifier(options: LocalClassifierOptions = {}): Classifier {
  const threshold = options.threshold ?? LOCAL_MODEL.threshold;
  if (typeof threshold !== "number" || !(threshold > 0 && threshold <= 1)) {
    throw new InvalidPolicyError([
      {
        path: "classifier.threshold",
        message: `expected a number in (0, 1], got ${String(threshold)}`,
      },
    ]);
  }
  return async function localInjectionClassifier(input: ClassifierInput): Promise<ModelCheck> {
    const score = scoreInjection(input.text);
    const rounded = Math.round(score * 1000) / 1000;
    return score >= threshold
      ? { flagged: true, score: rounded, label: "injection" }
      : { flagged: false, score: rounded };
  };
}
