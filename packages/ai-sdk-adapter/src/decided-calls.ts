import type { Decision, Guard } from "@toolform/core";

// The three pieces can meet one call in turn: `repairToolCall` (or the
// middleware) decides a call the SDK could not parse or name and hands it on
// repaired, and the SDK then validates it against the guarded tool's schema.
// The decision travels with the call, so the tool's validation takes it
// instead of deciding again: one call, one decision, one `onEvent` event.
// Keyed per guard by tool name and the exact input text handed on (the SDK
// parses that text; its JSON reads back to the same text). Bounded: a hand-over
// nobody takes (the SDK stopped the step) is forgotten after `maxPending` more.
const pending = new WeakMap<Guard, Map<string, Decision>>();
const maxPending = 256;

// Guards a `repairToolCall` was made with: the SDK hands the calls it cannot
// parse or name to that function, which decides them.
const repairers = new WeakSet<Guard>();

/**
 * Records the decision of a call handed on as `name` with `input` (the JSON text
 * of its decided arguments) for the guarded tool's validation to take.
 *
 * @example
 * handOver(guard, "get_weather", '{"city":"Paris"}', decision);
 */
export function handOver(guard: Guard, name: string, input: string, decision: Decision): void {
  let calls = pending.get(guard);
  if (calls === undefined) {
    calls = new Map();
    pending.set(guard, calls);
  }
  if (calls.size >= maxPending) {
    const oldest = calls.keys().next().value;
    if (oldest !== undefined) calls.delete(oldest);
  }
  calls.set(keyOf(name, input), decision);
}

/**
 * The decision handed on with this call, once (it is forgotten as it is taken),
 * or undefined when the call comes straight from the model.
 *
 * @example
 * const decided = takeHandedOver(guard, "get_weather", { city: "Paris" });
 */
export function takeHandedOver(guard: Guard, name: string, value: unknown): Decision | undefined {
  const calls = pending.get(guard);
  // The usual state: nothing handed on, nothing to serialize.
  if (calls === undefined || calls.size === 0) return undefined;
  let input: string;
  try {
    input = JSON.stringify(value);
  } catch {
    return undefined;
  }
  const key = keyOf(name, input);
  const decision = calls.get(key);
  if (decision !== undefined) calls.delete(key);
  return decision;
}

/**
 * Notes that calls the SDK cannot parse or name under this guard reach a
 * `repairToolCall` made with it, which decides them.
 *
 * @example
 * markRepairer(guard);
 */
export function markRepairer(guard: Guard): void {
  repairers.add(guard);
}

/**
 * Whether a `repairToolCall` was made with this guard.
 *
 * @example
 * if (hasRepairer(guard)) return { kind: "pass", part, hideInput };
 */
export function hasRepairer(guard: Guard): boolean {
  return repairers.has(guard);
}

// Errors of a tool's own schema (a zod refinement the JSON Schema cannot say)
// rejecting arguments ToolForm let through: the call was decided, and the
// SDK's own message on the tool's schema is the model's answer.
const rejectedByTool = new WeakSet<object>();

/**
 * Marks the error a guarded tool's own schema returned for decided arguments.
 *
 * @example
 * markRejectedByTool(result.error);
 */
export function markRejectedByTool(error: unknown): void {
  if (typeof error === "object" && error !== null) rejectedByTool.add(error);
}

/**
 * Whether an error the SDK built (`InvalidToolInputError` around the tool's
 * validation error) comes from a tool's own schema after ToolForm decided.
 *
 * @example
 * if (isRejectedByTool(error)) return null; // decided already: not a call to repair
 */
export function isRejectedByTool(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    if (rejectedByTool.has(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function keyOf(name: string, input: string): string {
  return `${name}\u0000${input}`;
}
