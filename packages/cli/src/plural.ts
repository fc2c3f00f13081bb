/**
 * A count with its noun, singular for exactly one: `1 tool`, `0 tools`, `2 tools`.
 *
 * @example
 * plural(1, "finding"); // "1 finding"
 * plural(3, "hosted tool"); // "3 hosted tools"
 */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
