import { type Guard, redactRefusedArguments, renderWithheldOutput } from "@toolform/core";
import { type ContentPart, contentPartText } from "./content-part-text.js";
import {
  invalidCallPrefix,
  isInvalidCallError,
  isToolformFeedback,
  type PromptMessage,
} from "./feedback-in-prompt.js";

interface ToolOutput {
  readonly type: string;
  readonly value?: unknown;
}

interface PromptPart {
  readonly type: string;
  readonly toolCallId?: string;
  readonly toolName?: string;
  readonly input?: unknown;
  readonly output?: ToolOutput;
}

/**
 * Makes the prompt safe to send: every earlier tool result (provider-executed
 * ones too) is checked on the `tool_output` channel (indirect injection) and
 * passed on, cleaned or replaced per policy; and the arguments of calls that were refused are
 * redacted in the assistant's own turn, so an injected payload is not read
 * back to the model next step. Messages are copied, never mutated.
 *
 * @example
 * const prompt = await guardPrompt(guard, params.prompt, cache, guardedToolNames(guard, params.tools));
 */
export async function guardPrompt<M extends PromptMessage>(
  guard: Guard,
  prompt: readonly M[],
  cache: OutputCache,
  guarded: ReadonlySet<string> = new Set(),
): Promise<M[]> {
  const refused = refusedCallIds(prompt);
  return await Promise.all(
    prompt.map(async (message) => {
      if (!Array.isArray(message.content)) return message;
      if (message.role === "tool") {
        // A guarded tool's output was checked when it ran (`guardTools` wraps `execute`);
        // the SDK's own errors about a call to it (which may quote its input) were not.
        const content = await Promise.all(
          (message.content as PromptPart[]).map((part) =>
            guarded.has(part.toolName ?? "") && !isInvalidCallError(part.output)
              ? part
              : guardResult(guard, part, cache),
          ),
        );
        return { ...message, content };
      }
      if (message.role === "assistant") {
        // Results of provider-executed tools (web search, code execution) sit in the assistant's turn.
        const content = await Promise.all(
          (message.content as PromptPart[]).map(async (part) => {
            if (part.type === "tool-result") return await guardResult(guard, part, cache);
            if (
              part.type === "tool-call" &&
              part.toolCallId !== undefined &&
              refused.has(part.toolCallId)
            ) {
              return redactCall(guard, part);
            }
            return part;
          }),
        );
        return { ...message, content };
      }
      return message;
    }),
  );
}

function refusedCallIds(prompt: readonly PromptMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const message of prompt) {
    if (message.role !== "tool" || !Array.isArray(message.content)) continue;
    for (const part of message.content as PromptPart[]) {
      if (
        part.type === "tool-result" &&
        part.toolCallId !== undefined &&
        isInvalidCallError(part.output)
      ) {
        ids.add(part.toolCallId);
      }
    }
  }
  return ids;
}

function redactCall(guard: Guard, part: PromptPart): PromptPart {
  const input = part.input;
  if (typeof input !== "object" || input === null || Array.isArray(input)) return part;
  const args = input as { readonly [key: string]: unknown };
  const redacted = redactRefusedArguments(args, guard.policy);
  return redacted === args ? part : { ...part, input: redacted };
}

