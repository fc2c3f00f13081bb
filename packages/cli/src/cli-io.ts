import { readFile } from "node:fs/promises";

/**
 * Everything `run` touches outside itself, so tests can call it in-process
 * and a host can embed it.
 *
 * @example
 * const io: CliIo = { ...nodeIo(), stdout: (s) => chunks.push(s) };
 */
export interface CliIo {
  /** Writes to standard output (the report). */
  readonly stdout: (text: string) => void;
  /** Writes to standard error (diagnostics, never the report). */
  readonly stderr: (text: string) => void;
  /** Reads all of standard input as UTF-8. */
  readonly readStdin: () => Promise<string>;
  /** Reads a file as UTF-8; paths are relative to `cwd`. */
  readonly readFile: (path: string) => Promise<string>;
  /** The working directory for relative paths and spawned MCP servers. */
  readonly cwd: string;
  /** True when standard input is an interactive terminal (nothing piped). */
  readonly stdinIsTTY: boolean;
  /** Colour the table: a terminal, and `NO_COLOR` unset. JSON and SARIF are never coloured. */
  readonly color?: boolean;
}

/**
 * The real process's streams and file system.
 *
 * @example
 * process.exitCode = await run(process.argv.slice(2), nodeIo());
 */
export function nodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString("utf8");
    },
    readFile: (path) => readFile(path, "utf8"),
    cwd: process.cwd(),
    stdinIsTTY: process.stdin.isTTY === true,
    color: process.stdout.isTTY === true && !process.env.NO_COLOR,
  };
}
