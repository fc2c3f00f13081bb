const marker = Symbol.for("toolform.error");

/**
 * Base class of every error ToolForm throws. Use `ToolformError.isInstance`
 * rather than `instanceof`, which breaks across duplicated package copies.
 *
 * @example
 * try { definePolicy(config) } catch (e) { if (ToolformError.isInstance(e)) console.error(e.message) }
 */
export class ToolformError extends Error {
  readonly [marker] = true;

  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
  }

  static isInstance(error: unknown): error is ToolformError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
