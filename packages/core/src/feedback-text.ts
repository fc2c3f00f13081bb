import type { Decision } from "./decision.js";
import { renderFeedback } from "./render-feedback.js";

/**
 * The text the model reads for a decision that was not executed: its `feedback`, or,
 * for a decision built by hand without one, the core's rendering of it. Adapters call
 * this rather than writing a fallback of their own, so the model reads the same words
 * in every framework.
 *
 * @example
 * if (decision.action !== "execute") return toolMessage(feedbackText(decision));
 */
export function feedbackText(decision: Decision): string {
  return decision.feedback ?? renderFeedback(decision);
}
