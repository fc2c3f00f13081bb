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
export function guardToolOutput<T>(
  guard: Guard,
  result: T,
  ctx: { readonly tool: string; readonly runId?: string },
): Promise<T> {
  if (!ToolMessage.isInstance(result)) return Promise.resolve(result);
  const content: unknown = result.content;
  // The common case, one text: one check (one promise), no copy unless the policy changed something.
  if (typeof content === "string") {
    const decided = (out: OutputDecision): T =>
      out.action === "allow"
        ? result
        : (rebuilt(result, asText(out.output), out.action === "block") as T);
    try {
      return guard.checkToolOutput(content, ctx).then(decided, () => decided(withheld(ctx.tool)));
    } catch {
      return Promise.resolve(decided(withheld(ctx.tool)));
    }
  }
  if (Array.isArray(content)) return checkBlocks(guard, result, content, ctx);
  return Promise.resolve(result);
}

// Fail closed, as every adapter does: an output that could not be checked is withheld.
function withheld(tool: string): OutputDecision {
  return { action: "block", output: renderWithheldOutput(tool), findings: [] };
}

function check(
  guard: Guard,
  text: string,
  ctx: { readonly tool: string; readonly runId?: string },
): Promise<OutputDecision> {
  try {
    return guard.checkToolOutput(text, ctx).then(undefined, () => withheld(ctx.tool));
  } catch {
    return Promise.resolve(withheld(ctx.tool));
  }
}

async function checkBlocks<T extends ToolMessage>(
  guard: Guard,
  result: T,
  content: readonly unknown[],
  ctx: { readonly tool: string; readonly runId?: string },
): Promise<T> {
  let changed = false;
  let blocked = false;
  const blocks: unknown[] = [];
  for (const block of content) {
    const text = textOf(block);
    if (text === undefined) {
      blocks.push(block);
      continue;
    }
    const out = await check(guard, text, ctx);
    if (out.action === "allow") blocks.push(block);
    else {
      changed = true;
      blocked ||= out.action === "block";
      blocks.push({ ...(block as object), text: asText(out.output) });
    }
  }
  return changed ? (rebuilt(result, blocks, blocked) as T) : result;
}

function rebuilt(result: ToolMessage, content: unknown, blocked: boolean): ToolMessage {
  return new ToolMessage({
    content: content as ToolMessage["content"],
    tool_call_id: result.tool_call_id,
    ...(result.name === undefined ? {} : { name: result.name }),
    ...(result.id === undefined ? {} : { id: result.id }),
    status: blocked ? "error" : (result.status ?? "success"),
    artifact: result.artifact,
    metadata: {
      ...result.metadata,
      toolform: { action: blocked ? "block_output" : "sanitise", codes: [] },
    },
  });
}

function textOf(block: unknown): string | undefined {
  if (typeof block !== "object" || block === null) return undefined;
  const { type, text } = block as { type?: unknown; text?: unknown };
  return type === "text" && typeof text === "string" ? text : undefined;
}

function asText(output: unknown): string {
  return typeof output === "string" ? output : JSON.stringify(output);
}
