import { type Decision, ToolformError } from "@toolform/core";

const marker = Symbol.for("toolform.ai-sdk.tool-call-refused");

/**
 * Why ToolForm refused a tool call: the `cause` of the validation error the
 * SDK reports, carrying the whole decision for logging and tests. Its message
 * is the feedback the model reads, never the raw arguments.
 *
 * @example
 * if (ToolCallRefusedError.isInstance(error.cause)) console.log(error.cause.decision.findings);
 */
export class ToolCallRefusedError extends ToolformError {
  readonly [marker] = true;
  readonly decision: Decision;

  constructor(decision: Decision) {
    super(
      "ToolCallRefusedError",
      decision.feedback ?? `ToolForm refused the call to ${decision.tool}`,
    );
    this.decision = decision;
  }

  static override isInstance(error: unknown): error is ToolCallRefusedError {
    return typeof error === "object" && error !== null && marker in error;
  }
}

/**
 * Finds ToolForm's refusal in an error the SDK built around it (the SDK nests
 * it as `InvalidToolInputError → TypeValidationError → ToolCallRefusedError`).
 *
 * @example
 * const refusal = findRefusal(error); // ToolCallRefusedError | undefined
 */
export function findRefusal(error: unknown): ToolCallRefusedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    if (ToolCallRefusedError.isInstance(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
