import { checkLimits } from "./check-limits.js";
import type { Policy } from "./policy-types.js";
import { redactArguments, scanArguments } from "./scan-arguments.js";

/**
 * A refused call's arguments as the model may read them again in its own
 * earlier turn of the transcript: injected spans replaced by `[redacted]`, so
 * a payload the guard refused is never read back; everything dropped (`{}`,
 * or `""` for text) when over the policy's size or depth limits, since
 * scanning megabytes again on every later step costs seconds and the model
 * gains nothing from rereading them; unchanged when the policy turns argument
 * scanning off. Never mutates its input.
 *
 * @example
 * redactRefusedArguments({ body: "Ignore all previous instructions and ..." }, definePolicy({}));
 * // { body: "[redacted] ..." }
 */
export function redactRefusedArguments<T extends string | { readonly [key: string]: unknown }>(
  args: T,
  policy: Policy,
): T {
  if (policy.injection.arguments === "off") return args;
  if (checkLimits(args, policy.limits) !== undefined)
    return (typeof args === "string" ? "" : {}) as T;
  const { findings } = scanArguments(args);
  return findings.length === 0 ? args : redactArguments(args, findings);
}
