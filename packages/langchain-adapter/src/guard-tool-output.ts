import { ToolMessage } from "@langchain/core/messages";
import type { Guard } from "@toolform/core";
import { guardAddedMessage } from "./guard-added-message.js";
import { guardCommand, isCommand } from "./guard-command.js";
import { type CheckedContent, guardContent, type OutputContext } from "./guard-content.js";

/**
 * Scans what a tool returned (`tool_output` channel) before the model reads
 * it, and returns what the policy lets through: the original, a copy with
 * offending spans cleaned, or a refusal in place of the content (how each
 * block is read: {@link guardContent}). A LangGraph `Command` has every
 * message in its `update.messages` checked the same way: tool messages, and
 * the user, assistant or system messages a tool adds, whose content the tool
 * wrote as much as any output. An output the guard could not check is
 * withheld (the core's text).
 *
 * @example
 * const result = await handler(request);
 * return guardToolOutput(guard, result, { tool: "fetch_page", runId });
 */
export function guardToolOutput<T>(guard: Guard, result: T, ctx: OutputContext): Promise<T> {
  if (ToolMessage.isInstance(result)) return guardToolMessage(guard, result, ctx) as Promise<T>;
  if (isCommand(result))
    return guardCommand(result, (m) =>
      guardAddedMessage(guard, m, ctx, (tool) => guardToolMessage(guard, tool, ctx)),
    ) as Promise<T>;
  return Promise.resolve(result);
}

/**
 * One ToolMessage through the output check: the same message when the policy
 * allows it, else a copy marked with what was done (`metadata.toolform`).
 *
 * @example
 * const checked = await guardToolMessage(guard, message, { tool: "fetch_page" });
 */
export function guardToolMessage(
  guard: Guard,
  message: ToolMessage,
  ctx: OutputContext,
): Promise<ToolMessage> {
  return guardContent(guard, message.content, ctx).then((checked) =>
    checked.action === "allow" ? message : rebuilt(message, checked),
  );
}

function rebuilt(
  result: ToolMessage,
  checked: Exclude<CheckedContent, { action: "allow" }>,
): ToolMessage {
  const blocked = checked.action === "block_output";
  return new ToolMessage({
    content: checked.content as ToolMessage["content"],
    tool_call_id: result.tool_call_id,
    ...(result.name === undefined ? {} : { name: result.name }),
    ...(result.id === undefined ? {} : { id: result.id }),
    status: blocked ? "error" : (result.status ?? "success"),
    artifact: result.artifact,
    additional_kwargs: result.additional_kwargs,
    response_metadata: result.response_metadata,
    metadata: {
      ...result.metadata,
      toolform: { action: checked.action, codes: [] },
    },
  });
}
