import type { ToolCall } from "./tool-call.js";

interface Pending {
  id?: string;
  name: string;
  text: string;
  deltas: number;
  /** Anthropic's `content_block_start` input, used when no JSON delta follows. */
  input?: unknown;
}

type Chunk = Record<string, unknown>;

const isObject = (value: unknown): value is Chunk =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function openAiChat(chunk: Chunk, at: (key: string) => Pending): void {
  const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
  for (const choice of choices) {
    if (!isObject(choice) || !isObject(choice.delta)) continue;
    const deltas = Array.isArray(choice.delta.tool_calls) ? choice.delta.tool_calls : [];
    for (const [position, delta] of deltas.entries()) {
      if (!isObject(delta)) continue;
      const index = typeof delta.index === "number" ? delta.index : position;
      const entry = at(`openai:${String(choice.index ?? 0)}:${index}`);
      const id = str(delta.id);
      if (id !== undefined) entry.id = id;
      const fn = isObject(delta.function) ? delta.function : {};
      entry.name = joinName(entry.name, str(fn.name));
      const piece = str(fn.arguments);
      if (piece !== undefined) {
        entry.text += piece;
        entry.deltas++;
      }
    }
  }
}

function anthropic(chunk: Chunk, message: number, at: (key: string) => Pending | undefined): void {
  const key = `anthropic:${message}:${String(chunk.index)}`;
  if (chunk.type === "content_block_start" && isObject(chunk.content_block)) {
    const block = chunk.content_block;
    if (block.type !== "tool_use") return;
    const entry = at(key)!;
    const id = str(block.id);
    if (id !== undefined) entry.id = id;
    entry.name = str(block.name) ?? "";
    entry.input = block.input;
  } else if (chunk.type === "content_block_delta" && isObject(chunk.delta)) {
    const piece = str(chunk.delta.partial_json);
    const entry = piece === undefined ? undefined : at(key);
    if (entry !== undefined && piece !== undefined) {
      entry.text += piece;
      entry.deltas++;
    }
  }
}

function openAiResponses(chunk: Chunk, at: (key: string) => Pending): void {
  const key = `responses:${String(chunk.output_index)}`;
  const item = isObject(chunk.item) ? chunk.item : undefined;
  if (
    (chunk.type === "response.output_item.added" || chunk.type === "response.output_item.done") &&
    item
  ) {
    if (item.type !== "function_call") return;
    const entry = at(key);
    const id = str(item.call_id) ?? str(item.id);
    if (id !== undefined) entry.id = id;
    entry.name = str(item.name) ?? entry.name;
    const full = str(item.arguments);
    if (chunk.type === "response.output_item.done" && full !== undefined) {
      entry.text = full;
      entry.deltas = 1;
    }
  } else if (chunk.type === "response.function_call_arguments.delta") {
    const piece = str(chunk.delta);
    if (piece !== undefined) {
      const entry = at(key);
      entry.text += piece;
      entry.deltas++;
    }
  }
}

/**
 * Rebuilds complete tool calls from streamed provider events, so a stream can go
 * through the same check as a completion (`validateToolCalls`). Reads OpenAI Chat
 * Completions chunks (`choices[].delta.tool_calls[]`), OpenAI Responses events
 * (`response.function_call_arguments.delta`, `response.output_item.*`) and Anthropic
 * Messages events (`content_block_start` with `tool_use`, `input_json_delta`).
 * `arguments` is the JSON text as streamed; other chunks are ignored. Calls come back
 * in the order they started.
 *
 * @example
 * const chunks = [];
 * for await (const chunk of stream) chunks.push(chunk);
 * const verdict = await validateToolCalls(assembleToolCalls(chunks), { tools: request.tools });
 */
export function assembleToolCalls(chunks: Iterable<unknown>): ToolCall[] {
  if (typeof (chunks as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] !== "function") {
    throw new TypeError("assembleToolCalls expects an iterable of stream chunks (an array)");
  }
  const pending = new Map<string, Pending>();
  const at = (key: string): Pending => {
    let entry = pending.get(key);
    if (entry === undefined) {
      entry = { name: "", text: "", deltas: 0 };
      pending.set(key, entry);
    }
    return entry;
  };
  let message = 0;
  for (const chunk of chunks) {
    if (!isObject(chunk)) continue;
    const type = str(chunk.type) ?? "";
    if (type === "message_start") message++;
    else if (type.startsWith("content_block_")) anthropic(chunk, message, at);
    else if (type.startsWith("response.")) openAiResponses(chunk, at);
    else if (Array.isArray(chunk.choices)) openAiChat(chunk, at);
  }
  return [...pending.values()].map((entry) => {
    const args =
      entry.deltas > 0
        ? entry.text
        : entry.input !== undefined
          ? JSON.stringify(entry.input)
          : entry.text;
    return {
      ...(entry.id === undefined ? {} : { id: entry.id }),
      name: entry.name,
      arguments: args,
    };
  });
}

// OpenAI sends a call's name in its first delta; some compatible servers repeat
// the whole name (or the name so far) in every delta: that is the name again,
// not more of it. A one-character piece is always more of it.
function joinName(sofar: string, piece: string | undefined): string {
  if (piece === undefined) return sofar;
  if (sofar !== "" && piece.length > 1 && piece.startsWith(sofar)) return piece;
  return sofar + piece;
}
