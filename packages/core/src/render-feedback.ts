import type { Decision } from "./decision.js";

/**
 * The deterministic JSON text the model sees for a call that was not executed.
 *
 * @example
 * renderFeedback(decision); // '{"ok":false,"error":"invalid call",...}'
 */
export function renderFeedback(decision: Omit<Decision, "feedback">): string {
  throw new Error(`renderFeedback: not implemented (${decision.tool})`);
}
