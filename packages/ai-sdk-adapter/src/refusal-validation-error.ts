import type { Decision } from "@toolform/core";
import { TypeValidationError } from "ai";
import { ToolCallRefusedError } from "./tool-call-refused-error.js";

/**
 * The error a guarded tool's `validate` returns for a refused call.
 *
 * It is the SDK's own `TypeValidationError` for the very value the SDK
 * validated, so the SDK passes it on unchanged instead of wrapping it in a new
 * one whose message starts with `Value: {raw arguments}`: that echo would hand
 * an injected argument straight back to the model. Its message is ToolForm's
 * short feedback instead.
 *
 * @example
 * return { success: false, error: refusalValidationError(value, decision) };
 */
export function refusalValidationError(value: unknown, decision: Decision): TypeValidationError {
  const refusal = new ToolCallRefusedError(decision);
  const error = new TypeValidationError({ value, cause: refusal });
  error.message = refusal.message;
  // The stack was captured with the constructor's message, which quotes the value.
  error.stack = `${error.name}: ${error.message}`;
  return error;
}
