import { pairSync } from "./can-decide-sync.js";
import { checkToolOutput, checkToolOutputSync } from "./check-tool-output.js";
import { decideCall, decideCallSync, type GuardState } from "./decide-call.js";
import { definePolicy } from "./define-policy.js";
import type { Guard, PolicyInput } from "./guard.js";
import { guardDescriptions } from "./guard-descriptions.js";
import type { PolicyConfig } from "./policy-types.js";
import { RetryBudget } from "./retry-budget.js";
import { scanWithPolicy } from "./scan-with-policy.js";
import { isGuard } from "./to-policy.js";
import { validateToolCalls } from "./validate-tool-calls.js";

/**
 * Applies one policy: a decision per call (`decide`), verdicts, scans, and guarding of
 * tool descriptions and tool outputs. Every adapter drives a guard, so the same call
 * under the same policy gets the same decision in every framework. Passing a guard
 * returns it unchanged (its retry budget is shared).
 *
 * @example
 * const guard = createGuard({ values: { send_email: { to: { domains: ["example.com"] } } } });
 * const decision = await guard.decide({ name: "send_email", arguments: '{"to":"a@evil.io"}' }, { tools, runId: "r1" });
 * decision.action; // "feedback"
 */
export function createGuard(policy?: PolicyInput): Guard {
  if (isGuard(policy)) return policy;
  const state: GuardState = {
    policy: definePolicy(policy as PolicyConfig | undefined),
    budget: new RetryBudget(),
  };
  const decide: Guard["decide"] = (call, ctx) => decideCall(call, ctx, state);
  const checkOutput: Guard["checkToolOutput"] = (output, ctx) =>
    checkToolOutput(output, ctx, state.policy);
  return Object.freeze({
    policy: state.policy,
    decide,
    decideSync: pairSync(decide, (call, ctx) => decideCallSync(call, ctx, state)),
    validateToolCalls: (calls, options) =>
      validateToolCalls(calls, { ...options, policy: state.policy }),
    scan: (text, options) => scanWithPolicy(text, options, state.policy),
    guardToolset: (tools) => guardDescriptions(tools, state.policy),
    checkToolOutput: checkOutput,
    checkToolOutputSync: pairSync(checkOutput, (output, ctx) =>
      checkToolOutputSync(output, ctx, state.policy),
    ),
    resetRun: (runId) => state.budget.reset(runId),
  } satisfies Guard);
}
