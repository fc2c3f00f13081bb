import { ToolMessage } from "@langchain/core/messages";
import { type Guard, type OutputDecision, renderWithheldOutput } from "@toolform/core";
import { guardCommand, isCommand } from "./guard-command.js";
import { readContentBlock } from "./read-content-block.js";

/** What an output check is told: the tool, and the run its budget and events belong to. */
export interface OutputContext {
  readonly tool: string;
  readonly runId?: string;
}

/**
 * Scans what a tool returned (`tool_output` channel) before the model reads
 * it, and returns what the policy lets through: the original, a copy with
 * offending spans cleaned, or a refusal in place of the content. Every block
 * the model reads is judged: text blocks as one text (a payload split across
 * blocks is read whole), text files and `data:` URLs decoded, any other block
 * (a search result, a record) walked by the core; image, audio and other bytes
 * pass unscanned. A LangGraph `Command` has every ToolMessage in its
 * `update.messages` checked the same way. An output the guard could not check
 * is withheld (the core's text).
 *
 * @example
 * const result = await handler(request);
 * return guardToolOutput(guard, result, { tool: "fetch_page", runId });
 */
export function guardToolOutput<T>(guard: Guard, result: T, ctx: OutputContext): Promise<T> {
  if (ToolMessage.isInstance(result)) return guardToolMessage(guard, result, ctx) as Promise<T>;
  if (isCommand(result))
    return guardCommand(result, (m) => guardToolMessage(guard, m, ctx)) as Promise<T>;
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
  const content: unknown = message.content;
  // The common case, one text: one check (one promise), no copy unless the policy changed something.
  if (typeof content === "string") {
    const decided = (out: OutputDecision): ToolMessage =>
      out.action === "allow"
        ? message
        : rebuilt(message, asText(out.output), out.action === "block");
    return check(guard, content, ctx).then(decided);
  }
  if (!Array.isArray(content)) return Promise.resolve(message);
  const read = readBlocks(content);
  if (read === undefined) return Promise.resolve(message);
  return check(guard, read.value, ctx).then((out) => {
    if (out.action === "allow") return message;
    const blocks = out.action === "block" ? undefined : cleanedBlocks(content, read, out.output);
    // A cleaned copy not of the shape sent cannot be mapped back onto the blocks: withheld.
    if (blocks === undefined)
      return rebuilt(
        message,
        asText(out.action === "block" ? out.output : withheld(ctx.tool).output),
        true,
      );
    return rebuilt(message, blocks, false);
  });
}

// Fail closed, as every adapter does: an output that could not be checked is withheld.
function withheld(tool: string): OutputDecision {
  return { action: "block", output: renderWithheldOutput(tool), findings: [] };
}

function check(guard: Guard, value: unknown, ctx: OutputContext): Promise<OutputDecision> {
  try {
    return guard.checkToolOutput(value, ctx).then(undefined, () => withheld(ctx.tool));
  } catch {
    return Promise.resolve(withheld(ctx.tool));
  }
}

interface ReadBlocks {
  /** What the core judges: the text blocks' text as one string, then the data blocks. */
  readonly value: unknown;
  /** Whether `value` starts with the joined text. */
  readonly hasText: boolean;
  /** Per block: read as text, media (not scanned), or data (walked). */
  readonly kinds: readonly ("text" | "media" | "data")[];
}

// The model reads adjacent text blocks as one text: joined, a payload split across
// them is one sentence again. Undefined when nothing in the blocks is read as text.
function readBlocks(content: readonly unknown[]): ReadBlocks | undefined {
  const texts: string[] = [];
  const data: unknown[] = [];
  const kinds: ("text" | "media" | "data")[] = [];
  for (const block of content) {
    const reading = readContentBlock(block);
    kinds.push(reading.kind);
    if (reading.kind === "text") texts.push(reading.text);
    else if (reading.kind === "data") data.push(block);
  }
  if (texts.length === 0 && data.length === 0) return undefined;
  // A newline, not "": the scan reads the blocks' words as the model does, one after the other.
  const text = texts.join("\n");
  const value = texts.length === 0 ? data : data.length === 0 ? text : [text, ...data];
  return { value, hasText: texts.length > 0, kinds };
}

// The blocks rebuilt from the core's cleaned copy of `read.value`: data blocks replaced
// by their cleaned copies; the text blocks (and decoded text files) kept when their text
// was clean, else one text block with the cleaned text in place of the first of them.
function cleanedBlocks(
  content: readonly unknown[],
  read: ReadBlocks,
  cleaned: unknown,
): unknown[] | undefined {
  if (Array.isArray(read.value) && !Array.isArray(cleaned)) return undefined;
  const parts = read.hasText
    ? Array.isArray(read.value)
      ? (cleaned as unknown[])
      : [cleaned]
    : undefined;
  const text = parts === undefined ? undefined : asText(parts[0]);
  const data = parts === undefined ? (cleaned as unknown[]) : parts.slice(1);
  const textChanged = parts !== undefined && text !== original(read);
  const blocks: unknown[] = [];
  let next = 0;
  let textPlaced = false;
  for (const [i, block] of content.entries()) {
    const kind = read.kinds[i];
    if (kind === "data") blocks.push(data[next++]);
    else if (kind === "media" || !textChanged) blocks.push(block);
    else if (!textPlaced) {
      textPlaced = true;
      blocks.push({ type: "text", text });
    }
  }
  return blocks;
}

function original(read: ReadBlocks): unknown {
  return Array.isArray(read.value) ? read.value[0] : read.value;
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

function asText(output: unknown): string {
  return typeof output === "string" ? output : JSON.stringify(output);
}
