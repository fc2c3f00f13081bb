import type { ModelCheck, Policy } from "./policy-types.js";
import { runClassifier } from "./run-classifier.js";
import { scan } from "./scan.js";
import type { ScanOptions, ScanResult } from "./scan-result.js";

/**
 * `scan`, followed by the policy's classifier on a text the local rules cleared; a
 * flagged answer (or a failure, unless the policy fails open) blocks.
 *
 * @example
 * const result = await scanWithPolicy("hello", { channel: "text" }, policy);
 */
export async function scanWithPolicy(
  text: string,
  options: (ScanOptions & { readonly tool?: string }) | undefined,
  policy: Policy,
): Promise<ScanResult & { readonly modelCheck?: ModelCheck }> {
  const result = scan(text, options?.channel === undefined ? {} : { channel: options.channel });
  if (result.blocked || policy.classifier === undefined) return result;
  const outcome = await runClassifier(
    policy.classifier,
    {
      channel: options?.channel ?? "text",
      ...(options?.tool === undefined ? {} : { tool: options.tool }),
      text,
    },
    policy.classifierTimeoutMs,
  );
  if (!outcome.ok)
    return policy.classifierFailure === "open" ? result : { ...result, blocked: true };
  return { ...result, blocked: outcome.check.flagged, modelCheck: outcome.check };
}
