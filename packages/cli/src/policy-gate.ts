import type { Channel, InjectionAction, Policy } from "@toolform/core";

/**
 * The policy's action for findings on a channel (`text` has none: always `"block"`).
 *
 * @example
 * channelAction(policy, "description"); // "sanitise" by default
 */
export function channelAction(policy: Policy, channel: Channel): InjectionAction {
  if (channel === "description") return policy.injection.descriptions;
  if (channel === "argument") return policy.injection.arguments;
  if (channel === "tool_output") return policy.injection.toolOutputs;
  return "block";
}

/**
 * Whether blocking findings fail the command (exit 1). A policy that only
 * warns (`"warn"`) or does not scan (`"off"`) a channel reports its findings
 * but does not fail, so a team can adopt the CLI in CI before enforcing it.
 *
 * @example
 * gates("sanitise"); // true
 */
export function gates(action: InjectionAction): boolean {
  return action === "block" || action === "sanitise";
}
