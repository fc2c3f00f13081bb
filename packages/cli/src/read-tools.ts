import type { ToolInput } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";

/**
 * Finds the tool declarations in a parsed document: a plain array, an MCP
 * `tools/list` result (`{ tools: [...] }`, also wrapped in a JSON-RPC
 * `result`), or a provider request body that carries `tools`. The entries
 * themselves (OpenAI, Anthropic, MCP, plain) are read by the core.
 *
 * @example
 * extractTools({ tools: [{ name: "f", inputSchema: { type: "object" } }] }, "tools.json");
 */
export function extractTools(document: unknown, source: string): readonly ToolInput[] {
  const list = findList(document);
  if (list === undefined) {
    throw new CliUsageError(
      `${source} holds no tool list: expected an array of tools or an object with a "tools" array`,
    );
  }
  list.forEach((entry, index) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      throw new CliUsageError(`${source}: tool #${index} is not an object`);
    }
  });
  return list as readonly ToolInput[];
}

function findList(document: unknown): readonly unknown[] | undefined {
  if (Array.isArray(document)) return document;
  if (typeof document !== "object" || document === null) return undefined;
  const record = document as { readonly tools?: unknown; readonly result?: unknown };
  if (Array.isArray(record.tools)) return record.tools;
  return record.result === undefined ? undefined : findList(record.result);
}
