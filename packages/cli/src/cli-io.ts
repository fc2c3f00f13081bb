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

// Set once a stream's reader is gone (`toolform … | head -1`): what is left to
// write has no reader, and writing it would only raise the error again.
const closed = { stdout: false, stderr: false };
let watching = false;

// Node raises a write to a closed pipe (EPIPE) as an unhandled "error" event: a
// stack trace and exit 1. A reader that stopped reading is not a failure of the
// command, so the command runs to its end and keeps its exit code (as `head`
// users expect of a CLI that does not die of SIGPIPE); writing just stops.
function watchStreams(): void {
  if (watching) return;
  watching = true;
  for (const name of ["stdout", "stderr"] as const) {
    process[name].on("error", (error: NodeJS.ErrnoException) => {
      closed[name] = true;
      if (error.code === "EPIPE" || name === "stderr") return;
      // Any other failure to write the report (a full disk, EIO) is reported once.
      if (!closed.stderr)
        process.stderr.write(`toolform: cannot write the output: ${error.message}\n`);
      process.exitCode = 2;
    });
  }
}

/**
 * The real process's streams and file system. Output to a closed pipe
 * (`toolform … | head -1`) is dropped quietly: the command still ends with
 * its own exit code, and never with a stack trace.
 *
 * @example
 * process.exitCode = await run(process.argv.slice(2), nodeIo());
 */
export function nodeIo(): CliIo {
  watchStreams();
  return {
    stdout: (text) => {
      if (!closed.stdout) process.stdout.write(text);
    },
    stderr: (text) => {
      if (!closed.stderr) process.stderr.write(text);
    },
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
