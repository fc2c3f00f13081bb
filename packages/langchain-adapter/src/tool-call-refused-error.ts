import { type Decision, ToolformError } from "@toolform/core";

/**
 * Thrown by a guarded tool invoked directly with plain arguments (not a
 * ToolCall) when ToolForm did not run the call. Its message is the feedback
 * text a model would have read; `decision` says why.
 *
 * @example
 * try { await guarded.invoke({ to: "x@evil.test" }) }
 * catch (e) { if (ToolCallRefusedError.isInstance(e)) console.log(e.decision.findings) }
 */
export class ToolCallRefusedError extends ToolformError {
  readonly decision: Decision;

  constructor(decision: Decision, message: string) {
    super("ToolCallRefusedError", message);
    this.decision = decision;
  }

  static override isInstance(error: unknown): error is ToolCallRefusedError {
    return ToolformError.isInstance(error) && error.name === "ToolCallRefusedError";
  }
}
