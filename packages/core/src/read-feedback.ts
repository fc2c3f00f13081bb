import type { Decision } from "./decision.js";

/**
 * What ToolForm's feedback says, read back from the text a model was sent: the
 * `error` (`"invalid call"`, `"call refused"`, `"retry budget exhausted"`, `"tool
 * failed"`, `"call not checked"`), the tool, and `stopped` when the decision ended the
 * run. An adapter that only sees the transcript (a model middleware) reads the core's
 * decision back with this instead of matching strings.
 *
 * @example
 * const summary: FeedbackSummary = { error: "retry budget exhausted", tool: "weather", stopped: "retry_budget" };
 */
export interface FeedbackSummary {
  readonly error: string;
  readonly tool: string;
  /** Set when the decision was `"stop"`: why the run ends. */
  readonly stopped?: NonNullable<Decision["stopped"]>;
}

const start = '{"ok":false,"error":';

/**
 * Finds ToolForm's feedback JSON in a text (on its own, or at the end of a framework's
 * error message such as `Invalid input for tool x: {…}`) and reads it. Returns
 * `undefined` for any other text. The `stopped` marker is the structured form of the
 * core's "stop" decision: it is present exactly when the run must end.
 *
 * @example
 * readFeedback('Invalid input for tool weather: {"ok":false,"error":"retry budget exhausted","tool":"weather","stopped":"retry_budget"}');
 * // { error: "retry budget exhausted", tool: "weather", stopped: "retry_budget" }
 */
export function readFeedback(text: string): FeedbackSummary | undefined {
  const at = text.indexOf(start);
  if (at === -1) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text.slice(at));
  } catch {
    return undefined;
  }
  const { error, tool, stopped } = body as { error?: unknown; tool?: unknown; stopped?: unknown };
  if (typeof error !== "string") return undefined;
  const summary = { error, tool: typeof tool === "string" ? tool : "" };
  return stopped === "retry_budget" || stopped === "invalid_call"
    ? { ...summary, stopped }
    : summary;
}
