import type { StructuredToolInterface } from "@langchain/core/tools";
import {
  createGuard,
  type Guard,
  type PolicyInput,
  renderUncheckedFeedback,
  ToolCallRefusedError,
  ToolformError,
  type ToolSpec,
} from "@toolform/core";
import { feedbackMessage, markedMessage } from "./feedback-message.js";
import { guardToolOutput } from "./guard-tool-output.js";
import { isControlFlowError } from "./is-control-flow-error.js";
import { toolFailedText } from "./safe-error-text.js";
import { toolSpecOf } from "./tool-spec-of.js";

/** Anything a LangGraph ToolNode or a direct caller invokes as a tool. */
type InvokableTool = Pick<StructuredToolInterface, "name" | "invoke">;

interface ToolCallInput {
  readonly type: "tool_call";
  readonly id?: string;
  readonly name: string;
  readonly args: unknown;
}

/**
 * Wraps one tool so every invocation is validated, repaired, scanned and
 * checked against the policy first. For a hand-built LangGraph `ToolNode`
 * loop, or direct `invoke`. Returns the same tool (a transparent proxy): the
 * model still sees the tool's real schema (zod 3, zod 4 or JSON Schema), and
 * the tool's own schema still parses the repaired arguments.
 *
 * - Invoked with a ToolCall (as ToolNode does): a call that must not run is
 *   answered with an error ToolMessage whose text is ToolForm's feedback.
 * - Invoked with plain arguments: it throws a {@link ToolCallRefusedError}.
 * - A poisoned description is sanitised per policy; under `"block"`,
 *   wrapping a poisoned tool throws (use {@link guardTools} to drop it).
 * - The retry budget is per `configurable.thread_id` (shared per guard
 *   without one); a stop decision is marked in the message's
 *   `metadata.toolform.action`, for your router to end the loop.
 *
 * @param policy A `definePolicy` result, its plain config, or a guard.
 *
 * @example
 * import { ToolNode } from "@langchain/langgraph/prebuilt";
 * const toolNode = new ToolNode([guardTool(getWeather, { repair: "safe" })]);
 */
export function guardTool<T extends InvokableTool>(tool: T, policy?: PolicyInput): T {
  // A guard per wrap (a guard passed in is used as is), not the one guard per policy
  // object the agent middleware shares: without a thread id a call here has no run
  // identity, so a shared guard would carry one request's failed calls into the next
  // request's retry budget.
  const guard = createGuard(policy);
  return wrap(tool, guard, guardedSpec(tool, guard, "throw") as ShownSpec | null);
}

/**
 * {@link guardTool} for a whole toolset with one guard, so the allowlist and
 * the retry budget see every tool. Under `injection.descriptions: "block"`, a
 * tool with a poisoned description is left out of the returned list.
 *
 * @example
 * const tools = guardTools([getWeather, sendEmail], policy);
 * const model = chatModel.bindTools(tools);
 * const toolNode = new ToolNode(tools);
 */
export function guardTools<T extends InvokableTool>(
  tools: readonly T[],
  policy?: PolicyInput,
): T[] {
  const guard = createGuard(policy); // one per call, as in guardTool
  const out: T[] = [];
  for (const tool of tools) {
    const spec = guardedSpec(tool, guard, "drop");
    if (spec !== undefined) out.push(wrap(tool, guard, spec));
  }
  return out;
}

interface ShownSpec {
  /** What calls are judged against (the guard's reading of the tool). */
  readonly spec: ToolSpec;
  /** Set when the policy rewrote the description channel: what the model must be shown instead. */
  readonly cleaned: ToolSpec | undefined;
}

// What the model is shown after description guarding; undefined when the policy withholds the tool.
function guardedSpec(
  tool: InvokableTool,
  guard: Guard,
  onBlock: "throw" | "drop",
): ShownSpec | null | undefined {
  const spec = toolSpecOf(tool);
  if (spec === null) return null;
  const guarded = guard.guardToolset([spec]);
  const kept = guarded.tools.find((t) => t.name === spec.name);
  if (kept !== undefined) {
    return {
      spec: kept,
      cleaned: guarded.sanitised.includes(spec.name) ? kept : undefined,
    };
  }
  if (onBlock === "drop") return undefined;
  throw new ToolformError(
    "ToolBlockedError",
    `Tool "${spec.name}" was withheld: its description carries an injection and the policy blocks such tools.`,
  );
}

function wrap<T extends InvokableTool>(tool: T, guard: Guard, shown: ShownSpec | null): T {
  const cleaned = shown?.cleaned;
  const name = tool.name;
  // Built once, not per call: the same toolset array lets the core reuse its reading of
  // the tool (a fresh array is read again, and remembered, on every call); frozen, so
  // the core need not compare it with that reading either.
  const tools: readonly ToolSpec[] = Object.freeze(shown === null ? [] : [shown.spec]);
  const noRun = { tools };
  const noRunOutput = { tool: name };
  const invoke = async (
    input: unknown,
    config?: { configurable?: { thread_id?: unknown }; signal?: AbortSignal },
  ) => {
    const call = isToolCall(input) ? input : undefined;
    const args = call === undefined ? input : call.args;
    const threadId = config?.configurable?.thread_id;
    const runId = typeof threadId === "string" ? threadId : undefined;
    const id = call?.id;
    let decision: Awaited<ReturnType<Guard["decide"]>>;
    try {
      decision = await guard.decide(
        id === undefined
          ? { name, arguments: args as never }
          : { id, name, arguments: args as never },
        runId === undefined ? noRun : { tools, runId },
      );
    } catch {
      if (call !== undefined)
        return markedMessage(renderUncheckedFeedback(name), metaOf(id, name), {
          action: "unchecked",
          codes: [],
        });
      throw new ToolformError("ToolCallUncheckedError", renderUncheckedFeedback(name));
    }
    if (decision.action !== "execute") {
      if (call !== undefined) return feedbackMessage(decision, metaOf(id, name));
      throw new ToolCallRefusedError(decision);
    }
    // The decision's own object: the core builds a new one whenever it repaired or
    // redacted, and otherwise hands back the arguments as they came, so an unchanged
    // call goes on as it came.
    const repaired = decision.arguments;
    let result: unknown;
    try {
      result = await tool.invoke(
        (call === undefined
          ? repaired
          : repaired === args
            ? call
            : { ...call, args: repaired }) as never,
        config as never,
      );
    } catch (error) {
      // A direct caller gets the tool's own error; a model (ToolCall input) gets a safe text,
      // never the message ToolNode would build from it (stack, paths, raw arguments).
      if (call === undefined || isControlFlowError(error) || config?.signal?.aborted === true)
        throw error;
      return markedMessage(toolFailedText(name, error), metaOf(id, name), {
        action: "tool_failed",
        codes: [],
      });
    }
    return await guardToolOutput(
      guard,
      result,
      runId === undefined ? noRunOutput : { tool: name, runId },
    );
  };
  return new Proxy(tool, {
    get(target, property, receiver) {
      if (property === "invoke") return invoke;
      if (cleaned !== undefined && property === "description") return cleaned.description ?? "";
      // The cleaned JSON Schema is what bindTools reads; the tool's own schema still parses at invoke.
      if (cleaned !== undefined && property === "schema") return cleaned.parameters;
      return Reflect.get(target, property, receiver);
    },
  });
}

function metaOf(id: string | undefined, name: string): { id?: string; name: string } {
  return id === undefined ? { name } : { id, name };
}

function isToolCall(input: unknown): input is ToolCallInput {
  return (
    typeof input === "object" &&
    input !== null &&
    (input as { type?: unknown }).type === "tool_call"
  );
}
