import { AsyncClassifierError } from "./async-classifier-error.js";
import type { Decision, DecisionAction, DecisionContext } from "./decision.js";
import { emitEvent, now } from "./emit-event.js";
import { evaluateLocally, type LocalEvaluation, type LocalOptions } from "./evaluate-call.js";
import {
  type InjectionMode,
  injectionMode,
  isRejecting,
  refusalCodes,
  schemaCodes,
} from "./finding-kinds.js";
import type { Policy } from "./policy-types.js";
import { type QuickMiss, quickDecision } from "./quick-decision.js";
import { renderFeedback } from "./render-feedback.js";
import type { RetryBudget } from "./retry-budget.js";
import { safeToolName } from "./safe-text.js";
import { semanticPass } from "./semantic-pass.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolsetInput } from "./tool-spec.js";
import { toolIndexFor } from "./tool-specs-for.js";
import type { ToolsetIndex } from "./toolset-index.js";
import type { CallFinding } from "./verdict.js";

/**
 * What a guard keeps between decisions: its policy and the retry budget.
 *
 * @example
 * const state: GuardState = { policy: definePolicy(), budget: new RetryBudget() };
 */
export interface GuardState {
  readonly policy: Policy;
  readonly budget: RetryBudget;
  /** The local checks' options for the toolset decided last, kept to reuse. */
  local?: KeptOptions;
}

/**
 * The local checks' options as a guard keeps them: with the toolset object they were
 * built for, and whether it was frozen then.
 *
 * @example
 * const kept: KeptOptions = { ...options, tools, frozen: Object.isFrozen(tools) };
 */
export interface KeptOptions extends LocalOptions {
  readonly tools: ToolsetInput | undefined;
  readonly frozen: boolean;
}

// A guard mostly decides for one toolset at a time: its options object is built when
// the toolset changes, not on every call. A frozen toolset it was built for cannot
// have changed since (freezing is permanent), so its options are reused without
// reading the toolset again; any other is read (and compared) as it always was.
function localOptions(state: GuardState, tools: ToolsetInput | undefined): KeptOptions {
  const last = state.local;
  if (last?.frozen && tools === last.tools) return last;
  const index = tools === undefined ? undefined : toolIndexFor(tools);
  if (last !== undefined && last.index === index) return last;
  const { policy } = state;
  const local: KeptOptions = {
    specs: index?.specs,
    index,
    policy,
    repair: policy.repair === "safe",
    injection: injectionMode(policy.injection.arguments),
    tools,
    frozen: typeof tools === "object" && tools !== null && Object.isFrozen(tools),
  };
  state.local = local;
  return local;
}

function chooseAction(
  rejecting: readonly CallFinding[],
  policy: Policy,
): { action: DecisionAction; stopped?: Decision["stopped"] } {
  if (rejecting.length === 0) return EXECUTE;
  // A loop rather than `some` with a fresh callback: this runs on every call.
  for (let i = 0; i < rejecting.length; i++) if (refusalCodes.has(rejecting[i]!.code)) return BLOCK;
  if (policy.onInvalid === "stop") return STOP;
  if (policy.onInvalid === "execute" && rejecting.every((f) => schemaCodes.has(f.code))) {
    return EXECUTE;
  }
  return FEEDBACK;
}

// The four outcomes, shared: chooseAction runs on every call.
const EXECUTE = Object.freeze({ action: "execute" as const });
const BLOCK = Object.freeze({ action: "block" as const });
const STOP = Object.freeze({ action: "stop" as const, stopped: "invalid_call" as const });
const FEEDBACK = Object.freeze({ action: "feedback" as const });

// The findings that reject the call: usually all of them (a redacted or warned-about
// span is the exception), and then the list itself is used rather than a copy.
function rejectingOf(
  findings: readonly CallFinding[],
  mode: InjectionMode,
): readonly CallFinding[] {
  for (let i = 0; i < findings.length; i++) {
    if (!isRejecting(findings[i]!, mode)) return findings.filter((f) => isRejecting(f, mode));
  }
  return findings;
}

/**
 * One decision for one call: the local checks (allowlist, limits, parse and safe
 * repair, schema, value rules, argument scan), then the semantic pass on a call they
 * all allowed, then `onInvalid` and the retry budget. Emits one event.
 *
 * Not an `async` function: an async function allocates its suspended frame (every
 * local of this hot path) on each call even when it never waits, and most decisions
 * never wait. Only a call that goes on to the classifier takes the async path; every
 * other decision is settled here, and anything thrown is returned as a rejection,
 * as an async function would.
 *
 * @example
 * const decision = await decideCall(call, { tools }, state);
 */
