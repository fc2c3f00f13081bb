import type { ToolsetInput } from "./tool-spec.js";
import type { ValidationReport } from "./validation-report.js";

/**
 * A call read out of a model's text reply.
 *
 * @example
 * const { calls } = parseReply(reply, tools, "json_object");
 * calls[0]?.valid;
 */
export interface ParsedCall {
  readonly name: string;
  readonly resolvedName: string | null;
  readonly arguments: { readonly [key: string]: unknown };
  readonly normalizedArguments: { readonly [key: string]: unknown };
  readonly valid: boolean;
  readonly validation: ValidationReport;
}

/**
 * How a model writes calls as text.
 *
 * @example
 * const f: ReplyFormat = "json_object";
 */
export type ReplyFormat = "json_object" | "tool_call_tags" | "auto";

/**
 * Reads tool calls out of a model's text reply.
 *
 * @example
 * parseReply('{"name":"get_weather","arguments":{"city":"Paris"}}', tools, "json_object");
 */
export function parseReply(
  reply: string,
  tools: ToolsetInput,
  format?: ReplyFormat,
): { calls: ParsedCall[]; text: string } {
  throw new Error(`parseReply: not implemented (${reply.length} ${typeof tools} ${format})`);
}
