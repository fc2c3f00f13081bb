import { AIMessage, type ToolCall } from "@langchain/core/messages";

/**
 * A new AIMessage with the same content, id, name, metadata and usage as a
 * model reply. Given `toolCalls`, they replace the reply's tool calls and its
 * invalid ones (which they answer); without, both are kept. The reply itself
 * is not modified.
 *
 * @example
 * const reply = copyReply(response, [...response.tool_calls, repairedCall]);
 */
export function copyReply(reply: AIMessage, toolCalls?: readonly ToolCall[]): AIMessage {
  return new AIMessage({
    content: reply.content,
    ...(reply.id === undefined ? {} : { id: reply.id }),
    ...(reply.name === undefined ? {} : { name: reply.name }),
    additional_kwargs: reply.additional_kwargs,
    response_metadata: reply.response_metadata,
    ...(reply.usage_metadata === undefined ? {} : { usage_metadata: reply.usage_metadata }),
    tool_calls: [...(toolCalls ?? reply.tool_calls ?? [])],
    invalid_tool_calls: toolCalls === undefined ? [...(reply.invalid_tool_calls ?? [])] : [],
  });
}
