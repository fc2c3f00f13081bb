import { ToolMessage } from "@langchain/core/messages";
import { type Guard, type OutputDecision, renderWithheldOutput } from "@toolform/core";

/**
 * Scans what a tool returned (`tool_output` channel) before the model reads
 * it, and returns the message the policy lets through: the original, a copy
 * with offending spans cleaned, or a refusal in place of the content. Text
 * blocks are checked one by one; images and other blocks pass unchanged.
 * Anything that is not a ToolMessage (a `Command`) passes unchanged. An
 * output the guard could not check is withheld (the core's text).
 *
 * @example
 * const result = await handler(request);
 * return guardToolOutput(guard, result, { tool: "fetch_page", runId });
 */
export async function guardToolOutput<T>(
  guard: Guard,
  result: T,
  ctx: { readonly tool: string; readonly runId?: string | undefined },
): Promise<T> {
  if (!ToolMessage.isInstance(result)) return result;
  const check = async (text: string): Promise<OutputDecision> => {
    try {
      return await guard.checkToolOutput(
        text,
        ctx.runId === undefined ? { tool: ctx.tool } : { tool: ctx.tool, runId: ctx.runId },
      );
    } catch {
      // Fail closed, as every adapter does: an output that could not be checked is withheld.
      return { action: "block", output: renderWithheldOutput(ctx.tool), findings: [] };
    }
  };
  const content: unknown = result.content;
  let changed = false;
  let blocked = false;
  let next: unknown = content;
  if (typeof content === "string") {
    const out = await check(content);
    if (out.action !== "allow") {
      changed = true;
      blocked = out.action === "block";
      next = asText(out.output);
    }
  } else if (Array.isArray(content)) {
    const blocks: unknown[] = [];
    for (const block of content) {
      const text = textOf(block);
      if (text === undefined) {
        blocks.push(block);
        continue;
      }
      const out = await check(text);
      if (out.action === "allow") blocks.push(block);
      else {
        changed = true;
        blocked ||= out.action === "block";
        blocks.push({ ...(block as object), text: asText(out.output) });
      }
    }
    next = blocks;
  }
  if (!changed) return result;
  return new ToolMessage({
    content: next as ToolMessage["content"],
    tool_call_id: result.tool_call_id,
    ...(result.name === undefined ? {} : { name: result.name }),
    ...(result.id === undefined ? {} : { id: result.id }),
    status: blocked ? "error" : (result.status ?? "success"),
    artifact: result.artifact,
    metadata: {
      ...result.metadata,
      toolform: { action: blocked ? "block_output" : "sanitise", codes: [] },
    },
  }) as T;
}

function textOf(block: unknown): string | undefined {
  if (typeof block !== "object" || block === null) return undefined;
  const { type, text } = block as { type?: unknown; text?: unknown };
  return type === "text" && typeof text === "string" ? text : undefined;
}

function asText(output: unknown): string {
  return typeof output === "string" ? output : JSON.stringify(output);
}
