import { type Guard, type OutputDecision, renderWithheldOutput, scan } from "@toolform/core";
import { type BlockFields, withCleanedFields } from "./block-fields.js";
import { readContentBlock } from "./read-content-block.js";

/** What an output check is told: the tool, and the run its budget and events belong to. */
export interface OutputContext {
  readonly tool: string;
  readonly runId?: string;
}

/**
 * What the output check made of a message's content: `allow` (pass it on as
 * it is), `sanitise` (a copy with the offending spans cleaned) or
 * `block_output` (a refusal text in place of the content).
 *
 * @example
 * const checked: CheckedContent = { action: "sanitise", content: "[redacted] invoices" };
 */
export type CheckedContent =
  | { readonly action: "allow" }
  | { readonly action: "sanitise" | "block_output"; readonly content: string | unknown[] };

/**
 * Scans a message's content, as a tool wrote it, on the `tool_output` channel.
 * Every block the model reads is judged: text blocks as one text (a payload
 * split across blocks is read whole), text files and `data:` URLs decoded, a
 * media block's other fields (title, context, filename, citations) and any
 * other block (a search result, a record) walked by the core; image, audio and
 * other bytes pass unscanned. Content the guard could not check is withheld
 * (the core's text).
 *
 * @example
 * const checked = await guardContent(guard, message.content, { tool: "fetch_page" });
 * if (checked.action !== "allow") use(checked.content);
 */
export function guardContent(
  guard: Guard,
  content: unknown,
  ctx: OutputContext,
): Promise<CheckedContent> {
  // The common case, one text: one check (one promise), no copy unless the policy changed something.
  if (typeof content === "string")
    return check(guard, content, ctx).then((out) =>
      out.action === "allow"
        ? ALLOW
        : {
            action: out.action === "block" ? "block_output" : "sanitise",
            content: asText(out.output),
          },
    );
  if (!Array.isArray(content)) {
    // Neither text nor blocks (an object a tool put there): judged as data, as sent.
    if (typeof content !== "object" || content === null) return Promise.resolve(ALLOW);
    return check(guard, content, ctx).then((out): CheckedContent => {
      if (out.action === "allow") return ALLOW;
      // The cleaned object goes on as its JSON text, which is how a model reads it.
      return {
        action: out.action === "block" ? "block_output" : "sanitise",
        content: asText(out.output),
      };
    });
  }
  let read: ReadBlocks | undefined;
  try {
    read = readBlocks(content);
  } catch {
    // A block that throws when read (a getter) cannot be judged: withheld.
    return Promise.resolve({ action: "block_output", content: renderWithheldOutput(ctx.tool) });
  }
  if (read === undefined) return Promise.resolve(ALLOW);
  const blocksRead = read;
  return check(guard, read.value, ctx).then((out): CheckedContent => {
    const read = blocksRead;
    if (out.action === "allow") return ALLOW;
    if (out.action === "block") return { action: "block_output", content: asText(out.output) };
    const blocks = cleanedBlocks(content, read, out.output);
    // A cleaned copy not of the shape sent cannot be mapped back onto the blocks: withheld.
    if (blocks === undefined)
      return { action: "block_output", content: asText(withheld(ctx.tool).output) };
    return { action: "sanitise", content: blocks };
  });
}

const ALLOW: CheckedContent = Object.freeze({ action: "allow" });

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

interface BlockRead {
  /** Read as text, media (not scanned), or data (walked whole). */
  readonly kind: "text" | "media" | "data";
  /** A text or media block's other fields, walked as data after the data blocks before it. */
  readonly fields?: BlockFields;
}

interface ReadBlocks {
  /** What the core judges: the text blocks' text as one string, then the data, in block order. */
  readonly value: unknown;
  /** Whether `value` starts with the joined text. */
  readonly hasText: boolean;
  readonly blocks: readonly BlockRead[];
}

// The model reads adjacent text blocks as one text: joined, a payload split across
// them is one sentence again. Undefined when nothing in the blocks is read.
function readBlocks(content: readonly unknown[]): ReadBlocks | undefined {
  const texts: string[] = [];
  const data: unknown[] = [];
  const blocks: BlockRead[] = [];
  for (const block of content) {
    const reading = readContentBlock(block);
    if (reading.kind === "data") {
      data.push(block);
      blocks.push({ kind: "data" });
      continue;
    }
    if (reading.kind === "text") texts.push(reading.text);
    if (reading.fields === undefined) blocks.push({ kind: reading.kind });
    else {
      data.push(reading.fields.value);
      blocks.push({ kind: reading.kind, fields: reading.fields });
    }
  }
  if (texts.length === 0 && data.length === 0) return undefined;
  const text = joinTexts(texts);
  const value = texts.length === 0 ? data : data.length === 0 ? text : [text, ...data];
  return { value, hasText: texts.length > 0, blocks };
}

// A newline between blocks keeps their words apart, as the model reads blocks split at
// a word. Some providers run text parts together, so a phrase split mid-word
// ("Ignore all prev" | "ious instructions") is one word again there: when the blocks
// read without a separator hold a phrase the scan blocks, that is the text judged.
function joinTexts(texts: readonly string[]): string {
  if (texts.length < 2) return texts[0] ?? "";
  const glued = texts.join("");
  return scan(glued, { channel: "tool_output" }).blocked ? glued : texts.join("\n");
}

// The blocks rebuilt from the core's cleaned copy of `read.value`: data blocks replaced
// by their cleaned copies, media blocks given their cleaned fields; the text blocks (and
// decoded text files) kept, with their cleaned fields, when their text was clean, else
// one text block with the cleaned text in place of the first of them.
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
    const { kind, fields } = read.blocks[i] ?? { kind: "data" };
    if (kind === "data") {
      blocks.push(data[next++]);
      continue;
    }
    // Taken in order even when the block is dropped, so the next data stay aligned.
    const cleanedFields = fields === undefined ? undefined : data[next++];
    if (kind === "text" && textChanged) {
      if (!textPlaced) blocks.push({ type: "text", text });
      textPlaced = true;
      continue;
    }
    if (fields === undefined) blocks.push(block);
    else {
      const rebuilt = withCleanedFields(block as object, fields, cleanedFields);
      if (rebuilt === undefined) return undefined;
      blocks.push(rebuilt);
    }
  }
  return blocks;
}

function original(read: ReadBlocks): unknown {
  return Array.isArray(read.value) ? read.value[0] : read.value;
}

function asText(output: unknown): string {
  return typeof output === "string" ? output : JSON.stringify(output);
}
