import { evaluateLocally } from "./evaluate-call.js";
import { injectionMode } from "./finding-kinds.js";
import type { PolicyInput } from "./guard.js";
import type { Classifier } from "./policy-types.js";
import { semanticPass } from "./semantic-pass.js";
import { toPolicy } from "./to-policy.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolsetInput } from "./tool-spec.js";
import { toolSpecsFor } from "./tool-specs-for.js";
import type { CallVerdict, Verdict } from "./verdict.js";

/**
 * Options for `validateToolCalls`. Passing `tools` turns the allowlist on; leaving it
 * out leaves it off (an absent list means you did not say what the model may call,
 * not that it may call nothing). `onMatch` defaults to the policy's
 * `injection.arguments` (`"block"` → `"reject"`, the default).
 *
 * @example
 * await validateToolCalls(calls, { tools, onMatch: "sanitise" });
 */
export interface ValidateToolCallsOptions {
  readonly tools?: ToolsetInput;
  readonly policy?: PolicyInput;
  readonly onMatch?: "reject" | "sanitise";
  readonly classifier?: Classifier;
}

/**
 * Judges every call on three axes: declared (allowlist, when `tools` is given),
 * arguments match the declaration, and no injection payload in the arguments; plus the
 * policy's limits and value rules. Calls are judged as written (no repair: a gate must
 * not let through what the executor would then receive unrepaired). Findings raised
 * on the raw argument text carry `start`/`end`; with `onMatch: "sanitise"` those spans
 * are replaced by `[redacted]` in `redactedArguments` (same type as the input) and a
 * call whose only findings were redacted is allowed. The semantic pass runs only on
 * calls every local check allowed; its answer is `modelCheck`.
 *
 * @example
 * const verdict = await validateToolCalls([{ name: "get_weather", arguments: '{"city":"Paris"}' }], { tools });
 * verdict.allowed; // true
 */
export async function validateToolCalls(
  calls: readonly ToolCall[],
  options?: ValidateToolCallsOptions,
): Promise<Verdict> {
  const policy = toPolicy(options?.policy);
  const specs = options?.tools === undefined ? undefined : toolSpecsFor(options.tools);
  const mode = options?.onMatch ?? injectionMode(policy.injection.arguments);
  const classifier = options?.classifier ?? policy.classifier;
  const judged = await Promise.all(
    calls.map(async (call): Promise<CallVerdict> => {
      const evaluation = evaluateLocally(call, { specs, policy, repair: false, injection: mode });
      const findings = [...evaluation.findings];
      let allowed = !evaluation.rejected;
      let modelCheck: CallVerdict["modelCheck"];
      if (allowed && classifier !== undefined) {
        const semantic = await semanticPass(evaluation, classifier, policy);
        modelCheck = semantic.modelCheck;
        if (semantic.finding) {
          findings.push(semantic.finding);
          allowed = false;
        }
      }
      return {
        name: evaluation.name,
        resolvedName: evaluation.resolvedName,
        allowed,
        findings,
        validation: evaluation.validation,
        normalizedArguments: evaluation.normalizedArguments(),
        arguments: evaluation.original,
        ...(evaluation.redactedArguments === undefined
          ? {}
          : { redactedArguments: evaluation.redactedArguments }),
        ...(modelCheck === undefined ? {} : { modelCheck }),
      };
    }),
  );
  const allowed = judged.every((call) => call.allowed);
  return { allowed, blocked: !allowed, calls: judged };
}
