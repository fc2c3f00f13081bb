import { ToolformError } from "./toolform-error.js";

const name = "InvalidToolSchemaError";
const marker = Symbol.for(`toolform.error.${name}`);

/**
 * A tool's parameter schema cannot be compiled (not valid JSON Schema, an
 * unresolvable `$ref`, a cycle). The call cannot be judged, so it must not run.
 *
 * @example
 * try { validateArguments(call, tools) } catch (e) {
 *   if (InvalidToolSchemaError.isInstance(e)) console.error(e.toolName, e.message);
 * }
 */
export class InvalidToolSchemaError extends ToolformError {
  readonly [marker] = true;
  /** The tool whose schema failed to compile. */
  readonly toolName: string;

  constructor(options: { toolName: string; reason: string; cause?: unknown }) {
    super(name, `Invalid schema for tool "${options.toolName}": ${options.reason}`, {
      cause: options.cause,
    });
    this.toolName = options.toolName;
  }

  static override isInstance(error: unknown): error is InvalidToolSchemaError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
