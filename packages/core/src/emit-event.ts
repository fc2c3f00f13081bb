import type { Policy } from "./policy-types.js";
import type { ToolformEvent } from "./toolform-event.js";

/**
 * Hands one event to the policy's `onEvent`. A listener that throws is ignored: logging
 * must never change a decision.
 *
 * @example
 * emitEvent(policy, { type: "tool_call", tool: "f", action: "execute", codes: [], durationMs: 1 });
 */
export function emitEvent(policy: Policy, event: ToolformEvent): void {
  if (policy.onEvent === undefined) return;
  try {
    policy.onEvent(Object.freeze(event));
  } catch {
    // Swallowed on purpose, see above.
  }
}

/**
 * Milliseconds since an arbitrary origin, for event timings.
 *
 * @example
 * const started = now();
 */
export function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}
