import { type BaseMessage, ToolMessage } from "@langchain/core/messages";
import { type Guard, type OutputDecision, renderWithheldOutput } from "@toolform/core";
import { type CheckedContent, guardContent, type OutputContext } from "./guard-content.js";
import { messageWithFields } from "./message-with-content.js";

// What a provider sends of a message besides its content: the calls an assistant
// message carries (as LangChain holds them and as the raw provider fields) and a name.
const extraKeys = ["tool_calls", "invalid_tool_calls", "additional_kwargs", "name"] as const;

/**
 * A message a tool's `Command` adds to the state (not a ToolMessage), checked as
 * tool output: its content, and what the provider also sends of it, the tool
 * calls of an assistant message (`tool_calls`, `invalid_tool_calls`, raw
 * `additional_kwargs`) and its `name`, which the tool wrote as much as any
 * output. Under `"sanitise"` the offending spans are cleaned in a copy of the
 * same class; under `"block"` the content is the refusal text and every call's
 * arguments are emptied (the calls stay, so the tool messages answering them
 * still pair with them). The message itself is never mutated.
 *
 * @example
 * const checked = await guardAddedMessage(guard, message, { tool: "plan_trip" }, guardToolMessage);
 */
export async function guardAddedMessage(
  guard: Guard,
  message: BaseMessage,
  ctx: OutputContext,
  guardToolMessage: (message: ToolMessage) => Promise<ToolMessage>,
): Promise<BaseMessage> {
  if (ToolMessage.isInstance(message)) return guardToolMessage(message);
  const extras = extrasOf(message);
  const [content, rest] = await Promise.all([
    guardContent(guard, message.content, ctx),
    extras === undefined ? undefined : checkExtras(guard, extras, ctx),
  ]);
  if (content.action === "allow" && (rest === undefined || rest.action === "allow")) return message;
  const blocked = content.action === "block_output" || rest?.action === "block";
  const fields: Record<string, unknown> = {
    content: contentAfter(content, blocked, ctx.tool),
  };
  if (extras !== undefined && rest !== undefined && rest.action !== "allow") {
    Object.assign(fields, rest.action === "sanitise" ? (rest.output as object) : emptied(extras));
  }
  return messageWithFields(message, fields);
}

function contentAfter(content: CheckedContent, blocked: boolean, tool: string): unknown {
  if (content.action !== "allow") return content.content;
  // The content was clean but its calls were not: under "block" it goes all the same.
  return blocked ? renderWithheldOutput(tool) : undefined;
}

function extrasOf(message: BaseMessage): Record<string, unknown> | undefined {
  const fields = message as unknown as Record<string, unknown>;
  let extras: Record<string, unknown> | undefined;
  for (const key of extraKeys) {
    const value = fields[key];
    if (value === undefined || value === null || isEmpty(value)) continue;
    extras ??= {};
    extras[key] = value;
  }
  return extras;
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && value !== null && Object.keys(value).length === 0;
}

function checkExtras(
  guard: Guard,
  extras: Record<string, unknown>,
  ctx: OutputContext,
): Promise<OutputDecision> {
  const withheld: OutputDecision = {
    action: "block",
    output: renderWithheldOutput(ctx.tool),
    findings: [],
  };
  try {
    return guard.checkToolOutput(extras, ctx).then(
      (out) =>
        // A cleaned copy that is not the same record cannot go back in place.
        out.action === "sanitise" && (typeof out.output !== "object" || out.output === null)
          ? withheld
          : out,
      () => withheld,
    );
  } catch {
    return Promise.resolve(withheld);
  }
}

// The calls kept (so answers still pair with them), their arguments and the name gone.
function emptied(extras: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extras)) {
    if (key === "name") continue;
    if (key === "tool_calls" || key === "invalid_tool_calls") {
      out[key] = Array.isArray(value)
        ? value.map((call) => ({ ...(call as object), args: key === "tool_calls" ? {} : "{}" }))
        : [];
    } else if (key === "additional_kwargs") out[key] = {};
  }
  return out;
}
