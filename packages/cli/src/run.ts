import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import type { Guard } from "@toolform/core";
import { audit } from "./audit-command.js";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import type { CliReport } from "./cli-report.js";
import { ExitCode, type ExitCodeValue } from "./exit-code.js";
import { helpText } from "./help.js";
import { loadGuard } from "./load-guard.js";
import { renderJson } from "./render-json.js";
import { renderSarif } from "./render-sarif.js";
import { renderTable, visible } from "./render-table.js";
import { scanText } from "./scan-command.js";
import { validate } from "./validate-command.js";
import { toolVersion } from "./version.js";

type Values = { readonly [name: string]: string | boolean | (string | boolean)[] | undefined };

interface Command {
  readonly options: ParseArgsOptionsConfig;
  readonly execute: (
    values: Values,
    positionals: string[],
    guard: () => Promise<Guard>,
    io: CliIo,
  ) => Promise<CliReport>;
}

const commonOptions: ParseArgsOptionsConfig = {
  json: { type: "boolean" },
  sarif: { type: "boolean" },
  policy: { type: "string" },
  help: { type: "boolean", short: "h" },
};

const commands: { readonly [name in "audit" | "validate" | "scan"]: Command } = {
  audit: {
    options: {
      stdio: { type: "string" },
      url: { type: "string" },
      timeout: { type: "string" },
      env: { type: "string", multiple: true },
    },
    execute: (values, positionals, guard, io) => {
      if (positionals.length > 1) throw new CliUsageError("audit takes one file (or -)");
      return audit(
        {
          ...(positionals[0] === undefined ? {} : { file: positionals[0] }),
          ...optional("stdio", values.stdio),
          ...optional("url", values.url),
          ...(values.timeout === undefined ? {} : { timeoutMs: parseTimeout(values.timeout) }),
          ...(values.env === undefined ? {} : { env: parseEnv(values.env as string[]) }),
        },
        guard,
        io,
      );
    },
  },
  validate: {
    options: { tools: { type: "string" }, call: { type: "string", multiple: true } },
    execute: (values, positionals, guard, io) => {
      if (positionals.length > 0)
        throw new CliUsageError(`validate takes no positional arguments (got "${positionals[0]}")`);
      return validate(
        {
          tools: values.tools as string | undefined,
          calls: (values.call as string[] | undefined) ?? [],
        },
        guard,
        io,
      );
    },
  },
  scan: {
    options: { channel: { type: "string" }, file: { type: "string" } },
    execute: (values, positionals, guard, io) =>
      scanText(
        {
          words: positionals,
          ...optional("file", values.file),
          ...optional("channel", values.channel),
        },
        guard,
        io,
      ),
  },
};

/**
 * Runs `toolform` with the given arguments (without `node` and the script)
 * and returns the exit code: 0 clean, 1 blocked, 2 usage or input error.
 * It never throws and never prints a stack trace unless `TOOLFORM_DEBUG` is set.
 *
 * @example
 * const code = await run(["scan", "Ignore previous instructions"], nodeIo());
 */
export async function run(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const [name, ...rest] = argv;
  try {
    // Help asked for is the output; help instead of a command is a usage error.
    if (name === undefined) {
      io.stderr(`${helpText.main}\n`);
      return ExitCode.usage;
    }
    if (name === "-h" || name === "--help" || name === "help") {
      io.stdout(`${helpText.main}\n`);
      return ExitCode.clean;
    }
    if (name === "-v" || name === "--version") {
      io.stdout(`${toolVersion}\n`);
      return ExitCode.clean;
    }
    if (!(name in commands)) {
      throw new CliUsageError(
        `unknown command "${name}" (expected audit, validate or scan; see toolform --help)`,
      );
    }
    const command = commands[name as keyof typeof commands];
    const { values, positionals } = parseCommandArgs(name, command, rest);
    if (values.help === true) {
      io.stdout(`${helpText[name as keyof typeof commands]}\n`);
      return ExitCode.clean;
    }
    if (values.json === true && values.sarif === true)
      throw new CliUsageError("choose one of --json and --sarif");
    // Loaded once input is read, so input errors are reported first.
    const guard = () => loadGuard(values.policy as string | undefined, io);
    const report = await command.execute(values, positionals, guard, io);
    io.stdout(
      values.sarif
        ? renderSarif(report)
        : values.json
          ? renderJson(report)
          : renderTable(report, { color: io.color === true }),
    );
    return report.blocked ? ExitCode.blocked : ExitCode.clean;
  } catch (error) {
    // Messages quote their input (a file's JSON, a server's stderr, an argument).
    io.stderr(`toolform: ${visible(oneLine(error))}\n`);
    if (process.env.TOOLFORM_DEBUG && error instanceof Error && error.stack)
      // Line by line: the stack quotes the input (a file name) as the message does.
      io.stderr(`${error.stack.split("\n").map(visible).join("\n")}\n`);
    return ExitCode.usage;
  }
}

function parseCommandArgs(name: string, command: Command, args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: { ...commonOptions, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs explains itself well; add where to look.
    throw new CliUsageError(`${oneLine(error)} (see toolform ${name} --help)`, { cause: error });
  }
}

function parseTimeout(value: Values[string]): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new CliUsageError(`--timeout must be a positive number of milliseconds (got "${value}")`);
  return ms;
}

/** `NAME=value` sets a variable; a bare `NAME` passes this process's value through. */
function parseEnv(entries: readonly string[]): { [name: string]: string } {
  const env: { [name: string]: string } = Object.create(null);
  for (const entry of entries) {
    const eq = entry.indexOf("=");
    const name = eq === -1 ? entry : entry.slice(0, eq);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new CliUsageError(`--env expects NAME=value or NAME (got "${entry}")`);
    }
    const value = eq === -1 ? process.env[name] : entry.slice(eq + 1);
    if (value === undefined) throw new CliUsageError(`--env ${name}: not set in this environment`);
    env[name] = value;
  }
  return env;
}

function optional<K extends string>(key: K, value: Values[string]): { [P in K]?: string } {
  return typeof value === "string" ? ({ [key]: value } as { [P in K]: string }) : {};
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim() || "unexpected error";
}
