import { canDecideSync, type Guard, renderWithheldOutput } from "@toolform/core";
import * as ai from "ai";
import { checkModelOutput } from "./check-model-output.js";

type ToModelOutput = (arg: unknown) => unknown;
type Execute = (input: unknown, options: unknown) => unknown;

// ai 6 and 7 await `toModelOutput` and pass it `{ toolCallId, input, output }`; ai 5
// calls it synchronously with the output alone, so a check that waits (a classifier)
// must be done before it asks. `ToolLoopAgent` arrived in ai 6, with that change.
const awaitsModelOutput = "ToolLoopAgent" in ai;

/**
 * A guarded tool's `toModelOutput` and what its `execute` needs with it.
 *
 * @example
 * const { toModelOutput, execute } = guardModelOutput(guard, "fetch_page", tool.toModelOutput, runId);
 */
export interface GuardedModelOutput {
  readonly toModelOutput: ToModelOutput;
  /** Wraps the tool's (already guarded) `execute` when the check has to run there (ai 5, a guard that waits). */
  readonly execute: (execute: Execute) => Execute;
}

/**
 * Wraps a tool's `toModelOutput`, whose result (not the raw output) is what
 * the model reads: the original runs as the SDK calls it, and what it returns
 * is checked by {@link checkModelOutput} before the model reads it. Sync
 * where the SDK expects it (ai 5), awaited where it allows (ai 6 and 7). Under
 * ai 5 with a guard that waits (a classifier), the check runs when the tool
 * returns, and `toModelOutput` hands over its result; an output it did not see
 * returned (one read back from UI messages) is withheld.
 *
 * @example
 * const guarded = guardModelOutput(guard, "fetch_page", tool.toModelOutput, runId);
 * return { ...tool, toModelOutput: guarded.toModelOutput, execute: guarded.execute(execute) };
 */
export function guardModelOutput(
  guard: Guard,
  tool: string,
  toModelOutput: ToModelOutput,
  runId: string,
): GuardedModelOutput {
  const ctx = { tool, runId };
  const now = canDecideSync(guard);
  const check = (produced: unknown): unknown =>
    isThenable(produced)
      ? Promise.resolve(produced).then((output) => checkModelOutput(guard, ctx, output, now))
      : checkModelOutput(guard, ctx, produced, now);
  // The SDK may ask more than once for one result (a stream's step, then its messages):
  // one output of one call is checked (and reported) once.
  const checked = new Results();
  if (awaitsModelOutput || now) {
    return {
      toModelOutput: (arg) => {
        const options = arg as { output?: unknown; toolCallId?: unknown } | null;
        const output = awaitsModelOutput ? options?.output : arg;
        const id = awaitsModelOutput ? options?.toolCallId : undefined;
        // Without a call id (ai 5) one object may come back from several calls, changed
        // in between: its content, not only its identity, must be the one checked.
        const key = typeof id === "string" ? id : isObject(output) ? snapshot(output) : "";
        if (key !== undefined && checked.has(output, key)) return checked.get(output, key);
        const result = check(toModelOutput(arg));
        if (key !== undefined) checked.set(output, key, result);
        return result;
      },
      execute: (execute) => execute,
    };
  }

  // ai 5, a guard that waits: checked when the tool returns, handed over when asked.
  const prepare = async (output: unknown): Promise<void> => {
    try {
      checked.set(output, "", await check(toModelOutput(output)));
    } catch {
      // `toModelOutput` threw: nothing is handed over, and the model reads the withheld text.
    }
  };
  return {
    toModelOutput: (output) =>
      checked.has(output, "")
        ? checked.get(output, "")
        : { type: "text", value: renderWithheldOutput(tool) },
    execute: (execute) =>
      function toolformExecute(input, options) {
        const output = execute(input, options);
        if (isAsyncIterable(output)) return prepareEach(output, prepare);
        return Promise.resolve(output).then(async (value) => {
          await prepare(value);
          return value;
        });
      },
  };
}

async function* prepareEach(
  outputs: AsyncIterable<unknown>,
  prepare: (output: unknown) => Promise<void>,
): AsyncGenerator<unknown> {
  for await (const output of outputs) {
    await prepare(output);
    yield output;
  }
}

// Checked model outputs by the raw output they came from (and the call's id, where
// the SDK gives it): objects by identity (released with them), other values by
// value, the most recent few.
class Results {
  readonly #objects = new WeakMap<object, Map<string, unknown>>();
  readonly #values = new Map<string, unknown>();

  has(output: unknown, id: string): boolean {
    return isObject(output)
      ? this.#objects.get(output)?.has(id) === true
      : this.#values.has(valueKey(output, id));
  }

  get(output: unknown, id: string): unknown {
    return isObject(output)
      ? this.#objects.get(output)?.get(id)
      : this.#values.get(valueKey(output, id));
  }

  set(output: unknown, id: string, checked: unknown): void {
    if (isObject(output)) {
      let byId = this.#objects.get(output);
      if (byId === undefined) {
        byId = new Map();
        this.#objects.set(output, byId);
      }
      // Only an object's latest content is kept (ai 5 keys by it): a long-lived
      // object changed on every call holds one entry, not one per change.
      if (id.startsWith("\u0001")) byId.clear();
      byId.set(id, checked);
      return;
    }
    const key = valueKey(output, id);
    this.#values.delete(key);
    if (this.#values.size >= 256) this.#values.delete(this.#values.keys().next().value as string);
    this.#values.set(key, checked);
  }
}

// The content of an output as JSON (`undefined` when it has no JSON form: then it
// is checked on every ask, never answered from what an earlier one held).
function snapshot(output: object): string | undefined {
  try {
    return `\u0001${JSON.stringify(output)}`;
  } catch {
    return undefined;
  }
}

function valueKey(output: unknown, id: string): string {
  return `${id}\u0000${typeof output}\u0000${String(output)}`;
}

function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function"
  );
}
