import { createGuard } from "./create-guard.js";
import type { Guard, PolicyInput } from "./guard.js";
import type { PolicyConfig } from "./policy-types.js";
import { isGuard } from "./to-policy.js";

// One guard per policy object, so entry points given the same object (a toolset
// wrapper, a repair hook, a model middleware) share one guard: one retry budget, one
// view of the tools. Keyed weakly: a policy built per request is collected with it.
const guards = new WeakMap<object, Guard>();
let defaultGuard: Guard | undefined;

/**
 * The guard an adapter entry point drives: the given guard itself, or the one guard
 * made for this policy object (or for "no policy"). Unlike `createGuard`, which makes
 * a fresh guard each time, calling it twice with the same object returns the same guard.
 *
 * @example
 * const policy = { onInvalid: "stop" } as const;
 * resolveGuard(policy) === resolveGuard(policy); // true
 */
export function resolveGuard(policy?: PolicyInput): Guard {
  if (policy === undefined) {
    defaultGuard ??= createGuard();
    return defaultGuard;
  }
  if (isGuard(policy)) return policy;
  let guard = guards.get(policy);
  if (guard === undefined) {
    guard = createGuard(policy as PolicyConfig);
    guards.set(policy, guard);
  }
  return guard;
}
