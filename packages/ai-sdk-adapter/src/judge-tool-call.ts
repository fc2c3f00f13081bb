import { randomUUID } from "node:crypto";
import type { Decision, Guard, ToolSpec } from "@toolform/core";
import { isGuarded } from "./guarded-tool-names.js";

/** A `tool-call` part of a model response (the same in spec v2–v4). */
export interface ToolCallPart {
  readonly type: "tool-call";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: string;
  readonly providerExecuted?: boolean;
}

/**
 * What to do with one tool call the model produced: pass it on (repaired),
 * leave it to a guarded tool's own validation to refuse, or replace it with
 * ToolForm's feedback because nothing else would stop it.
 *
 * @example
 * const verdict = await judgeToolCall(guard, part, specs);
 */
export type ToolCallJudgement =
  | { readonly kind: "pass"; readonly part: ToolCallPart }
  | { readonly kind: "refuse"; readonly decision: Decision };

/**
 * Judges a tool call with the guard. A call to run is rewritten with the
 * resolved name and repaired arguments, so the SDK parses and records what
 * will execute. A refused call to a tool `guardTools` wraps with the same
 * guard passes unchanged: that tool's validation refuses it and the model
 * reads the SDK's tool error. So does a call the SDK cannot run anyway. Any
 * other refused call is replaced by ToolForm's feedback.
 *
 * @example
 * await judgeToolCall(guard, { type: "tool-call", toolCallId: "1", toolName: "Weather", input: '{"days":"7"}' }, specs);
 */
export async function judgeToolCall(
  guard: Guard,
  part: ToolCallPart,
  tools: readonly ToolSpec[],
): Promise<ToolCallJudgement> {
  if (part.providerExecuted === true) return { kind: "pass", part };
  // The middleware's retry budget is counted from the prompt (see retry-budget.ts);
  // a throwaway run keeps the guard's own per-run state out of it.
  const runId = `ai-sdk-middleware:${randomUUID()}`;
  let decision: Decision;
  try {
    decision = await guard.decide(
      { id: part.toolCallId, name: part.toolName, arguments: part.input },
      { tools, runId },
    );
  } finally {
    guard.resetRun(runId);
  }
  if (decision.action === "execute" && decision.resolvedName !== null) {
    return {
      kind: "pass",
      part: { ...part, toolName: decision.resolvedName, input: JSON.stringify(decision.arguments) },
    };
  }
  if (decision.resolvedName !== null && isGuarded(guard, decision.resolvedName)) {
    return { kind: "pass", part: { ...part, toolName: decision.resolvedName } };
  }
  // The SDK never runs a call to an unknown tool or with unreadable input; it
  // answers it itself (and `repairToolCall` with ToolForm's feedback). Only a
  // hostile one is taken out of its hands, as its error would quote the input.
  const unrunnable = decision.resolvedName === null || decision.validation.malformed;
  const hostile = decision.findings.some((f) => f.code === "argument_injection");
  if (unrunnable && !hostile) return { kind: "pass", part };
  return { kind: "refuse", decision };
}
