import {
  canDecideSync,
  type Guard,
  renderToolFailure,
  renderWithheldOutput,
  ToolformError,
} from "@toolform/core";

type Execute = (input: unknown, options: unknown) => unknown;

/**
 * Wraps a tool's `execute` so what it returns is checked on the
 * `tool_output` channel (indirect injection) before the model reads it:
 * passed on, cleaned or replaced per policy. A streaming tool (an async
 * iterable) has each value it yields checked, and stays an iterable, which
 * is how the SDK recognises it. A tool that throws is reported with the
 * core's tool-failure text (first line of its message, paths replaced, no
 * stack), the same words a LangChain agent or the call loop would send; the
 * tool's own error is the `cause`.
 *
 * With `scan: false` the output passes as it is (failures are still
 * reported so): for a tool with `toModelOutput`, whose result, not the raw
 * output, is what the model reads and is checked instead.
 *
 * @example
 * const execute = checkToolOutput(guard, "fetch_page", tool.execute, runId);
 */
export function checkToolOutput(
  guard: Guard,
  tool: string,
  execute: Execute,
  runId: string,
  scan = true,
): Execute {
  // Built once per tool: the per-call path allocates only what a call needs.
  const ctx = { tool, runId };
  const check = async (output: unknown): Promise<unknown> => {
    if (!scan) return output;
    try {
      return (await guard.checkToolOutput(output, ctx)).output;
    } catch {
      // Fail closed: an output that could not be checked is withheld.
      return renderWithheldOutput(tool);
    }
  };
  const failed = (error: unknown): never => {
    // The SDK shows the model this error's message: the core's text, not the tool's.
    throw new ToolExecutionError(renderToolFailure(error, { tool }), error);
  };
  // The run's own abort is the SDK's to handle: that error passes as it is.
  const fail = (error: unknown, options: unknown) =>
    aborted(options) ? Promise.reject(error) : failed(error);
  // One async function for the usual result, the check written out in it: each
  // `await` is one turn of the queue, where `then` chains that return promises cost
  // the SDK two more turns per call, and a promise, a reaction and a closure each.
  const settle = async (pending: unknown, options: unknown): Promise<unknown> => {
    let output: unknown;
    try {
      output = await pending;
    } catch (error) {
      return fail(error, options);
    }
    if (!scan) return output;
    try {
      return (await guard.checkToolOutput(output, ctx)).output;
    } catch {
      return renderWithheldOutput(tool);
    }
  };
  // A guard that answers without waiting checks inside the tool's own `then` (or at
  // once, for a tool that answered synchronously): one turn of the queue, not three.
  const checkNow = (output: unknown): unknown => {
    if (!scan) return output;
    try {
      return guard.checkToolOutputSync(output, ctx).output;
    } catch {
      return renderWithheldOutput(tool);
    }
  };
  // Nothing to wait for when nothing is checked.
  const now = !scan || canDecideSync(guard);
  return function toolformExecute(input, options) {
    let output: unknown;
    try {
      output = execute(input, options);
    } catch (error) {
      return fail(error, options);
    }
    if (isAsyncIterable(output)) {
      return checkEach(output, check, (error) => fail(error, options));
    }
    if (!now) return settle(output, options);
    if (!isThenable(output)) return checkNow(output);
    // Without an abort signal the run cannot be aborted, so a failure is always the
    // tool's: the shared handler then serves, and no closure is made per call.
    const onFail =
      (options as { abortSignal?: unknown } | undefined)?.abortSignal === undefined
        ? failed
        : (error: unknown) => fail(error, options);
    return Promise.resolve(output).then(checkNow, onFail);
  };
}

async function* checkEach(
  outputs: AsyncIterable<unknown>,
  check: (output: unknown) => Promise<unknown>,
  fail: (error: unknown) => Promise<never>,
): AsyncGenerator<unknown> {
  try {
    for await (const output of outputs) yield await check(output);
  } catch (error) {
    await fail(error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

function aborted(options: unknown): boolean {
  return (options as { abortSignal?: AbortSignal } | undefined)?.abortSignal?.aborted === true;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function"
  );
}

/**
 * A tool's own error, as the model reads it: the message is the core's
 * tool-failure JSON, the cause the original error. `toString` is the message
 * alone, since ai 7 shows the model `String(error)`, which would prefix the name.
 *
 * @example
 * throw new ToolExecutionError(renderToolFailure(error, { tool }), error);
 */
class ToolExecutionError extends ToolformError {
  constructor(message: string, cause: unknown) {
    super("ToolExecutionError", message, { cause });
  }

  override toString(): string {
    return this.message;
  }
}
