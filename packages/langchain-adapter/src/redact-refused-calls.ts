import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { type Guard, redactRefusedArguments } from "@toolform/core";
import { toolformMark } from "./feedback-message.js";

// What a refusal ToolMessage's mark says the call did: it never ran.
const refusals = new Set(["feedback", "block", "stop", "unchecked"]);

/**
 * The messages the model reads next, with the arguments of every call ToolForm
 * refused redacted in the model's own earlier replies (`redactRefusedArguments`):
 * the feedback never echoes an injected payload, and neither does the
 * transcript. The graph's state keeps what the model wrote; only the request
 * is changed, and the messages themselves are copied, never mutated. Returns
 * the same array when no refused call is in it.
 *
 * @example
 * const messages = redactRefusedCalls(guard, request.messages);
 */
export function redactRefusedCalls(
  guard: Guard,
  messages: readonly BaseMessage[],
): readonly BaseMessage[] {
  const ids = new Set<string>();
  for (const message of messages) {
    const mark = toolformMark(message);
    const id = (message as { tool_call_id?: unknown }).tool_call_id;
    if (mark !== undefined && refusals.has(mark.action) && typeof id === "string") ids.add(id);
  }
  if (ids.size === 0) return messages;
  return messages.map((message) =>
    AIMessage.isInstance(message) && mentions(message, ids)
      ? redactedReply(guard, message, ids)
      : message,
  );
}

// Whether the reply carries one of the refused calls anywhere a provider reads it back.
function mentions(reply: AIMessage, ids: ReadonlySet<string>): boolean {
  const has = (c: { readonly id?: unknown } | null | undefined) =>
    typeof c?.id === "string" && ids.has(c.id);
  if (reply.tool_calls?.some(has) === true || reply.invalid_tool_calls?.some(has) === true)
    return true;
  const raw = reply.additional_kwargs?.tool_calls;
  if (Array.isArray(raw) && raw.some(has)) return true;
  return (
    Array.isArray(reply.content) &&
    reply.content.some((b) => isRecord(b) && (has(b) || has({ id: b.call_id })))
  );
}

// The reply with the refused calls' arguments redacted wherever a provider reads
// them: its tool calls (valid or not), tool-use and tool-call content blocks, and
// the raw OpenAI-style calls.
function redactedReply(guard: Guard, reply: AIMessage, ids: ReadonlySet<string>): AIMessage {
  const redact = <T extends string | { readonly [key: string]: unknown }>(args: T): T =>
    redactRefusedArguments(args, guard.policy);
  const content = Array.isArray(reply.content)
    ? reply.content.map((block) => {
        const b = block as {
          id?: unknown;
          call_id?: unknown;
          input?: unknown;
          args?: unknown;
          arguments?: unknown;
        };
        // Either id: an OpenAI Responses `function_call` item has its own `id` ("fc_…")
        // besides the `call_id` the ToolMessage answers; other blocks carry only `id`.
        if (!isRefused(b.id, ids) && !isRefused(b.call_id, ids)) return block;
        // Anthropic's `tool_use` carries `input` (an object, or the raw JSON text while
        // streaming or when unparsable); LangChain's v1 `tool_call` block carries `args`.
        let out: object = block;
        if (isArguments(b.input)) out = { ...out, input: redact(b.input) };
        if (isArguments(b.args)) out = { ...out, args: redact(b.args) };
        // OpenAI Responses `function_call` items: `call_id` and the `arguments` text.
        if (typeof b.arguments === "string") out = { ...out, arguments: redact(b.arguments) };
        return out;
      })
    : reply.content;
  const raw = reply.additional_kwargs?.tool_calls;
  const additional = Array.isArray(raw)
    ? {
        ...reply.additional_kwargs,
        tool_calls: raw.map((call) =>
          ids.has(call.id ?? "") && typeof call.function?.arguments === "string"
            ? {
                ...call,
                function: { ...call.function, arguments: redact(call.function.arguments) },
              }
            : call,
        ),
      }
    : reply.additional_kwargs;
  return new AIMessage({
    content: content as AIMessage["content"],
    ...(reply.id === undefined ? {} : { id: reply.id }),
    ...(reply.name === undefined ? {} : { name: reply.name }),
    additional_kwargs: additional,
    response_metadata: reply.response_metadata,
    ...(reply.usage_metadata === undefined ? {} : { usage_metadata: reply.usage_metadata }),
    tool_calls: (reply.tool_calls ?? []).map((call) =>
      ids.has(call.id ?? "") ? { ...call, args: redact(call.args) } : call,
    ),
    invalid_tool_calls: (reply.invalid_tool_calls ?? []).map((call) =>
      ids.has(call.id ?? "") && typeof call.args === "string"
        ? { ...call, args: redact(call.args) }
        : call,
    ),
  });
}

function isRefused(id: unknown, ids: ReadonlySet<string>): boolean {
  return typeof id === "string" && ids.has(id);
}

function isArguments(value: unknown): value is string | { readonly [key: string]: unknown } {
  return typeof value === "string" || isRecord(value);
}

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
