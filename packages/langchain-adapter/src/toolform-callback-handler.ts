import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { Serialized } from "@langchain/core/load/serializable";
import type { LLMResult } from "@langchain/core/outputs";
import {
  type Decision,
  decideOnce,
  type Guard,
  type PolicyInput,
  resolveGuard,
  ToolCallRefusedError,
  type ToolSpec,
} from "@toolform/core";
import { BoundedMap } from "./run-identity.js";

/**
 * One decision the handler made.
 *
 * @example
 * handler.decisions.filter((r) => r.decision.action !== "execute");
 */
export interface ToolformCallbackRecord {
  /** LangChain's run id of the tool run. */
  readonly runId: string;
  readonly toolCallId?: string;
  readonly tool: string;
  readonly decision: Decision;
}

/**
 * Options for {@link ToolformCallbackHandler}.
 *
 * @example
 * new ToolformCallbackHandler({ maxRecords: 100 }, policy);
 */
export interface ToolformCallbackHandlerOptions {
  /** How many decisions `decisions` keeps (oldest dropped first). Default 1000. */
  readonly maxRecords?: number;
}

/**
 * A callback handler that refuses tool calls breaking the policy (argument
 * injection, value rules, the allowlist) in `handleToolStart`, and records
 * every decision. Attach it per run (`{ callbacks: [handler] }`) or to a
 * tool; no code in the agent changes.
 *
 * What it cannot see: LangChain checks a call against the tool's schema
 * *before* callbacks run, so schema-invalid calls (wrong type, missing or
 * unknown argument, unparsable JSON, unknown tool) never reach it, and it
 * cannot repair arguments or redact them (a call that would need redaction
 * is refused). For those, use `toolformMiddleware` (createAgent) or
 * `guardTools` (LangGraph ToolNode). A refusal is an error thrown from the
 * callback; the ToolNode turns it into a ToolMessage the model reads. Inside
 * createAgent with another `wrapToolCall` middleware, LangChain treats that
 * error as fatal: use the middleware there.
 *
 * Calls are judged under the name the model called (read from the model's
 * reply in `handleLLMEnd`): LangChain reports a class-based tool to callbacks
 * by its class name, and policies key on tool names.
 *
 * `raiseError` is set through `super(...)`, not as a class field: the base
 * constructor derives `awaitHandlers` from it, and a field assigned later
 * would leave the handler running in the background, too late to refuse.
 *
 * @example
 * const handler = new ToolformCallbackHandler({ values: { send_email: { to: { domains: ["example.com"] } } } });
 * await agent.invoke(input, { callbacks: [handler] });
 * handler.decisions; // one record per tool call
 */
export class ToolformCallbackHandler extends BaseCallbackHandler {
  name = "ToolformCallbackHandler";
  /** Every decision made, oldest first. */
  readonly decisions: ToolformCallbackRecord[] = [];
  readonly #guard: Guard;
  readonly #maxRecords: number;

  // The policy is the last argument, as in every adapter entry point: `(policy)` alone, or
  // `(options, policy)` when options are given (the AI SDK middleware's convention).
  constructor(policy?: PolicyInput);
  constructor(options: ToolformCallbackHandlerOptions, policy?: PolicyInput);
  constructor(...args: readonly unknown[]) {
    super({ raiseError: true });
    const twoArguments = args.length >= 2;
    const options = (twoArguments ? (args[0] ?? {}) : {}) as ToolformCallbackHandlerOptions;
    this.#guard = resolveGuard((twoArguments ? args[1] : args[0]) as PolicyInput | undefined);
    this.#maxRecords = options.maxRecords ?? 1000;
  }

  // Tool names by call id, read off the model's replies: LangChain passes a class-based tool's
  // *class* name to callbacks, while policies (value rules, allowlist) key on the tool name.
  readonly #names = new BoundedMap<string, string>(1024);

  // One open toolset per tool name, kept: the same array on every call lets the core
  // reuse its reading of it instead of reading (and remembering) a fresh one per call.
  readonly #open = new BoundedMap<string, readonly ToolSpec[]>(1024);

  #openSpecs(name: string): readonly ToolSpec[] {
    let specs = this.#open.get(name);
    if (specs === undefined) {
      specs = [{ name, parameters: { type: "object" } }];
      this.#open.set(name, specs);
    }
    return specs;
  }

  override handleLLMEnd(output: LLMResult): void {
    for (const generations of output.generations) {
      for (const generation of generations) {
        const message = (generation as { message?: { tool_calls?: unknown } }).message;
        if (!Array.isArray(message?.tool_calls)) continue;
        for (const call of message.tool_calls as { id?: unknown; name?: unknown }[]) {
          if (typeof call.id === "string" && typeof call.name === "string")
            this.#names.set(call.id, call.name);
        }
      }
    }
  }

  override async handleToolStart(
    tool: Serialized,
    input: string,
    runId: string,
    _parentRunId?: string,
    _tags?: string[],
    _metadata?: Record<string, unknown>,
    runName?: string,
    toolCallId?: string,
  ): Promise<void> {
    const name =
      (toolCallId === undefined ? undefined : this.#names.get(toolCallId)) ??
      runName ??
      toolName(tool);
    // The schema was already enforced by LangChain: judge against an open one so only the
    // policy (injection, value rules, allowlist) speaks.
    // A callback can refuse a call but cannot end a run, so there is no retry budget to
    // keep: each call is judged on its own (under LangChain's run id, forgotten at once).
    const decision = await decideOnce(
      this.#guard,
      { ...(toolCallId === undefined ? {} : { id: toolCallId }), name, arguments: input },
      { tools: this.#openSpecs(name), runId: `langchain-callback:${runId}` },
    );
    this.decisions.push({
      runId,
      ...(toolCallId === undefined ? {} : { toolCallId }),
      tool: name,
      decision,
    });
    if (this.decisions.length > this.#maxRecords)
      this.decisions.splice(0, this.decisions.length - this.#maxRecords);
    const redacted = decision.findings.some((finding) => finding.redacted === true);
    if (decision.action !== "execute" || redacted) {
      throw new ToolCallRefusedError(
        decision,
        decision.feedback ?? `The call to ${name} was refused by policy.`,
      );
    }
  }
}

function toolName(tool: Serialized): string {
  const named = (tool as { name?: unknown }).name;
  if (typeof named === "string") return named;
  const id = (tool as { id?: unknown }).id;
  return Array.isArray(id) && typeof id.at(-1) === "string"
    ? (id.at(-1) as string)
    : "unknown_tool";
}
