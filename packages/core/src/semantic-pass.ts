import type { LocalEvaluation } from "./evaluate-call.js";
import type { Classifier, ModelCheck, Policy } from "./policy-types.js";
import { runClassifier } from "./run-classifier.js";
import { stringValues } from "./string-values.js";
import type { CallFinding } from "./verdict.js";

/**
 * What the semantic pass adds to a call: its answer (`modelCheck`, also when not
 * flagged) and, when it rejects, the finding.
 *
 * @example
 * const { modelCheck, finding } = await semanticPass(evaluation, classifier, policy);
 */
export interface SemanticResult {
  readonly modelCheck?: ModelCheck;
  readonly finding?: CallFinding;
}

/**
 * Runs the classifier on a call every local check allowed, with `text` the call's
 * string values joined by newlines. A flagged answer rejects with
 * `argument_injection`; a failure rejects with `classifier_error` unless the policy
 * fails open.
 *
 * @example
 * await semanticPass(evaluation, async () => ({ flagged: false }), policy); // { modelCheck: { flagged: false } }
 */
export async function semanticPass(
  evaluation: LocalEvaluation,
  classifier: Classifier,
  policy: Policy,
): Promise<SemanticResult> {
  const outcome = await runClassifier(
    classifier,
    {
      channel: "argument",
      tool: evaluation.resolvedName ?? evaluation.name,
      text: stringValues(evaluation.executable).join("\n"),
      // The classifier is user code: it gets a copy, so it cannot change what executes.
      arguments: copyForClassifier(evaluation.executable),
    },
    policy.classifierTimeoutMs,
  );
  if (!outcome.ok) {
    if (policy.classifierFailure === "open") return {};
    return {
      finding: { code: "classifier_error", message: `the injection classifier ${outcome.reason}` },
    };
  }
  if (!outcome.check.flagged) return { modelCheck: outcome.check };
  const label = outcome.check.label === undefined ? "" : ` (${outcome.check.label})`;
  return {
    modelCheck: outcome.check,
    finding: {
      code: "argument_injection",
      message: `arguments flagged by the injection classifier${label}`,
    },
  };
}

function copyForClassifier(args: { readonly [key: string]: unknown }): {
  readonly [key: string]: unknown;
} {
  try {
    return structuredClone(args);
  } catch {
    // A value structuredClone refuses (a function under an open schema): a shallow frozen copy.
    return Object.freeze({ ...args });
  }
}