export function decideCall(
  call: ToolCall,
  ctx: DecisionContext,
  state: GuardState,
): Promise<Decision> {
  try {
    // A promise (the classifier's path) is returned as it is.
    return Promise.resolve(decideOrWait(call, ctx, state));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The decision `decideCall` settles to, returned as it is: for a guard whose policy
 * has no classifier, nothing in a decision waits, and a caller that can take a value
 * (a framework's synchronous validation hook) is spared the promise and its turns of
 * the queue. A policy with a classifier must be awaited: that is an error here.
 *
 * @example
 * const decision = decideCallSync(call, { tools }, state);
 */
export function decideCallSync(call: ToolCall, ctx: DecisionContext, state: GuardState): Decision {
  if (state.policy.classifier !== undefined) throw new AsyncClassifierError("decideSync", "decide");
  return decideOrWait(call, ctx, state) as Decision;
}

// The decision, or (only on the classifier's path) a promise of it.
function decideOrWait(
  call: ToolCall,
  ctx: DecisionContext,
  state: GuardState,
): Decision | Promise<Decision> {
  const started = state.policy.onEvent === undefined ? 0 : now();
  const { policy } = state;
  // One lookup for the specs, name resolution and the names feedback offers.
  const local = localOptions(state, ctx?.tools);
  const index = local.index;
  // The usual call (a valid, clean argument object) is decided on the quick path;
  // a classifier or an event listener needs the general one.
  let known: QuickMiss | undefined;
  if (index !== undefined && policy.classifier === undefined && policy.onEvent === undefined) {
    const quick = quickDecision(call, local);
    if (quick !== undefined && "action" in quick) {
      if (ctx?.runId !== undefined) state.budget.succeed(ctx.runId, quick.resolvedName as string);
      return quick;
    }
    known = quick;
  }
  const evaluation = evaluateLocally(call, local, known);
  if (!evaluation.rejected && policy.classifier !== undefined) {
    return withSemanticPass(ctx, state, started, index, evaluation, policy.classifier);
  }
  return settle(ctx, state, started, index, evaluation, evaluation.findings);
}

async function withSemanticPass(
  ctx: DecisionContext,
  state: GuardState,
  started: number,
  index: ToolsetIndex | undefined,
  evaluation: LocalEvaluation,
  classifier: NonNullable<Policy["classifier"]>,
): Promise<Decision> {
  let findings = evaluation.findings;
  const semantic = await semanticPass(evaluation, classifier, state.policy);
  // A copy: the evaluation's own list is not the decision's to grow.
  if (semantic.finding) findings = [...findings, semantic.finding];
  return settle(ctx, state, started, index, evaluation, findings);
}

// The retry budget's key for every name the toolset does not have (a name no real
// tool has; were one to, the two would only be counted together).
const unknownTools = "\u0000unknown tool";

// `onInvalid`, the retry budget, the decision, its feedback and its event.
function settle(
  ctx: DecisionContext,
  state: GuardState,
  started: number,
  index: ToolsetIndex | undefined,
  evaluation: LocalEvaluation,
  findings: readonly CallFinding[],
): Decision {
  const { policy, budget } = state;
  const rejecting = rejectingOf(findings, injectionMode(policy.injection.arguments));
  const tool = evaluation.resolvedName ?? evaluation.name;
  const runId = ctx?.runId;
  let { action, stopped } = chooseAction(rejecting, policy);
  // Without a run id there is no run to count in: one shared count would let one
  // caller's failures stop another's calls. Names the toolset does not have share
  // one count, so a model inventing a new name each try is stopped all the same.
  if (runId !== undefined) {
    const key = evaluation.resolvedName ?? unknownTools;
    if (action === "feedback" || action === "block") {
      if (budget.fail(runId, key) >= policy.maxRetries) {
        action = "stop";
        stopped = "retry_budget";
      }
    } else if (rejecting.length === 0) budget.succeed(runId, key);
  }

  // Built in place (same keys, same order as a spread would give): this is the hot path.
  const decision: { -readonly [K in keyof Decision]: Decision[K] } = {
    action,
    tool: evaluation.name,
    resolvedName: evaluation.resolvedName,
    arguments: evaluation.executable,
    originalArguments: evaluation.original,
    findings,
    repairs: evaluation.repairs,
    validation: evaluation.validation,
  };
  if (stopped !== undefined) decision.stopped = stopped;
  if (action !== "execute") {
    decision.feedback = renderFeedback(decision, index ? { tools: index.names } : {});
  }
  // The event (and its timing) is built only for a listener.
  if (policy.onEvent === undefined) return decision;
  emitEvent(policy, {
    type: "tool_call",
    tool: safeToolName(tool),
    action,
    codes: [...new Set(findings.map((f) => f.code))],
    channel: "argument",
    ...(ctx?.runId === undefined ? {} : { runId: ctx.runId }),
    durationMs: now() - started,
  });
  return decision;
}
