import { ToolformError } from "./toolform-error.js";

const name = "InvalidToolSpecError";
const marker = Symbol.for(`toolform.error.${name}`);

/**
 * A tool declaration `toToolSpecs` cannot read; `entry` names it (its index
 * in an array, or its key in a record).
 *
 * @example
 * try { toToolSpecs([{ nope: 1 }]) } catch (e) {
 *   if (InvalidToolSpecError.isInstance(e)) console.error(e.entry, e.message); // 0 ...
 * }
 */
export class InvalidToolSpecError extends ToolformError {
  readonly [marker] = true;
  /** Index (array input) or key (record input) of the entry that could not be read. */
  readonly entry: number | string;

  constructor(options: { entry: number | string; reason: string; cause?: unknown }) {
    const where =
      typeof options.entry === "number" ? `tools[${options.entry}]` : `tools["${options.entry}"]`;
    super(name, `Cannot read tool declaration ${where}: ${options.reason}`, {
      cause: options.cause,
    });
    this.entry = options.entry;
  }

  static override isInstance(error: unknown): error is InvalidToolSpecError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
