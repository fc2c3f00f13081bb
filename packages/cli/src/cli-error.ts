import { ToolformError } from "@toolform/core";

const marker = Symbol.for("toolform.cli.usage-error");

/**
 * A problem with how `toolform` was called or with what it was given (bad
 * flags, an unreadable file, invalid JSON, an unreachable MCP server). The
 * CLI prints its message on one line, with no stack trace, and exits 2.
 *
 * @example
 * throw new CliUsageError("cannot read tools.json: no such file");
 */
export class CliUsageError extends ToolformError {
  readonly [marker] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super("CliUsageError", message, options);
  }

  static override isInstance(error: unknown): error is CliUsageError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
