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
 *   wrapping a poisoned tool throws (use {@link guardTools} to drop it), and so
 *   it does under `"sanitise"` for a tool that cannot be cleaned (an order in
 *   its name: see `ToolsetReport.uncleanable`).
 *   A description or schema changed after wrapping is guarded again before
 *   the model reads it (under `"block"`: shown stripped, its calls refused).
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
  const shown = shownFor(toolSpecOf(tool), guard);
  if (shown.withheld) throw blockedError(tool.name);
  return wrap(tool, guard, shown);
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
    const shown = shownFor(toolSpecOf(tool), guard);
    if (!shown.withheld) out.push(wrap(tool, guard, shown));
  }
  return out;
}

interface Shown {
  /** The reading of the tool this was decided on (`toolSpecOf` keeps it while the tool's content is unchanged). */
  readonly source: ToolSpec | null;
  /** Set when the policy rewrote the description channel: what the model must be shown instead. */
  readonly cleaned: ToolSpec | undefined;
  /**
   * What calls are judged against, built once per reading, not per call: the same
   * toolset array lets the core reuse its reading of the tool; frozen, so the core
   * need not compare it with that reading either. Empty for a withheld tool, whose
   * calls are then refused as unknown.
   */
  readonly tools: readonly ToolSpec[];
  /** The policy withholds the tool (`"block"`, or `"sanitise"` for one it cannot clean). */
  readonly withheld: boolean;
}

// What the model is shown of a tool after description guarding, and what its calls are judged against.
function shownFor(spec: ToolSpec | null, guard: Guard): Shown {
  if (spec === null) return { source: null, cleaned: undefined, tools: NO_TOOLS, withheld: false };
  const guarded = guard.guardToolset([spec]);
  const kept = guarded.tools.find((t) => t.name === spec.name);
  if (kept !== undefined) {
    return {
      source: spec,
      cleaned: guarded.sanitised.includes(spec.name) ? kept : undefined,
      tools: Object.freeze([kept]),
      withheld: false,
    };
  }
  // Withheld after wrapping (its description changed since): a wrapped tool cannot leave
  // the list it is in, so the model is shown the core's stripped copy, and calls are refused.
  const stripped = guarded.cleaned.find((t) => t.name === spec.name);
  return {
    source: spec,
    cleaned: stripped ?? { name: spec.name, parameters: { type: "object" } },
    tools: NO_TOOLS,
    withheld: true,
  };
}

const NO_TOOLS: readonly ToolSpec[] = Object.freeze([]);

function blockedError(name: string): ToolformError {
  return new ToolformError(
    "ToolBlockedError",
    `Tool "${name}" was withheld: its declaration carries an injection that the policy blocks, or one it cannot clean out (as in the tool's name).`,
  );
}

function wrap<T extends InvokableTool>(tool: T, guard: Guard, first: Shown): T {
  const name = tool.name;
  let shown = first;
  // The tool as it is now: a description, parameter description or enum changed after
  // wrapping (reassigned, or a JSON Schema edited in place) is guarded again before the
  // model reads it or a call is judged against it; an unchanged tool costs one reading.
  const current = (): Shown => {
    const spec = toolSpecOf(tool);
    if (spec !== shown.source) shown = shownFor(spec, guard);
    return shown;
  };
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
    const { tools } = current();
    let decision: Awaited<ReturnType<Guard["decide"]>>;
    try {
      decision = await guard.decide(
        id === undefined
          ? { name, arguments: args as never }
          : { id, name, arguments: args as never },
        runId === undefined ? { tools } : { tools, runId },
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
    // The decision's own object: for plain argument objects, the core's one-read copy
    // (what it checked is what runs), repaired or redacted when it had to be; only
    // arguments it kept as they were (not a plain object) and did not change are the
    // caller's own, and then the call goes on as it came.
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
      if (property === "description" || property === "schema") {
        const { cleaned } = current();
        if (cleaned !== undefined && property === "description") return cleaned.description ?? "";
        // The cleaned JSON Schema is what bindTools reads; the tool's own schema still parses at invoke.
        if (cleaned !== undefined) return cleaned.parameters;
      }
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
