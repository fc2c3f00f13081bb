import { type Decision, renderUncheckedFeedback, ToolCallRefusedError } from "@toolform/core";
import { TypeValidationError } from "ai";

/**
 * The error a guarded tool's `validate` returns for a refused call.
 *
 * It is the SDK's own `TypeValidationError` for the very value the SDK
 * validated, so the SDK passes it on unchanged instead of wrapping it in a new
 * one whose message starts with `Value: {raw arguments}`: that echo would hand
 * an injected argument straight back to the model. Its message is ToolForm's
 * short feedback instead; its `cause` the refusal with the whole decision.
 *
 * @example
 * return { success: false, error: refusalValidationError(value, decision) };
 */
export function refusalValidationError(value: unknown, decision: Decision): TypeValidationError {
  const refusal = new ToolCallRefusedError(decision);
  return validationError(value, refusal.message, refusal);
}

/**
 * The same, for a call ToolForm could not judge (the guard threw): the call is
 * not run and the model reads a short, fixed text.
 *
 * @example
 * return { success: false, error: uncheckedValidationError(value, error) };
 */
export function uncheckedValidationError(value: unknown, cause: unknown): TypeValidationError {
  return validationError(value, renderUncheckedFeedback(), cause);
}

function validationError(value: unknown, message: string, cause: unknown): TypeValidationError {
  const error = new TypeValidationError({ value, cause });
  error.message = message;
  // The stack was captured with the constructor's message, which quotes the value.
  error.stack = `${error.name}: ${message}`;
  return error;
}
