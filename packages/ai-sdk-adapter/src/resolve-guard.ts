import { createGuard, type Guard, type PolicyInput } from "@toolform/core";

// One guard per policy object, so `guardTools(tools, policy)`,
// `repairToolCall(policy)` and `toolformMiddleware(policy)` given the same
// object share one guard: one set of events and one view of which tools are
// guarded. Keyed weakly: a policy built per request is collected with it.
const guards = new WeakMap<object, Guard>();
let defaultGuard: Guard | undefined;

/**
 * The guard an entry point drives: the given guard itself, or the one guard
 * made for this policy object (or for "no policy").
 *
 * @example
 * const guard = resolveGuard({ onInvalid: "stop" });
 */
export function resolveGuard(policy?: PolicyInput): Guard {
  if (policy === undefined) {
    defaultGuard ??= createGuard();
    return defaultGuard;
  }
  if (isGuard(policy)) return policy;
  let guard = guards.get(policy);
  if (guard === undefined) {
    guard = createGuard(policy);
    guards.set(policy, guard);
  }
  return guard;
}

function isGuard(policy: PolicyInput): policy is Guard {
  return typeof (policy as Partial<Guard>).decide === "function";
}
