import { feedbackIn, type PromptMessage } from "./feedback-in-prompt.js";

/** Why ToolForm ends a run, as `providerMetadata.toolform` of its final response. */
export interface RunStop {
  readonly stopped: "retry_budget" | "invalid_call";
  readonly tool: string;
}

/**
 * Whether the core stopped this run in the step just taken: the newest tool
 * results carry feedback marked `stopped` (retry budget spent, or
 * `onInvalid: "stop"`). The decision is the core's, read back with its own
 * `readFeedback`; the prompt is only how it reaches the middleware.
 *
 * @example
 * const stop = runStop(params.prompt);
 */
export function runStop(prompt: readonly PromptMessage[]): RunStop | undefined {
  for (const feedback of feedbackIn(prompt.at(-1))) {
    if (feedback.stopped !== undefined) return { stopped: feedback.stopped, tool: feedback.tool };
  }
  return undefined;
}
