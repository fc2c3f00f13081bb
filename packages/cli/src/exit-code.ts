/**
 * The process exit codes of `toolform`, so a CI step can tell "found
 * something" apart from "could not run".
 *
 * @example
 * process.exitCode = blocked ? ExitCode.blocked : ExitCode.clean;
 */
export const ExitCode = {
  /** Nothing blocked: every call would execute, no blocking finding. */
  clean: 0,
  /** Something is blocked: a blocking finding, or a call that would not execute. */
  blocked: 1,
  /** Bad usage, unreadable input, an invalid policy, or an MCP server that could not be reached. */
  usage: 2,
} as const;

/**
 * One of the values of {@link ExitCode}.
 *
 * @example
 * const code: ExitCodeValue = ExitCode.usage;
 */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
