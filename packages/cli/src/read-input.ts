import { resolve } from "node:path";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";

/** Inputs larger than this are refused rather than parsed (a tool list is kilobytes). */
const maxInputBytes = 16 * 1024 * 1024;

/**
 * Reads a file, or standard input for `-`, and names the source for reports.
 * Any failure becomes a one-line {@link CliUsageError}.
 *
 * @example
 * const { text, source } = await readSource("tools.json", io);
 */
export async function readSource(
  path: string,
  io: CliIo,
): Promise<{ readonly text: string; readonly source: string }> {
  if (path === "-") {
    if (io.stdinIsTTY) throw new CliUsageError("expected input on stdin (pipe a file into `-`)");
    return { text: checkSize(await io.readStdin(), "stdin"), source: "stdin" };
  }
  try {
    return { text: checkSize(await io.readFile(resolve(io.cwd, path)), path), source: path };
  } catch (error) {
    if (CliUsageError.isInstance(error)) throw error;
    throw new CliUsageError(`cannot read ${path}: ${describeFsError(error)}`, { cause: error });
  }
}

/**
 * Parses JSON text, naming the source and position on failure.
 *
 * @example
 * parseJson('{"tools":[]}', "tools.json"); // { tools: [] }
 */
export function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliUsageError(`${source} is not valid JSON: ${detail}`, { cause: error });
  }
}

function checkSize(text: string, source: string): string {
  if (text.length > maxInputBytes) {
    throw new CliUsageError(`${source} is larger than ${maxInputBytes / 1024 / 1024} MB`);
  }
  return text;
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}
