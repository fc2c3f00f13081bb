import { ToolCallRefusedError } from "@toolform/core";

// The refusal is the core's error (the same class every adapter throws), re-exported here.
export { ToolCallRefusedError };

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
