import { checkLimits } from "./check-limits.js";

/**
 * True when arguments (the text the model wrote, or an object) nest deeper than
 * `maxDepth`: the core's own depth rule (`limits.maxDepth`), linear and cycle-safe, for
 * an adapter that must refuse such arguments before its framework copies them
 * recursively (and overflows its stack) on the way to `guard.decide`.
 *
 * @example
 * nestsDeeperThan('{"a":{"a":{"a":1}}}', 2); // true
 * nestsDeeperThan({ a: [1] }, 2); // false
 */
export function nestsDeeperThan(args: unknown, maxDepth: number): boolean {
  const breach = checkLimits(args, { maxArgumentBytes: Number.POSITIVE_INFINITY, maxDepth });
  return breach?.code === "arguments_too_large";
}
