import type { Decision } from "./decision.js";
import { emitEvent } from "./emit-event.js";
import type { ParsedCall } from "./parse-reply.js";
import type { Policy } from "./policy-types.js";
import { renderFeedback } from "./render-feedback.js";
import { safeToolName } from "./safe-text.js";
import { schemaFindings } from "./schema-findings.js";

/**
 * The decision for a call read from text whose arguments were not a JSON object: the
 * text is gone (the parser kept `{}`), so there is nothing left to repair or scan, only
 * `onInvalid` to apply. Emits the event `guard.decide` would.
 *
 * @example
 * const decision = malformedDecision(parsedCall, policy, runId);
 * decision.action; // "feedback"
 */
export function malformedDecision(call: ParsedCall, policy: Policy, runId: string): Decision {
  const stop = policy.onInvalid === "stop";
  const base: Omit<Decision, "feedback"> = {
    action: policy.onInvalid === "execute" ? "execute" : stop ? "stop" : "feedback",
    tool: call.name,
    resolvedName: call.resolvedName,
    arguments: call.arguments,
    originalArguments: call.arguments,
    findings: schemaFindings(call.validation, call.name),
    repairs: [],
    validation: call.validation,
    ...(stop ? { stopped: "invalid_call" as const } : {}),
  };
  emitEvent(policy, {
    type: "tool_call",
    tool: safeToolName(call.resolvedName ?? call.name),
    action: base.action,
    codes: ["malformed_arguments"],
    channel: "argument",
    runId,
    durationMs: 0,
  });
  return base.action === "execute" ? base : { ...base, feedback: renderFeedback(base) };
}
