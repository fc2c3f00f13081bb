import { AIMessage, type BaseMessage, type ToolMessage } from "@langchain/core/messages";
import {
  createGuard,
  type Decision,
  type DecisionContext,
  type Guard,
  type PolicyInput,
  type ToolSpec,
} from "@toolform/core";
import { z } from "zod/v4";
import { defineMiddleware } from "./define-middleware.js";
import { feedbackMessage, markedMessage, toolformMark } from "./feedback-message.js";
import { guardModelTools } from "./guard-model-tools.js";
import { guardToolOutput } from "./guard-tool-output.js";
import { isControlFlowError } from "./is-control-flow-error.js";
import { BoundedMap, mintRunId } from "./run-identity.js";
import { toolFailedText, uncheckedCallText } from "./safe-error-text.js";
import { toolSpecOf } from "./tool-spec-of.js";

const MAX_TRACKED_RUNS = 1024;

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
 * - `afterModel` turns `invalid_tool_calls` (arguments that are not JSON,
 *   which createAgent otherwise drops, ending the run) into feedback, or into
 *   a call when the bounded JSON repair fixes them.
 * - `wrapModelCall` strips or withholds poisoned tool descriptions.
 * - `beforeModel` ends the run when the policy says stop (`onInvalid:
 *   "stop"`, or the retry budget is spent).
 *
 * Place it first in `middleware`, before `toolRetryMiddleware`, so its
 * feedback is what the model reads. Each invocation gets its own retry
 * budget (the run id is kept in the `toolformRunId` state field).
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
  const guard: Guard = createGuard(policy);
  // What the model was shown in this run: the toolset its calls are judged against.
  const shown = new BoundedMap<string, readonly ToolSpec[]>(MAX_TRACKED_RUNS);
  // Calls afterModel already judged (repaired JSON), so wrapToolCall does not count them twice.
  const judged = new BoundedMap<string, Decision>(MAX_TRACKED_RUNS);

  const context = (runId: string | undefined, tools: readonly ToolSpec[]): DecisionContext =>
    runId === undefined ? { tools } : { tools, runId };

  return defineMiddleware({
    name: "ToolformMiddleware",
    stateSchema,

    beforeAgent: (_state, runtime) => ({
      toolformRunId: mintRunId(runtime.configurable?.thread_id),
    }),

    beforeModel: {
      canJumpTo: ["end"],
      hook: (state) => (stopRequested(state.messages) ? { jumpTo: "end" } : undefined),
    },

    wrapModelCall: (request, handler) => {
      const { tools, specs } = guardModelTools(guard, request.tools);
      shown.set(request.state.toolformRunId ?? "", specs);
      return handler(
        tools.length === request.tools.length && tools.every((t, i) => t === request.tools[i])
          ? request
          : { ...request, tools },
      );
    },

    afterModel: {
      canJumpTo: ["model", "end"],
      hook: async (state) => {
        const last = state.messages.at(-1);
        if (last === undefined || !AIMessage.isInstance(last)) return undefined;
        const invalid = last.invalid_tool_calls ?? [];
        if (invalid.length === 0) return undefined;
        const runId = state.toolformRunId;
        const tools = shown.get(runId ?? "") ?? [];
        const calls = [...(last.tool_calls ?? [])];
        const answers: ToolMessage[] = [];
        let stop = false;
        for (const [index, bad] of invalid.entries()) {
          const id = bad.id ?? `toolform_invalid_${last.id ?? "call"}_${index}`;
          const name = bad.name ?? "";
          let decision: Decision;
          try {
            decision = await guard.decide(
              { id, name, arguments: bad.args ?? "" },
              context(runId, tools),
            );
          } catch {
            calls.push({ id, name, args: {}, type: "tool_call" });
            answers.push(
              markedMessage(
                uncheckedCallText(name),
                { id, name },
                { action: "unchecked", codes: [] },
              ),
            );
            continue;
          }
          if (decision.action === "execute") {
            judged.set(id, decision);
            calls.push({
              id,
              name: decision.resolvedName ?? name,
              args: { ...decision.arguments },
              type: "tool_call",
            });
            continue;
          }
          // The call stays in the AI message (with empty arguments) so the feedback answers a
          // declared call: providers reject a tool result whose call is missing.
          calls.push({ id, name, args: {}, type: "tool_call" });
          answers.push(feedbackMessage(decision, { id, name }));
          if (decision.action === "stop") stop = true;
        }
        const rewritten = new AIMessage({
          content: last.content,
          ...(last.id === undefined ? {} : { id: last.id }),
          ...(last.name === undefined ? {} : { name: last.name }),
          additional_kwargs: last.additional_kwargs,
          response_metadata: last.response_metadata,
          ...(last.usage_metadata === undefined ? {} : { usage_metadata: last.usage_metadata }),
          tool_calls: calls,
          invalid_tool_calls: [],
        });
        const answered = new Set(answers.map((m) => m.tool_call_id));
        const pending = calls.some((call) => call.id === undefined || !answered.has(call.id));
        const messages: BaseMessage[] = [rewritten, ...answers];
        if (stop) return { messages, jumpTo: "end" as const };
        // With nothing left to run, go straight back to the model so it reads the feedback.
        return pending ? { messages } : { messages, jumpTo: "model" as const };
      },
    },

    wrapToolCall: async (request, handler) => {
      const { toolCall } = request;
      const runId = request.state.toolformRunId;
      const id = toolCall.id;
      let decision = id === undefined ? undefined : judged.get(id);
      if (decision !== undefined && id !== undefined) judged.delete(id);
      if (decision === undefined) {
        const fallback = request.tool === undefined ? null : toolSpecOf(request.tool);
        const tools = shown.get(runId ?? "") ?? (fallback === null ? [] : [fallback]);
        try {
          decision = await guard.decide(
            { ...(id === undefined ? {} : { id }), name: toolCall.name, arguments: toolCall.args },
            context(runId, tools),
          );
        } catch {
          return markedMessage(uncheckedCallText(toolCall.name), toolCall, {
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
          {
            action: "tool_failed",
            codes: [],
          },
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

// A stop decision answers a call in the latest tool round; the run ends before the model is asked again.
function stopRequested(messages: readonly BaseMessage[]): boolean {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message === undefined || AIMessage.isInstance(message)) return false;
    if (toolformMark(message)?.action === "stop") return true;
  }
  return false;
}
