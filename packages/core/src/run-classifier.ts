import type { Classifier, ClassifierInput, ModelCheck } from "./policy-types.js";

/**
 * The semantic pass's outcome: its answer, or why it has none (it threw, timed out,
 * or answered something that is not a ModelCheck).
 *
 * @example
 * const outcome: ClassifierOutcome = { ok: false, reason: "timed out after 5000 ms" };
 */
export type ClassifierOutcome =
  | { readonly ok: true; readonly check: ModelCheck }
  | { readonly ok: false; readonly reason: string };

function asModelCheck(value: unknown): ModelCheck | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { flagged, score, label } = value as Record<string, unknown>;
  if (typeof flagged !== "boolean") return undefined;
  return {
    flagged,
    ...(typeof score === "number" && Number.isFinite(score) ? { score } : {}),
    ...(typeof label === "string" ? { label } : {}),
  };
}

/**
 * Calls the classifier with a time limit. Never throws: a failure is an outcome the
 * caller turns into `classifier_error` (fail closed) or lets through (fail open).
 *
 * @example
 * const outcome = await runClassifier(classifier, { channel: "argument", text: "hi" }, 5000);
 */
export async function runClassifier(
  classifier: Classifier,
  input: ClassifierInput,
  timeoutMs: number,
): Promise<ClassifierOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ClassifierOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `timed out after ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const answer = (async (): Promise<ClassifierOutcome> => {
    try {
      const check = asModelCheck(await classifier(input));
      return check
        ? { ok: true, check }
        : { ok: false, reason: "answered without a boolean `flagged`" };
    } catch {
      return { ok: false, reason: "threw an error" };
    }
  })();
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
