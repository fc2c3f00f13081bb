import { ToolformError } from "./toolform-error.js";

const marker = Symbol.for("toolform.error.InvalidPolicyError");

/**
 * One thing wrong with a policy: the dotted key path and what is wrong there.
 *
 * @example
 * const issue: PolicyIssue = { path: "injection.arguments", message: 'expected one of "block" | "sanitise" | "warn" | "off", got "stop"' };
 */
export interface PolicyIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown by `definePolicy` and `loadPolicy` for a policy that cannot be used.
 * The issues are data; the message lists them, each naming its key path.
 *
 * @example
 * try { definePolicy({ injection: { arguments: "stop" } }) }
 * catch (e) { if (InvalidPolicyError.isInstance(e)) console.error(e.issues[0]?.path) } // "injection.arguments"
 */
export class InvalidPolicyError extends ToolformError {
  readonly [marker] = true;
  readonly issues: readonly PolicyIssue[];

  constructor(issues: readonly PolicyIssue[], options?: { cause?: unknown }) {
    const lines = issues.map((issue) =>
      issue.path ? `${issue.path}: ${issue.message}` : issue.message,
    );
    super("InvalidPolicyError", `Invalid policy: ${lines.join("; ")}`, options);
    this.issues = Object.freeze([...issues]);
  }

  static override isInstance(error: unknown): error is InvalidPolicyError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
