import { checkLoopOptions } from "./check-loop-options.js";
import { createGuard } from "./create-guard.js";
import type { Guard, PolicyInput } from "./guard.js";
import { malformedDecision } from "./malformed-decision.js";
import type { ParsedCall, ReplyFormat } from "./parse-reply.js";
import { parseReply } from "./parse-reply.js";
import type { OnInvalid, PolicyConfig } from "./policy-types.js";
import { renderFeedback } from "./render-feedback.js";
import { toPolicy } from "./to-policy.js";
import { renderToolFailure } from "./tool-failure-feedback.js";
import type { ToolsetInput } from "./tool-spec.js";
import { ToolformError } from "./toolform-error.js";
import { renderWithheldOutput } from "./unchecked-feedback.js";

/**
 * A chat message in the text call loop.
 *
 * @example
 * const m: LoopMessage = { role: "user", content: "Draft the contract" };
 */
export interface LoopMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}

/**
 * Options for {@link CallLoop}. `onInvalid`, when given, overrides the policy's.
 *
 * @example
 * new CallLoop({ model, tools, executors, format: "json_object" });
 */
export interface CallLoopOptions {
  readonly model: (messages: readonly LoopMessage[]) => Promise<string>;
  readonly tools: ToolsetInput;
  readonly executors: {
    readonly [toolName: string]: (args: { [key: string]: unknown }) => unknown;
  };
  readonly format?: ReplyFormat;
  readonly onInvalid?: OnInvalid;
  readonly maxTurns?: number;
  readonly policy?: PolicyInput;
  readonly system?: string;
}

/**
 * How a run ended, the turns it took, every call parsed, and the transcript.
 *
 * @example
 * const { stopped } = await loop.run("hi"); // "final"
 */
export interface CallLoopResult {
  readonly stopped: "final" | "invalid_call" | "max_turns" | "retry_budget";
  readonly turns: number;
  readonly calls: readonly ParsedCall[];
  readonly messages: readonly LoopMessage[];
}

type Outcome = {
  readonly content: string;
  readonly invalid: boolean;
  readonly stop?: "invalid_call" | "retry_budget";
};

let runCounter = 0;

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return renderToolFailure("the result is not JSON-serialisable");
  }
}

/**
 * The framework-neutral loop for models that write calls as text: model → parse →
 * validate → execute, or act on `onInvalid` (`"feedback"`: send feedback and let the
 * model try again; `"stop"`: end with `stopped: "invalid_call"`; `"execute"`: run it
 * anyway). After each call the model gets a user message `Tool result: <JSON>`: the
 * executor's result as the output check passes it on (a BigInt as its digits, a cycle
 * cut; withheld when it cannot be read), the invalid-call feedback, or
 * `{"ok":false,"error":"tool failed","message":…}` (no stack) when the executor throws.
 * A reply with no call ends the run (`"final"`); a turn is one model call; `maxRetries`
 * invalid calls in a run end it (`"retry_budget"`). Under `repair: "safe"` a call that
 * repair makes valid runs repaired, with no feedback. The constructor checks the options
 * (see `checkLoopOptions`) and throws a `ToolformError` naming a bad one, before any
 * model call.
 *
 * @example
 * const loop = new CallLoop({ model, tools, executors, format: "json_object", onInvalid: "feedback", maxTurns: 8 });
 * const result = await loop.run("Draft an NDA with Acme");
 */
export class CallLoop {
  readonly #guard: Guard;

  constructor(readonly options: CallLoopOptions) {
    // Checked here: the first parse comes only after a model call has been made and paid for.
    checkLoopOptions(options);
    const policy = toPolicy(options.policy);
    this.#guard =
      options.onInvalid === undefined || options.onInvalid === policy.onInvalid
        ? createGuard(options.policy)
        : createGuard({ ...(policy as PolicyConfig), onInvalid: options.onInvalid });
  }

  async run(prompt: string): Promise<CallLoopResult> {
    if (typeof prompt !== "string") {
      throw new ToolformError(
        "ToolformError",
        `CallLoop: the prompt must be a string, got ${prompt === null ? "null" : typeof prompt}`,
      );
    }
    const { model, tools, format = "json_object", maxTurns = 8, system } = this.options;
    const runId = `call-loop-${++runCounter}-${Math.random().toString(36).slice(2)}`;
    const messages: LoopMessage[] = [];
    if (system !== undefined) messages.push({ role: "system", content: system });
    messages.push({ role: "user", content: prompt });
    const calls: ParsedCall[] = [];
    let turns = 0;
    let invalid = 0;
    const done = (stopped: CallLoopResult["stopped"]): CallLoopResult => {
      this.#guard.resetRun(runId);
      return { stopped, turns, calls, messages };
    };
    while (turns < maxTurns) {
      const reply: unknown = await model([...messages]);
      if (typeof reply !== "string") {
        // A JS caller's model adapter that returns a message object instead of its text.
        throw new ToolformError(
          "ToolformError",
          `CallLoop: the model returned ${reply === null ? "null" : typeof reply}; expected the reply text (a string)`,
        );
      }
      turns++;
      messages.push({ role: "assistant", content: reply });
      const parsed = parseReply(reply, tools, format);
      if (parsed.calls.length === 0) return done("final");
      for (const call of parsed.calls) {
        calls.push(call);
        const outcome = await this.#handle(call, runId);
        messages.push({ role: "user", content: `Tool result: ${outcome.content}` });
        if (outcome.invalid) invalid++;
        if (outcome.stop) return done(outcome.stop);
        if (invalid >= this.#guard.policy.maxRetries && outcome.invalid)
          return done("retry_budget");
      }
    }
    return done("max_turns");
  }

  async #handle(call: ParsedCall, runId: string): Promise<Outcome> {
    const decision = call.validation.malformed
      ? malformedDecision(call, this.#guard.policy, runId)
      : await this.#guard.decide(
          { name: call.name, arguments: call.arguments },
          { tools: this.options.tools, runId },
        );
    if (decision.action !== "execute") {
      return {
        content: decision.feedback ?? renderFeedback(decision),
        invalid: true,
        ...(decision.action === "stop" ? { stop: decision.stopped ?? "invalid_call" } : {}),
      };
    }
    const name = decision.resolvedName ?? call.name;
    const executor = Object.hasOwn(this.options.executors, name)
      ? this.options.executors[name]
      : undefined;
    if (executor === undefined) {
      return {
        content: renderToolFailure(`no executor for ${name}`),
        invalid: false,
      };
    }
    let result: unknown;
    try {
      result = await executor({ ...decision.arguments });
    } catch (error) {
      return {
        content: renderToolFailure(error),
        invalid: false,
      };
    }
    let output: unknown;
    try {
      output = (await this.#guard.checkToolOutput(result, { tool: name, runId })).output;
    } catch {
      // An output the check cannot read (a getter that throws): withheld, as every
      // adapter withholds it, and the loop goes on.
      output = renderWithheldOutput(name);
    }
    return { content: toJson(output), invalid: false };
  }
}
