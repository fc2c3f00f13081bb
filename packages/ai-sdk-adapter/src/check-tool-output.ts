import { type Guard, renderWithheldOutput } from "@toolform/core";

type Execute = (input: unknown, options: unknown) => unknown;

/**
 * Wraps a tool's `execute` so what it returns is checked on the
 * `tool_output` channel (indirect injection) before the model reads it:
 * passed on, cleaned or replaced per policy. A streaming tool (an async
 * iterable) has each value it yields checked, and stays an iterable, which
 * is how the SDK recognises it.
 *
 * @example
 * const execute = checkToolOutput(guard, "fetch_page", tool.execute, runId);
 */
export function checkToolOutput(
  guard: Guard,
  tool: string,
  execute: Execute,
  runId: string,
): Execute {
  const check = async (output: unknown) => {
    try {
      return (await guard.checkToolOutput(output, { tool, runId })).output;
    } catch {
      // Fail closed: an output that could not be checked is withheld.
      return renderWithheldOutput(tool);
    }
  };
  return function toolformExecute(input, options) {
    const output = execute(input, options);
    if (isAsyncIterable(output)) return checkEach(output, check);
    return Promise.resolve(output).then(check);
  };
}

async function* checkEach(
  outputs: AsyncIterable<unknown>,
  check: (output: unknown) => Promise<unknown>,
): AsyncGenerator<unknown> {
  for await (const output of outputs) yield await check(output);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function"
  );
}
