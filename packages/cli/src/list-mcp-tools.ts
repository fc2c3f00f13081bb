import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { CliUsageError } from "./cli-error.js";
import { splitCommand } from "./split-command.js";
import { toolVersion } from "./version.js";

/** A server that keeps paginating is cut off here rather than listed forever. */
const maxPages = 100;

/**
 * Which MCP server to ask: a command to spawn (stdio) or a streamable HTTP URL.
 *
 * @example
 * const target: McpTarget = { stdio: "npx -y @modelcontextprotocol/server-everything" };
 */
export type McpTarget =
  | {
      readonly stdio: string;
      readonly cwd?: string;
      /** Added to the minimal environment the SDK gives a server (PATH, HOME, …). */
      readonly env?: { readonly [name: string]: string };
    }
  | { readonly url: string };

/**
 * Connects to an MCP server with the official SDK client, lists every tool
 * (following pagination), and disconnects. The tools come back exactly as the
 * server declared them, ready for `guardToolset`. Failures become one-line
 * {@link CliUsageError}s that include the end of the server's stderr.
 *
 * @example
 * const tools = await listMcpTools({ url: "http://localhost:3000/mcp" });
 * guardToolset(tools).findings;
 */
export async function listMcpTools(
  target: McpTarget,
  options: { readonly timeoutMs?: number } = {},
): Promise<Tool[]> {
  const timeout = options.timeoutMs ?? 30_000;
  const stderr: string[] = [];
  const transport = createTransport(target, stderr);
  const client = new Client({ name: "toolform-audit", version: toolVersion });
  try {
    await client.connect(transport, { timeout });
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const result = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout });
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (cursor === undefined) break;
    }
    return tools;
  } catch (error) {
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const tail = stderr.join("").trim().split("\n").slice(-1)[0];
    throw new CliUsageError(
      `cannot list tools from ${describe(target)}: ${detail}${tail ? ` (server stderr: ${tail})` : ""}`,
      { cause: error },
    );
  } finally {
    await client.close().catch(() => {});
  }
}

function createTransport(target: McpTarget, stderr: string[]): Transport {
  if ("url" in target) {
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      throw new CliUsageError(`--url is not a valid URL: ${target.url}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new CliUsageError(`--url must be an http(s) URL: ${target.url}`);
    }
    return new StreamableHTTPClientTransport(url);
  }
  const [command, ...args] = splitCommand(target.stdio);
  if (command === undefined) throw new CliUsageError("--stdio needs a command to run");
  const transport = new StdioClientTransport({
    command,
    args,
    stderr: "pipe",
    ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
    ...(target.env === undefined ? {} : { env: { ...target.env } }),
  });
  // Keep only the tail: it explains a server that failed to start.
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr.push(chunk.toString("utf8"));
    if (stderr.length > 20) stderr.shift();
  });
  return transport;
}

function describe(target: McpTarget): string {
  return "url" in target ? target.url : `"${target.stdio}"`;
}
