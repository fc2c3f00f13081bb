import type { Decision } from "./decision.js";
import { feedbackText } from "./feedback-text.js";
import { ToolformError } from "./toolform-error.js";

const marker = Symbol.for("toolform.tool-call-refused");

/**
 * ToolForm did not run a call: thrown where a framework expects an error (a tool
 * invoked directly, a callback, a validation hook), carrying the whole decision for
 * logging and tests. Its message is the feedback the model reads (never the raw
 * arguments), unless the caller gives another.
 *
 * @example
 * try { await tool.invoke(args) }
 * catch (e) { if (ToolCallRefusedError.isInstance(e)) console.log(e.decision.findings) }
 */
export class ToolCallRefusedError extends ToolformError {
  readonly [marker] = true;
  readonly decision: Decision;

  constructor(decision: Decision, message: string = feedbackText(decision)) {
    super("ToolCallRefusedError", message);
    this.decision = decision;
  }

  static override isInstance(error: unknown): error is ToolCallRefusedError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
