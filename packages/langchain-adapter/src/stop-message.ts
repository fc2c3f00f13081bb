import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { type ToolformMark, toolformMark } from "./feedback-message.js";

/**
 * The stop mark in the latest tool round, if ToolForm decided to end the run
 * there (the retry budget is spent, or `onInvalid: "stop"`).
 *
 * @example
 * const stop = stopIn(request.messages);
 */
export function stopIn(
  messages: readonly BaseMessage[],
): (ToolformMark & { readonly tool: string }) | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message === undefined || AIMessage.isInstance(message)) return undefined;
    const mark = toolformMark(message);
    if (mark?.action === "stop") return { ...mark, tool: message.name ?? "" };
  }
  return undefined;
}

/**
 * The final answer of a run ToolForm ended, written in place of a model call
 * (the same words as `@toolform/ai-sdk`). `response_metadata.toolform` says
 * why, for code that needs to know.
 *
 * @example
 * if (stop) return stopMessage(stop);
 */
export function stopMessage(stop: {
  readonly tool: string;
  readonly stopped?: string | undefined;
}): AIMessage {
  const stopped = stop.stopped === "retry_budget" ? "retry_budget" : "invalid_call";
  const why =
    stopped === "retry_budget"
      ? `the retry budget for ${stop.tool} is spent`
      : `the call to ${stop.tool} was invalid and the policy stops on invalid calls`;
  return new AIMessage({
    content: `I could not complete this request: ${why}. ToolForm ended the run.`,
    response_metadata: { toolform: { stopped, tool: stop.tool } },
  });
}