async function guardResult(
  guard: Guard,
  part: PromptPart,
  cache: OutputCache,
): Promise<PromptPart> {
  const output = part.output;
  // ToolForm's own feedback is safe by construction; anything else a tool result
  // carries (the SDK's own error messages quote the model's raw input) is checked.
  if (part.type !== "tool-result" || output === undefined || isToolformFeedback(output))
    return part;
  const tool = part.toolName ?? "";
  if (isInvalidCallError(output)) {
    // The SDK's own words about a call that never ran are no tool's output: not judged
    // on that channel (no `tool_output` event). ToolForm judged the call when the model
    // made it; the input the SDK may quote is screened here quietly all the same, for a
    // transcript this guard did not see being made.
    const text = output.value as string;
    const screened = await cache.screen(guard, tool, part.toolCallId ?? "", text);
    return screened === text ? part : { ...part, output: { ...output, value: screened } };
  }
  const check = (value: unknown) => cache.check(guard, tool, part.toolCallId ?? "", value);
  switch (output.type) {
    case "text":
    case "error-text": {
      const checked = await check(output.value);
      return { ...part, output: { ...output, value: asText(checked) } };
    }
    case "json":
    case "error-json": {
      const checked = await check(output.value);
      if (checked === output.value) return part;
      // A refusal replaces the value with text; a cleaned copy keeps it JSON.
      const type =
        typeof checked === "string"
          ? output.type === "json"
            ? "text"
            : "error-text"
          : output.type;
      return { ...part, output: { ...output, type, value: checked } };
    }
    case "content": {
      if (!Array.isArray(output.value)) return part;
      const value = await Promise.all(
        (output.value as ContentPart[]).map(async (item) => {
          // Every part the model reads as text: text files (often base64) too.
          const text = contentPartText(item);
          if (text === undefined) return item;
          const checked = asText(await check(text));
          if (checked === text) return item;
          // What is left of a cleaned or withheld file is text.
          return item.type === "text"
            ? { ...item, text: checked }
            : { type: "text", text: checked };
        }),
      );
      return { ...part, output: { ...output, value } };
    }
    default:
      return part;
  }
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Remembers recent tool-output checks: the SDK resends the whole transcript
 * every step, and one output should be judged (and reported) once.
 *
 * @example
 * const cache = new OutputCache(256);
 */
export class OutputCache {
  readonly #entries = new Map<string, Promise<unknown>>();
  readonly #limit: number;

  constructor(limit = 256) {
    this.#limit = limit;
  }

  check(guard: Guard, tool: string, toolCallId: string, value: unknown): Promise<unknown> {
    const json = jsonOf(value);
    const key = `o\u0000${tool}\u0000${toolCallId}\u0000${json}`;
    const run = () =>
      guard.checkToolOutput(value, { tool }).then(
        (decision) => decision.output,
        // Fail closed: an output that could not be checked is withheld (and checked again next step).
        () => {
          this.#entries.delete(key);
          return renderWithheldOutput(tool);
        },
      );
    // A value JSON cannot write (a bigint ai 5 and 6 put in the prompt as the tool
    // returned it, a cycle) has no key: it is checked each step, and the core's copy,
    // which JSON can carry, goes on.
    return json === null ? run() : this.#remember(key, run);
  }

  /**
   * The SDK's error text about an invalid call, or a fixed text in its place when
   * the input it quotes is an injection. A scan, not a decision: no event.
   */
  screen(guard: Guard, tool: string, toolCallId: string, text: string): Promise<string> {
    const key = `q\u0000${tool}\u0000${toolCallId}\u0000${text}`;
    return this.#remember(key, () =>
      guard.scan(text, { channel: "argument", tool }).then(
        (result) => (result.blocked ? withholdFrom(text, result.findings) : text),
        () => {
          this.#entries.delete(key);
          return withholdFrom(text, []);
        },
      ),
    ) as Promise<string>;
  }

  #remember(key: string, run: () => Promise<unknown>): Promise<unknown> {
    let entry = this.#entries.get(key);
    if (entry === undefined) {
      entry = run();
      if (this.#entries.size >= this.#limit) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(key, entry);
    }
    return entry;
  }
}

// The value as JSON (`""` where it writes nothing), or `null` where `JSON.stringify` throws.
function jsonOf(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return null;
  }
}

// The SDK's sentence is kept up to the first injected phrase it quotes (up to the
// quote itself when the scan could not say where): the model still learns which
// call failed, and nothing from the injection on reaches it.
function withholdFrom(text: string, findings: readonly { readonly start: number }[]): string {
  let cut = findings.length === 0 ? invalidCallPrefix(text).length : text.length;
  for (const finding of findings) if (finding.start < cut) cut = finding.start;
  return `${text.slice(0, cut)}[toolform: the rest was withheld: it quoted an injected input]`;
}
