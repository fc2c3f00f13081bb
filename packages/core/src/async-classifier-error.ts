import { ToolformError } from "./toolform-error.js";

const marker = Symbol.for("toolform.error.AsyncClassifierError");

/**
 * Thrown by a guard's synchronous methods (`decideSync`, `checkToolOutputSync`) when
 * its policy has a `classifier`: the semantic pass answers asynchronously, so only the
 * awaited method can run it. Nothing is decided and no retry is counted.
 *
 * @example
 * try { guard.decideSync(call, { tools }) }
 * catch (e) { if (AsyncClassifierError.isInstance(e)) decision = await guard.decide(call, { tools }) }
 */
export class AsyncClassifierError extends ToolformError {
  readonly [marker] = true;
  /** The synchronous method that was called. */
  readonly method: string;

  constructor(method: string, instead: string) {
    super(
      "AsyncClassifierError",
      `guard.${method}() cannot run the policy's classifier, which answers asynchronously: use await guard.${instead}() instead`,
    );
    this.method = method;
  }

  static override isInstance(error: unknown): error is AsyncClassifierError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
