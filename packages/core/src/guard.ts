import type { Decision, DecisionContext } from "./decision.js";
import type { ToolsetReport } from "./guard-toolset.js";
import type { ModelCheck, Policy, PolicyConfig } from "./policy-types.js";
import type { ScanFinding, ScanOptions, ScanResult } from "./scan-result.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";
import type { ValidateToolCallsOptions } from "./validate-tool-calls.js";
import type { Verdict } from "./verdict.js";

/**
 * What to do with a tool's output before the model reads it (`tool_output`
 * channel): pass it on, pass on a cleaned copy, or replace it with a refusal.
 *
 * @example
 * const out = await guard.checkToolOutput(result, { tool: "fetch_page" });
 * return out.output;
 */
export interface OutputDecision {
  readonly action: "allow" | "sanitise" | "block";
  /** What the model should read: the original, a cleaned copy, or a short refusal text. */
  readonly output: unknown;
  readonly findings: readonly ScanFinding[];
}

/**
 * The tool descriptions as the policy lets the model see them.
 *
 * @example
 * const { tools, blocked } = guard.guardToolset(mcpTools);
 */
export interface GuardedToolset extends ToolsetReport {
  /** Tools the model may see: cleaned under `"sanitise"`, without blocked tools under `"block"`. */
  readonly tools: readonly ToolSpec[];
  /**
   * Names of tools withheld: every poisoned tool under `"block"`; under
   * `"sanitise"`, those the cleaned copy cannot make safe (`uncleanable`).
   */
  readonly removed: readonly string[];
  /**
   * Names of tools whose text the model reads was rewritten (under `"sanitise"`, every
   * tool with a description-channel finding): an adapter shows these as `tools` has
   * them instead of the originals.
   */
  readonly sanitised: readonly string[];
}

/**
 * One policy, applied. Every adapter drives a guard.
 *
 * @example
 * const guard = createGuard({ values: { send_money: { amount: { max: 100 } } } });
 * const decision = await guard.decide(call, { tools });
 * const same = guard.decideSync(call, { tools }); // no classifier: no promise needed
 */
export interface Guard {
  readonly policy: Policy;
  decide(call: ToolCall, ctx: DecisionContext): Promise<Decision>;
  /**
   * The decision `decide` gives, returned without a promise, for a policy with no
   * `classifier` (with one it throws `AsyncClassifierError`). For callers inside a
   * synchronous hook, or that decide so often a promise per call shows.
   */
  decideSync(call: ToolCall, ctx: DecisionContext): Decision;
  validateToolCalls(
    calls: readonly ToolCall[],
    options?: Omit<ValidateToolCallsOptions, "policy">,
  ): Promise<Verdict>;
  scan(
    text: string,
    options?: ScanOptions & { readonly tool?: string },
  ): Promise<ScanResult & { readonly modelCheck?: ModelCheck }>;
  guardToolset(tools: ToolsetInput): GuardedToolset;
  checkToolOutput(
    output: unknown,
    ctx: { readonly tool: string; readonly runId?: string },
  ): Promise<OutputDecision>;
  /** Forget the retry budget of one run (or of every run). */
  /**
   * The answer `checkToolOutput` gives, returned without a promise, for a policy with
   * no `classifier` (with one it throws `AsyncClassifierError`).
   */
  checkToolOutputSync(
    output: unknown,
    ctx: { readonly tool: string; readonly runId?: string },
  ): OutputDecision;
  resetRun(runId?: string): void;
}

/**
 * Everything an adapter entry point accepts as its policy argument.
 *
 * @example
 * guardTools(tools, { onInvalid: "stop" });
 */
export type PolicyInput = Policy | PolicyConfig | Guard;
