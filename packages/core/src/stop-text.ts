import type { Decision } from "./decision.js";
import { safeToolName } from "./safe-text.js";

/**
 * The final answer of a run ToolForm ended (a `"stop"` decision), which an adapter
 * writes in place of another model call: the same words in every framework.
 *
 * @example
 * renderStopText({ stopped: "retry_budget", tool: "weather" });
 * // "I could not complete this request: the retry budget for weather is spent. ToolForm ended the run."
 */
export function renderStopText(stop: {
  readonly stopped: NonNullable<Decision["stopped"]>;
  readonly tool: string;
}): string {
  const tool = safeToolName(stop.tool);
  const why =
    stop.stopped === "retry_budget"
      ? `the retry budget for ${tool} is spent`
      : `the call to ${tool} was invalid and the policy stops on invalid calls`;
  return `I could not complete this request: ${why}. ToolForm ended the run.`;
}
