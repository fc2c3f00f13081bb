import { AIMessage } from "@langchain/core/messages";
import type { ClientTool, ServerTool } from "@langchain/core/tools";
import {
  type Decision,
  type DecisionContext,
  type Guard,
  nestsDeeperThan,
  type PolicyInput,
  renderUncheckedFeedback,
  resolveGuard,
  type ToolSpec,
} from "@toolform/core";
import { z } from "zod/v4";
import { defineMiddleware } from "./define-middleware.js";
import { feedbackMessage, markedMessage } from "./feedback-message.js";
import { type GuardedModelTools, guardModelTools } from "./guard-model-tools.js";
import { guardToolOutput } from "./guard-tool-output.js";
import { isControlFlowError } from "./is-control-flow-error.js";
import { BoundedMap, mintRunId } from "./run-identity.js";
import { toolFailedText } from "./safe-error-text.js";
import { stopIn, stopMessage } from "./stop-message.js";
import { toolSpecOf } from "./tool-spec-of.js";

const MAX_TRACKED = 1024;

// One field of agent state: the run identity minted in beforeAgent, read by every hook.
const stateSchema = z.object({ toolformRunId: z.string().optional() });

/**
 * ToolForm for `createAgent`: every tool call is validated, repaired,
 * scanned and checked against the policy before it runs, and anything that
 * must not run becomes feedback the model reads on its next turn.
 *
 * - `wrapToolCall` runs the call with the repaired arguments, or answers
 *   with an error ToolMessage whose text says the call failed and how to fix
 *   it (it never throws: a throw would end the run). A tool that throws is
 *   answered the same way, without stack or file paths. Tool output is
 *   scanned before the model reads it.
 * - `wrapModelCall` strips or withholds poisoned tool descriptions before the
 *   model sees them; turns `invalid_tool_calls` in the reply (arguments that
 *   are not JSON, which createAgent would drop, ending the run) into calls
 *   that get feedback, or that run when the bounded JSON repair fixes them;
 *   and ends the run in place of the next model call when the policy says
 *   stop (`onInvalid: "stop"`, or the retry budget is spent).
 *
 * It adds no graph step to the agent loop (only one at the start and one at
 * the end of a run), so the recursion limit means what it meant. Place it
 * first in `middleware`, before `toolRetryMiddleware`, so its feedback is
 * what the model reads. Each invocation gets its own retry budget (the run id
 * is kept in the `toolformRunId` state field).
 *
 * @param policy A `definePolicy` result, its plain config, or a guard; defaults apply without one.
 *
 * @example
 * import { createAgent, toolRetryMiddleware } from "langchain";
 * import { toolformMiddleware } from "@toolform/langchain";
 *
 * const agent = createAgent({
 *   model,
 *   tools: [getWeather, sendEmail],
 *   middleware: [
 *     toolformMiddleware({ values: { send_email: { to: { domains: ["example.com"] } } } }),
 *     toolRetryMiddleware(),
 *   ],
 * });
 */
