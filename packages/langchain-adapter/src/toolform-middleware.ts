import type { ToolCall } from "@langchain/core/messages";
import type { ClientTool, ServerTool } from "@langchain/core/tools";
import {
  type DecisionContext,
  type Guard,
  nestsDeeperThan,
  type PolicyInput,
  renderUncheckedFeedback,
  resolveGuard,
  type ToolSpec,
} from "@toolform/core";
import { copyReply } from "./copy-reply.js";
import { defineMiddleware } from "./define-middleware.js";
import { feedbackMessage, markedMessage } from "./feedback-message.js";
import { type GuardedModelTools, guardModelTools } from "./guard-model-tools.js";
import { guardToolOutput } from "./guard-tool-output.js";
import { isControlFlowError } from "./is-control-flow-error.js";
import { redactRefusedCalls } from "./redact-refused-calls.js";
import { RunRegistry } from "./run-registry.js";
import { toolFailedText } from "./safe-error-text.js";
import { stopIn, stopMessage } from "./stop-message.js";
import { toolSpecOf } from "./tool-spec-of.js";

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
 *   model sees them; redacts the arguments of its earlier refused calls from
 *   what it reads back (the state keeps them as written); turns `invalid_tool_calls` in the reply (arguments that
 *   are not JSON, which createAgent would drop, ending the run) into calls
 *   that get feedback, or that run when the bounded JSON repair fixes them;
 *   and ends the run in place of the next model call when the policy says
 *   stop (`onInvalid: "stop"`, or the retry budget is spent).
 *
 * It has only the two wrap hooks and no state field, so it adds no graph
 * node or channel (in createAgent each costs more per run than ToolForm's
 * checks) and the recursion limit means what it meant. Place it first in
 * `middleware`, before `toolRetryMiddleware`, so its feedback is what the
 * model reads. Each invocation gets its own retry budget: its run is the
 * chain of replies its own model calls returned, never shared with another
 * invocation, concurrent or not (run ids are prefixed with `thread_id`).
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
  const runs = new RunRegistry();
  // createAgent hands every model call the same tools array: its descriptions are scanned
  // again only when a tool reads differently (a description or schema changed since).
  const guardedTools = new WeakMap<object, GuardedModelTools<ClientTool | ServerTool>>();

  const context = (runId: string, tools: readonly ToolSpec[]): DecisionContext => ({
    tools,
    runId,
  });

  return defineMiddleware({
    name: "ToolformMiddleware",

    wrapModelCall: async (request, handler) => {
      const run = runs.forModelCall(request.messages, request.runtime);
      const stop = stopIn(request.messages);
      if (stop !== undefined) {
        guard.resetRun(run.id);
        return stopMessage(stop);
      }
      const previous = guardedTools.get(request.tools);
      const guarded = guardModelTools(guard, request.tools, previous);
      if (guarded !== previous) guardedTools.set(request.tools, guarded);
      run.specs = guarded.specs;
      // The model's own earlier calls that were refused are read back redacted.
      const messages = redactRefusedCalls(guard, request.messages);
      const response = runs.record(
        await handler(
          guarded.unchanged && messages === request.messages
            ? request
            : {
                ...request,
                tools: guarded.unchanged ? request.tools : guarded.tools,
                messages: messages as typeof request.messages,
              },
        ),
        run,
      );
      const toolCalls = response.tool_calls ?? [];
      const invalidCalls = response.invalid_tool_calls ?? [];
      if (toolCalls.length === 0 && invalidCalls.length === 0) {
        // A final answer ends the run: its budget is not needed any more.
        guard.resetRun(run.id);
        return response;
      }
      // Arguments nested deeper than the limit are decided here too: left in the message,
      // LangGraph's own state handling overflows its stack on them (about 10,000 levels).
      const maxDepth = guard.policy.limits.maxDepth;
      const deep = toolCalls.filter((c) => nestsDeeperThan(c.args, maxDepth));
      if (invalidCalls.length === 0 && deep.length === 0) return response;
      const invalid = [
        ...invalidCalls,
        ...deep.map((c) => ({ id: c.id, name: c.name, args: c.args as unknown as string })),
      ];

      // Each unparsable call becomes a declared call (so its feedback answers it, as providers
      // require), carrying the decision made here on the raw text the model wrote.
      const calls: ToolCall[] = toolCalls.filter((c) => !deep.includes(c));
      for (const [index, bad] of invalid.entries()) {
        const id = bad.id ?? `toolform_${run.id}_${response.id ?? "reply"}_${index}`;
        const name = bad.name ?? "";
        try {
          const decision = await guard.decide(
            { id, name, arguments: bad.args ?? "" },
            context(run.id, guarded.specs),
          );
          run.judged ??= new Map();
          run.judged.set(id, decision);
          const args = decision.action === "execute" ? { ...decision.arguments } : {};
          calls.push({ id, name: decision.resolvedName ?? name, args, type: "tool_call" });
        } catch {
          calls.push({ id, name, args: {}, type: "tool_call" });
        }
      }
      return runs.record(copyReply(response, calls), run);
    },

    wrapToolCall: async (request, handler) => {
      const { toolCall } = request;
      const id = toolCall.id;
      const run = runs.forToolCall(request.state?.messages, id, request.runtime);
      let decision = id === undefined ? undefined : run.judged?.get(id);
      if (decision !== undefined && id !== undefined) run.judged?.delete(id);
      if (decision === undefined) {
        // Read only without a model call's specs (a run begun at a tool call): reading a
        // tool costs at least a walk of its schema (see toolSpecOf).
        const tools = run.specs ?? ownSpec(request.tool);
        try {
          decision = await guard.decide(
            { ...(id === undefined ? {} : { id }), name: toolCall.name, arguments: toolCall.args },
            context(run.id, tools),
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
        // The core hands back its own one-read copy of plain argument objects (what it
        // checked is what runs), so such a call goes on with that copy; only arguments
        // it kept as they were (not a plain object) and did not change go on as they came.
        const unchanged = name === toolCall.name && decision.arguments === toolCall.args;
        const result = await handler(
          unchanged
            ? request
            : { ...request, toolCall: { ...toolCall, name, args: { ...decision.arguments } } },
        );
        return await guardToolOutput(guard, result, { tool: name, runId: run.id });
      } catch (error) {
        if (isControlFlowError(error) || request.runtime?.signal?.aborted === true) throw error;
        return markedMessage(
          toolFailedText(name, error),
          { ...(id === undefined ? {} : { id }), name },
          { action: "tool_failed", codes: [] },
        );
      }
    },
  });
}

// The specs of a tool call's own tool when no model call gave the run its toolset.
function ownSpec(tool: unknown): readonly ToolSpec[] {
  const spec = tool === undefined ? null : toolSpecOf(tool);
  return spec === null ? [] : [spec];
}
