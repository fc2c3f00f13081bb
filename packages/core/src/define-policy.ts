import type { Policy, PolicyConfig } from "./policy-types.js";

/**
 * Checks a policy config, fills in defaults and freezes it.
 *
 * @example
 * const policy = definePolicy({ onInvalid: "stop" });
 */
export function definePolicy(config?: PolicyConfig): Policy {
  throw new Error(`definePolicy: not implemented (${typeof config})`);
}
