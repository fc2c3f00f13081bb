import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { renderStopText } from "@toolform/core";
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
 * (the core's `renderStopText`, the same words as `@toolform/ai-sdk`). `response_metadata.toolform` says
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
  return new AIMessage({
    content: renderStopText({ stopped, tool: stop.tool }),
    response_metadata: { toolform: { stopped, tool: stop.tool } },
  });
}
