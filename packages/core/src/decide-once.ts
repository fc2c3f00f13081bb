import type { Decision, DecisionContext } from "./decision.js";
import type { Guard } from "./guard.js";
import type { ToolCall } from "./tool-call.js";

let onceCounter = 0;

/**
 * A decision for one call judged on its own, for a hook that can refuse a call but
 * cannot end a run (a callback, a model middleware judging what it passes on): it runs
 * in a run of its own, which is forgotten right after, so no retry budget is read or
 * kept. `ctx.runId`, when given, names that run in events; it must not be a real
 * run's id, whose budget would be forgotten with it.
 *
 * @example
 * const decision = await decideOnce(guard, call, { tools, runId: `callback:${lcRunId}` });
 */
export async function decideOnce(
  guard: Guard,
  call: ToolCall,
  ctx: DecisionContext,
): Promise<Decision> {
  onceCounter += 1;
  const runId = ctx.runId ?? `toolform-once:${onceCounter}`;
  try {
    return await guard.decide(call, { ...ctx, runId });
  } finally {
    guard.resetRun(runId);
  }
}
