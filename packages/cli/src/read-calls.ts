import type { ToolCall } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";

/**
 * Reads tool calls from parsed JSON: one call or an array of calls, each as
 * `{ name, arguments }`, an OpenAI `tool_calls` entry (`{ function: { name,
 * arguments } }`), an Anthropic `tool_use` block (`{ name, input }`), a
 * LangChain tool call (`{ name, args }`) or an AI SDK one (`{ toolName, input }`).
 *
 * @example
 * readCalls({ function: { name: "f", arguments: "{}" } }, "--call"); // [{ name: "f", arguments: "{}" }]
 */
export function readCalls(document: unknown, source: string): ToolCall[] {
  const list = Array.isArray(document) ? document : [document];
  if (list.length === 0) throw new CliUsageError(`${source} holds no calls`);
  return list.map((entry, index) =>
    readCall(entry, `${source}${list.length > 1 ? ` #${index}` : ""}`),
  );
}

function readCall(entry: unknown, source: string): ToolCall {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    throw new CliUsageError(`${source} is not a call object: expected {"name": …, "arguments": …}`);
  }
  const raw = entry as Record<string, unknown>;
  const fn = raw.function as Record<string, unknown> | undefined;
  const base = typeof fn === "object" && fn !== null ? fn : raw;
  const name = base.name ?? raw.toolName;
  if (typeof name !== "string") throw new CliUsageError(`${source} has no "name" string`);
  const args = "arguments" in base ? base.arguments : (raw.input ?? raw.args);
  if (
    args !== undefined &&
    args !== null &&
    typeof args !== "string" &&
    (typeof args !== "object" || Array.isArray(args))
  ) {
    throw new CliUsageError(`${source}: "arguments" must be an object or a JSON string`);
  }
  const id = typeof raw.id === "string" ? { id: raw.id } : {};
  return { ...id, name, arguments: (args ?? null) as NonNullable<ToolCall["arguments"]> | null };
}
