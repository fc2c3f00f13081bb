import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { Decision, ToolSpec } from "@toolform/core";
import { copyReply } from "./copy-reply.js";
import { mintRunId } from "./run-identity.js";

/**
 * What the middleware keeps for one agent invocation: its run id (the retry
 * budget's key), the toolset the model was last shown, and the decisions made
 * in `wrapModelCall` on unparsable calls, waiting for their `wrapToolCall`.
 *
 * @example
 * const run = runs.forModelCall(request.messages, request.runtime);
 * run.id; // "thread-42/5b0c…"
 */
export interface AgentRun {
  readonly id: string;
  /** The invocation's stream writer: a run is only ever continued by the invocation that made it. */
  readonly writer: unknown;
  specs: readonly ToolSpec[] | undefined;
  /** Made on first use: most runs have no unparsable calls. */
  judged: Map<string, Decision> | undefined;
}

interface RuntimeLike {
  readonly writer?: unknown;
  readonly configurable?: { readonly thread_id?: unknown } | undefined;
}

/**
 * Finds the invocation a model or tool call belongs to without agent state
 * or graph nodes (a `beforeAgent` hook and a state field cost more than the
 * rest of the middleware together): a run is the chain of AI messages its own
 * model calls returned. Each reply is recorded against its run; the next model
 * call continues the run whose reply is the latest AI message, when only that
 * reply's tool results follow it; a tool call belongs to the run of the AI
 * message that made it. A reply is only ever recorded in the invocation that
 * produced it, and a run is only continued under the stream writer it was
 * made under (LangGraph makes one per invocation), so two invocations,
 * concurrent or not, never share a run, even when handed the same message
 * objects; a new invocation (new input, a resumed or reloaded thread) starts
 * a run.
 *
 * Records are held weakly, by message: nothing to clean up.
 *
 * @example
 * const runs = new RunRegistry();
 * const run = runs.forModelCall(request.messages, request.runtime);
 * runs.record(response, run);
 */
export class RunRegistry {
  readonly #runs = new WeakMap<object, AgentRun>();

  /** The run a model call continues, or a new one. */
  forModelCall(messages: readonly BaseMessage[], runtime: RuntimeLike | undefined): AgentRun {
    const previous = latestAIMessage(messages);
    const run =
      previous !== undefined && (previous.tool_calls?.length ?? 0) > 0
        ? this.#runs.get(previous)
        : undefined;
    return run !== undefined && run.writer === writerOf(runtime) ? run : newRun(runtime);
  }

  /** The run of the AI message that made `callId`; recorded on it if it has none yet. */
  forToolCall(
    messages: readonly BaseMessage[] | undefined,
    callId: string | undefined,
    runtime: RuntimeLike | undefined,
  ): AgentRun {
    const caller = messages === undefined ? undefined : callerOf(messages, callId);
    if (caller === undefined) return newRun(runtime);
    const run = this.#runs.get(caller);
    if (run !== undefined && run.writer === writerOf(runtime)) return run;
    const fresh = newRun(runtime);
    // Made outside this process's model calls (a reloaded thread): its calls share one run.
    if (run === undefined) this.#runs.set(caller, fresh);
    return fresh;
  }

  /**
   * Records a reply against its run. A reply object already recorded (a
   * model cache can return one object to several calls) is copied first, so
   * no two runs hold the same message.
   */
  record(reply: AIMessage, run: AgentRun): AIMessage {
    const owner = this.#runs.get(reply);
    if (owner !== undefined && owner !== run) {
      const copy = copyReply(reply);
      this.#runs.set(copy, run);
      return copy;
    }
    if (owner === undefined) this.#runs.set(reply, run);
    return reply;
  }
}

function writerOf(runtime: RuntimeLike | undefined): unknown {
  return runtime?.writer;
}

function newRun(runtime: RuntimeLike | undefined): AgentRun {
  return {
    id: mintRunId(runtime?.configurable?.thread_id),
    writer: writerOf(runtime),
    specs: undefined,
    judged: undefined,
  };
}

// The latest AI message, if nothing but tool results follows it (the agent loop's own shape).
function latestAIMessage(messages: readonly BaseMessage[]): AIMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message === undefined) return undefined;
    if (AIMessage.isInstance(message)) return message;
    if (message.getType() !== "tool") return undefined;
  }
  return undefined;
}

function callerOf(
  messages: readonly BaseMessage[],
  callId: string | undefined,
): object | undefined {
  if (callId === undefined) return undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message !== undefined && AIMessage.isInstance(message)) {
      if (message.tool_calls?.some((call) => call.id === callId) === true) return message;
    }
  }
  return undefined;
}
