import type { Policy } from "@toolform/core";
import { feedbackIn, type PromptMessage } from "./feedback-in-prompt.js";

/** Why ToolForm ends a run, as `providerMetadata.toolform` of its final response. */
export interface RunStop {
  readonly stopped: "retry_budget" | "invalid_call";
  readonly tool: string;
}

/**
 * Whether the core stopped this run in the step just taken: the newest tool
 * results carry its "retry budget exhausted" feedback, or, under
 * `onInvalid: "stop"`, any feedback for an invalid call. The decision is the
 * core's; the prompt is only how it reaches the middleware.
 *
 * @example
 * const stop = runStop(params.prompt, guard.policy);
 */
export function runStop(prompt: readonly PromptMessage[], policy: Policy): RunStop | undefined {
  for (const feedback of feedbackIn(prompt.at(-1))) {
    if (feedback.error === "retry budget exhausted")
      return { stopped: "retry_budget", tool: feedback.tool };
    if (policy.onInvalid === "stop") return { stopped: "invalid_call", tool: feedback.tool };
  }
  return undefined;
}

/**
 * The final answer of a run ToolForm ended.
 *
 * @example
 * stopText({ stopped: "retry_budget", tool: "weather" });
 */
export function stopText(stop: RunStop): string {
  const why =
    stop.stopped === "retry_budget"
      ? `the retry budget for ${stop.tool} is spent`
      : `the call to ${stop.tool} was invalid and the policy stops on invalid calls`;
  return `I could not complete this request: ${why}. ToolForm ended the run.`;
}