export function toolformMiddleware(policy?: PolicyInput) {
  const guard: Guard = resolveGuard(policy);
  // What the model was shown in each run: the toolset its calls are judged against.
  const shown = new BoundedMap<string, readonly ToolSpec[]>(MAX_TRACKED);
  // Unparsable calls judged in wrapModelCall (their raw text is gone from the message by wrapToolCall).
  const judged = new BoundedMap<string, Decision>(MAX_TRACKED);

  // createAgent hands every model call the same tools array: scan its descriptions once.
  const guardedTools = new WeakMap<object, GuardedModelTools<ClientTool | ServerTool>>();

  const context = (runId: string | undefined, tools: readonly ToolSpec[]): DecisionContext =>
    runId === undefined ? { tools } : { tools, runId };

  return defineMiddleware({
    name: "ToolformMiddleware",
    stateSchema,

    beforeAgent: (_state, runtime) => ({
      toolformRunId: mintRunId(runtime.configurable?.thread_id),
    }),

    wrapModelCall: async (request, handler) => {
      const stop = stopIn(request.messages);
      if (stop !== undefined) return stopMessage(stop);
      const runId = request.state.toolformRunId;
      let guarded = guardedTools.get(request.tools);
      if (guarded === undefined) {
        guarded = guardModelTools(guard, request.tools);
        guardedTools.set(request.tools, guarded);
      }
      const { tools, specs } = guarded;
      shown.set(runId ?? "", specs);
      const unchanged =
        tools.length === request.tools.length && tools.every((t, i) => t === request.tools[i]);
      const response = await handler(unchanged ? request : { ...request, tools });
      // Arguments nested deeper than the limit are decided here too: left in the message,
      // LangGraph's own state handling overflows its stack on them (about 10,000 levels).
      const maxDepth = guard.policy.limits.maxDepth;
      const deep = new Set(
        (response.tool_calls ?? []).filter((c) => nestsDeeperThan(c.args, maxDepth)),
      );
      const invalid = [
        ...(response.invalid_tool_calls ?? []),
        ...[...deep].map((c) => ({ id: c.id, name: c.name, args: c.args as unknown as string })),
      ];
      if (invalid.length === 0) return response;

      // Each unparsable call becomes a declared call (so its feedback answers it, as providers
      // require), carrying the decision made here on the raw text the model wrote.
      const calls = (response.tool_calls ?? []).filter((c) => !deep.has(c));
      for (const [index, bad] of invalid.entries()) {
        const id = bad.id ?? `toolform_${runId ?? "run"}_${response.id ?? "reply"}_${index}`;
        const name = bad.name ?? "";
        try {
          const decision = await guard.decide(
            { id, name, arguments: bad.args ?? "" },
            context(runId, specs),
          );
          judged.set(judgedKey(runId, id), decision);
          const args = decision.action === "execute" ? { ...decision.arguments } : {};
          calls.push({ id, name: decision.resolvedName ?? name, args, type: "tool_call" });
        } catch {
          calls.push({ id, name, args: {}, type: "tool_call" });
        }
      }
      return new AIMessage({
        content: response.content,
        ...(response.id === undefined ? {} : { id: response.id }),
        ...(response.name === undefined ? {} : { name: response.name }),
        additional_kwargs: response.additional_kwargs,
        response_metadata: response.response_metadata,
        ...(response.usage_metadata === undefined
          ? {}
          : { usage_metadata: response.usage_metadata }),
        tool_calls: calls,
        invalid_tool_calls: [],
      });
    },

    wrapToolCall: async (request, handler) => {
      const { toolCall } = request;
      const runId = request.state.toolformRunId;
      const id = toolCall.id;
      // Keyed by run as well: some providers reuse call ids ("call_0") across runs.
      const key = id === undefined ? undefined : judgedKey(runId, id);
      let decision = key === undefined ? undefined : judged.get(key);
      if (key !== undefined) judged.delete(key);
      if (decision === undefined) {
        const fallback = request.tool === undefined ? null : toolSpecOf(request.tool);
        const tools = shown.get(runId ?? "") ?? (fallback === null ? [] : [fallback]);
        try {
          decision = await guard.decide(
            { ...(id === undefined ? {} : { id }), name: toolCall.name, arguments: toolCall.args },
            context(runId, tools),
          );
        } catch {
          return markedMessage(renderUncheckedFeedback(toolCall.name), toolCall, {
            action: "unchecked",
            codes: [],
          });
        }
      }
      if (decision.action !== "execute") return feedbackMessage(decision, toolCall);
      const name = decision.resolvedName ?? toolCall.name;
      try {
        const result = await handler({
          ...request,
          toolCall: { ...toolCall, name, args: { ...decision.arguments } },
        });
        return await guardToolOutput(guard, result, { tool: name, runId });
      } catch (error) {
        if (isControlFlowError(error) || request.runtime.signal?.aborted === true) throw error;
        return markedMessage(
          toolFailedText(name, error),
          { ...(id === undefined ? {} : { id }), name },
          { action: "tool_failed", codes: [] },
        );
      }
    },

    afterAgent: (state) => {
      const runId = state.toolformRunId;
      if (runId !== undefined) {
        shown.delete(runId);
        guard.resetRun(runId);
      }
      return undefined;
    },
  });
}

function judgedKey(runId: string | undefined, callId: string): string {
  return `${runId ?? ""}\u0000${callId}`;
}
