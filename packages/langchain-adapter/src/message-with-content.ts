import type { BaseMessage } from "@langchain/core/messages";

/**
 * A copy of a message (any class: human, AI, system, chat, function, their
 * chunks) with other content, built by the message's own class from its own
 * fields, as LangGraph's `messagesStateReducer` rebuilds messages. The message
 * itself is never mutated: it may be the tool's, or in the graph's state.
 *
 * @example
 * const cleaned = messageWithContent(new AIMessage({ content: "...", id: "ai-1" }), "[redacted]");
 */
export function messageWithContent<T extends BaseMessage>(message: T, content: unknown): T {
  return messageWithFields(message, { content });
}

/**
 * `messageWithContent` for any fields: a copy of the message, by its own class,
 * with `changes` in place of its own fields (an `undefined` change keeps the field).
 *
 * @example
 * const cleaned = messageWithFields(reply, { content: "[redacted]", tool_calls: [] });
 */
export function messageWithFields<T extends BaseMessage>(
  message: T,
  changes: Readonly<Record<string, unknown>>,
): T {
  const Ctor = message.constructor as new (fields: Record<string, unknown>) => T;
  // `type` and the serialisation keys (`lc_*`) are the class's, not constructor fields.
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(message).filter(([key]) => key !== "type" && !key.startsWith("lc_")),
  );
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) fields[key] = value;
  return new Ctor(fields);
}
