import type { Guard, PolicyInput } from "./guard.js";

/**
 * Applies one policy: decisions per call, verdicts, scans, toolset and output guarding.
 *
 * @example
 * const guard = createGuard({ onInvalid: "feedback" });
 */
export function createGuard(policy?: PolicyInput): Guard {
  throw new Error(`createGuard: not implemented (${typeof policy})`);
}
