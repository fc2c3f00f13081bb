import { randomUUID } from "node:crypto";
import {
  decideOnce,
  feedbackText,
  type Guard,
  nestsDeeperThan,
  renderUncheckedFeedback,
  resolveToolName,
  type ToolSpec,
} from "@toolform/core";
import { handOver, hasRepairer } from "./decided-calls.js";

/** A `tool-call` part of a model response (the same in spec v2–v4). */
export interface ToolCallPart {
  readonly type: "tool-call";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: string;
  readonly providerExecuted?: boolean;
}

/**
 * What to do with one tool call the model produced: pass it on (repaired,
 * and with `hideInput` when its streamed input must not be shown), or
 * replace it with ToolForm's feedback because nothing else would stop it.
 *
 * @example
 * const judgement = await judgeToolCall(guard, part, specs, { hold: true });
 */
export type ToolCallJudgement =
  | { readonly kind: "pass"; readonly part: ToolCallPart; readonly hideInput: boolean }
  | { readonly kind: "refuse"; readonly feedback: string };

/**
 * Judges a tool call the model produced.
 *
 * A call to a tool `guardTools` wraps with the same guard (`guarded`: the
 * request's tool names whose schema `guardTools` made) is that tool's to
 * judge (one decision, one event): it only gets its resolved name here, and
 * with `hold` a stateless verdict says whether its streamed input is hostile.
 * A call the SDK cannot name or parse is `repairToolCall`'s to decide when
 * one was made with the same guard; it passes unchanged unless hostile.
 * Any other call is decided here: one to run is rewritten with the resolved
 * name and repaired arguments, so the SDK records what will execute (and a
 * guarded tool takes the decision with it); a harmless one the SDK cannot run
 * anyway (unknown tool, unreadable input) passes unchanged for the SDK to
 * answer; any other refused call is replaced by ToolForm's feedback as text,
 * since nothing else would stop it.
 *
 * @example
 * await judgeToolCall(guard, { type: "tool-call", toolCallId: "1", toolName: "Weather", input: '{"days":"7"}' }, specs);
 */
export async function judgeToolCall(
  guard: Guard,
  part: ToolCallPart,
  tools: readonly ToolSpec[],
  options: JudgeOptions = {},
): Promise<ToolCallJudgement> {
  try {
    return await judge(guard, part, tools, options);
  } catch {
    // Fail closed: a call ToolForm could not judge does not run.
    return { kind: "refuse", feedback: renderUncheckedFeedback() };
  }
}

/**
 * What the middleware knows about the request besides its tools.
 *
 * @example
 * const options: JudgeOptions = { hold: true, guarded: new Set(["send_email"]), withheld: new Set() };
 */
export interface JudgeOptions {
  /** Whether the stream holds tool input until the call is judged. */
  readonly hold?: boolean;
  /** Request tools `guardTools` wrapped with this guard. */
  readonly guarded?: ReadonlySet<string>;
  /** Tools the middleware withheld from the model (poisoned descriptions under "block"). */
  readonly withheld?: ReadonlySet<string>;
}

async function judge(
  guard: Guard,
  part: ToolCallPart,
  tools: readonly ToolSpec[],
  { hold = false, guarded = new Set(), withheld = new Set() }: JudgeOptions,
): Promise<ToolCallJudgement> {
  if (part.providerExecuted === true) return { kind: "pass", part, hideInput: false };

  const resolved = resolveToolName(part.toolName, tools);
  const object = isJsonObject(part.input);
  if (
    resolved !== null &&
    guarded.has(resolved) &&
    object &&
    // Deeper input is decided here: passed on, it would crash the SDK's own recursive
    // copy of the message (ai 7) before the guarded tool could refuse it.
    !nestsDeeperThan(part.input, guard.policy.limits.maxDepth)
  ) {
    const renamed = resolved === part.toolName ? part : { ...part, toolName: resolved };
    if (!hold) return { kind: "pass", part: renamed, hideInput: false };
    return {
      kind: "pass",
      part: renamed,
      hideInput: await isHostile(guard, resolved, part, tools),
    };
  }

  // A tool withheld from the model is still in the SDK's tool set: the SDK would run it.
  const withheldTool =
    resolved === null &&
    resolveToolName(
      part.toolName,
      [...withheld].map((name) => ({ name, parameters: {} })),
    ) !== null;
  // A call the SDK cannot name or parse goes to repairToolCall, which decides
  // it (one decision, one event); only a hostile one is refused here, so that
  // no hostile text reaches the SDK's records.
  if (
    hasRepairer(guard) &&
    (resolved === null || !object) &&
    !withheldTool &&
    !(await isHostile(guard, resolved ?? part.toolName, part, tools))
  ) {
    return { kind: "pass", part, hideInput: false };
  }

  // The middleware ends runs from the prompt (run-stop.ts): this decision is
  // made on its own, outside the guard's per-run budget.
  const decision = await decideOnce(
    guard,
    { id: part.toolCallId, name: part.toolName, arguments: part.input },
    { tools, runId: `ai-sdk-middleware:${randomUUID()}` },
  );
  const hostile = decision.findings.some((f) => f.code === "argument_injection");
  if (decision.action === "execute" && decision.resolvedName !== null) {
    const input = JSON.stringify(decision.arguments);
    // A guarded tool's validation takes this decision instead of making it again.
    if (guarded.has(decision.resolvedName)) handOver(guard, decision.resolvedName, input, decision);
    return {
      kind: "pass",
      part: { ...part, toolName: decision.resolvedName, input },
      hideInput: hostile,
    };
  }
  // The SDK never runs a call to an unknown tool or with unreadable input: it
  // answers it with a tool error and the model tries again. Its own message
  // may quote the input; the next request's transformParams cleans that before
  // the model reads it. A hostile one is refused here instead, so no hostile
  // text leaves the middleware, not even in a call the SDK would refuse.
  const unrunnable = decision.resolvedName === null || decision.validation.malformed;
  if (unrunnable && !hostile && !withheldTool) return { kind: "pass", part, hideInput: false };
  return { kind: "refuse", feedback: feedbackText(decision) };
}

// A stateless verdict (no event, no budget): whether the call's arguments are hostile.
async function isHostile(
  guard: Guard,
  name: string,
  part: ToolCallPart,
  tools: readonly ToolSpec[],
): Promise<boolean> {
  const verdict = await guard.validateToolCalls([{ name, arguments: part.input }], { tools });
  return verdict.calls.some((c) => c.findings.some((f) => f.code === "argument_injection"));
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
