import type { PolicyInput } from "./guard.js";
import type { ParsedCall, ReplyFormat } from "./parse-reply.js";
import type { OnInvalid } from "./policy-types.js";
import type { ToolsetInput } from "./tool-spec.js";

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
 * Options for {@link CallLoop}.
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

/**
 * The framework-neutral loop for models that write calls as text.
 *
 * @example
 * const loop = new CallLoop({ model, tools, executors, format: "json_object", onInvalid: "feedback" });
 * const result = await loop.run("Draft an NDA with Acme");
 */
export class CallLoop {
  constructor(readonly options: CallLoopOptions) {}

  async run(prompt: string): Promise<CallLoopResult> {
    throw new Error(`CallLoop.run: not implemented (${prompt.length})`);
  }
}
