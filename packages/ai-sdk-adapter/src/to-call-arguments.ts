import type { ToolCall } from "@toolform/core";

/**
 * The SDK hands `validate` whatever JSON the model wrote. An object goes to
 * the core as is; any other JSON value goes as its text, which the core then
 * reports as malformed (arguments must be a JSON object).
 *
 * @example
 * toCallArguments([1, 2]); // "[1,2]"
 */
export function toCallArguments(value: unknown): NonNullable<ToolCall["arguments"]> | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "object" && !Array.isArray(value)) {
    return value as { readonly [key: string]: unknown };
  }
  return JSON.stringify(value) ?? null;
}
