import type { ToolCall } from "./tool-call.js";

/**
 * Rebuilds complete tool calls from streamed OpenAI or Anthropic deltas.
 *
 * @example
 * const calls = assembleToolCalls(chunks);
 * await validateToolCalls(calls, { tools });
 */
export function assembleToolCalls(chunks: Iterable<unknown>): ToolCall[] {
  throw new Error(`assembleToolCalls: not implemented (${typeof chunks})`);
}
