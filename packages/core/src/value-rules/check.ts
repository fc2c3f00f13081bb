import type { ValueRule } from "../policy-types.js";
import type { ToolCall } from "../tool-call.js";

/**
 * `check`: the user's own function; a returned message is a violation. A check that
 * throws rejects the value (fail closed) without leaking the thrown error to the model.
 *
 * @example
 * runCheck(7, { check: (v) => (v === 7 ? "7 is unlucky" : undefined) }, "n", call); // "n: 7 is unlucky"
 */
export function runCheck(
  value: unknown,
  rule: ValueRule,
  path: string,
  call: ToolCall,
): string | undefined {
  if (rule.check === undefined) return undefined;
  let message: unknown;
  try {
    message = rule.check(value, call);
  } catch {
    return `${path}: value rejected by a custom check`;
  }
  if (message === undefined || message === null || message === "") return undefined;
  const text = String(message).replace(/\s+/g, " ").trim();
  return text.startsWith(`${path}:`) ? text : `${path}: ${text}`;
}
