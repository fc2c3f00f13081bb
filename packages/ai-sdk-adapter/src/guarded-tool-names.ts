import type { Guard } from "@toolform/core";

// Which tool names a guard checks inside the SDK's own validation hook
// (`guardTools`). The middleware leaves refused calls to those tools alone,
// so the SDK reports the tool's error to the model, and only intercepts
// calls that would otherwise run unchecked.
const names = new WeakMap<Guard, Set<string>>();

/**
 * Records that `guardTools` wrapped these tools with this guard.
 *
 * @example
 * markGuarded(guard, ["send_email"]);
 */
export function markGuarded(guard: Guard, toolNames: Iterable<string>): void {
  let set = names.get(guard);
  if (set === undefined) {
    set = new Set();
    names.set(guard, set);
  }
  for (const name of toolNames) set.add(name);
}

/**
 * Whether `guardTools` wrapped a tool of this name with this guard.
 *
 * @example
 * if (!isGuarded(guard, call.toolName)) refuseInStream(call);
 */
export function isGuarded(guard: Guard, toolName: string): boolean {
  return names.get(guard)?.has(toolName) ?? false;
}
