import type { RawCall } from "./read-call.js";

/**
 * What a provider payload given whole holds: its tool calls, in order, and the
 * prose the model wrote beside them (`""` when none).
 *
 * @example
 * const read: PayloadRead = { calls: [{ name: "f", arguments: {} }], text: "Checking." };
 */
export interface PayloadRead {
  readonly calls: readonly RawCall[];
  readonly text: string;
}

/**
 * Joins prose pieces as paragraphs, skipping empty ones.
 *
 * @example
 * joinProse(["One.", "", "Two."]); // "One.\n\nTwo."
 */
export function joinProse(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
