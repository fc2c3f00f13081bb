import { randomUUID } from "node:crypto";

// The SDK rebuilds the message array every step but keeps the message
// objects of the run's prompt, so the first one identifies the run.
const runs = new WeakMap<object, string>();

/**
 * A run identity for the retry budget, read from the messages the SDK hands
 * a hook: stable across the steps of one `generateText`/`streamText` call.
 *
 * @example
 * const runId = runIdOf(options.messages); // "ai-sdk:…" or undefined
 */
export function runIdOf(messages: readonly unknown[] | undefined): string | undefined {
  const first = messages?.[0];
  if (typeof first !== "object" || first === null) return undefined;
  let runId = runs.get(first);
  if (runId === undefined) {
    runId = `ai-sdk:${randomUUID()}`;
    runs.set(first, runId);
  }
  return runId;
}
