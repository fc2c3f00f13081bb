import { definePolicy } from "./define-policy.js";
import type { Guard, PolicyInput } from "./guard.js";
import type { Policy, PolicyConfig } from "./policy-types.js";

/**
 * True when a policy argument is a guard from `createGuard` (it has `decide` and a policy).
 *
 * @example
 * isGuard(createGuard()); // true
 */
export function isGuard(input: unknown): input is Guard {
  return (
    typeof input === "object" &&
    input !== null &&
    typeof (input as { decide?: unknown }).decide === "function" &&
    typeof (input as { policy?: unknown }).policy === "object"
  );
}

/**
 * Reads anything an entry point accepts as its policy (a guard, a `definePolicy`
 * result, its plain config, or nothing) into a checked Policy.
 *
 * @example
 * toPolicy({ onInvalid: "stop" }).onInvalid; // "stop"
 */
export function toPolicy(input?: PolicyInput): Policy {
  if (isGuard(input)) return input.policy;
  return definePolicy(input as PolicyConfig | undefined);
}
