import type { Policy } from "./policy-types.js";

/**
 * The defaults DESIGN names: feedback on invalid calls, safe repair, descriptions and
 * tool outputs sanitised, hostile arguments blocked, 1 MiB / depth 64 argument limits.
 *
 * @example
 * policyDefaults.limits.maxDepth; // 64
 */
export const policyDefaults = {
  onInvalid: "feedback",
  repair: "safe",
  injection: { descriptions: "sanitise", arguments: "block", toolOutputs: "sanitise" },
  limits: { maxArgumentBytes: 1_048_576, maxDepth: 64 },
  maxRetries: 3,
  classifierTimeoutMs: 5_000,
  classifierFailure: "closed",
} as const satisfies Omit<Policy, "values">;
