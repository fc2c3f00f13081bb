import {
  type Decision,
  type Guard,
  type PolicyInput,
  renderUncheckedFeedback,
  resolveGuard,
  resolveToolName,
  ToolCallRefusedError,
  ToolformError,
  type ToolSpec,
} from "@toolform/core";
import { handOver, isRejectedByTool, markRepairer } from "./decided-calls.js";
import { guardedRunId, guardsTool } from "./guarded-schemas.js";
import { isProviderTool } from "./is-provider-tool.js";
import { runIdOf } from "./run-id.js";
import { findRefusal } from "./tool-call-refused-error.js";

/**
 * What the SDK passes a tool-call repair function (the subset ToolForm reads;
 * the same in ai 5, 6 and 7).
 *
 * @example
 * const options: RepairToolCallOptions<LanguageModelV4ToolCall> = { toolCall, tools, inputSchema, error };
 */
export interface RepairToolCallOptions<CALL> {
  readonly toolCall: CALL;
  readonly tools: { readonly [name: string]: unknown };
  /** Sync in ai 5, a promise since ai 6. */
  readonly inputSchema: (options: { toolName: string }) => unknown;
  readonly error: unknown;
  readonly messages?: readonly unknown[];
}

/**
 * A repair function for the SDK's `repairToolCall` option
 * (`experimental_repairToolCall` in ai 5 and 6).
 *
 * @example
 * const repair: ToolformRepairFunction = repairToolCall();
 */
export type ToolformRepairFunction = <CALL extends { toolName: string; input: string }>(
  options: RepairToolCallOptions<CALL>,
) => Promise<CALL | null>;

/**
 * Repairs what the SDK cannot parse: malformed JSON (trailing commas, single
 * quotes, code fences, truncation) and near-miss tool names
 * (`functions.Get-Weather` → `get_weather`). A call that still cannot run is
 * answered with ToolForm's feedback rather than the SDK's message, which
 * quotes the raw text back to the model.
 *
 * Calls a guarded tool already refused (or whose own schema rejected what
 * ToolForm let through) are left alone, and a repaired call to a guarded tool
 * carries its decision to that tool's validation, so one call is never judged
 * twice. The retry budget counts per run: with tools `guardTools` wrapped
 * with the same guard, the guarded toolset's run, where their validation
 * counts the tries the SDK could parse (one budget per tool, whichever piece
 * judged a try); otherwise the run of one `generateText`/`streamText` call
 * (read from its messages).
 *
 * @example
 * await generateText({
 *   model,
 *   tools: guardTools(tools, policy),
 *   repairToolCall: repairToolCall(policy), // experimental_repairToolCall in ai 5 and 6
 *   stopWhen: stepCountIs(5),
 *   prompt,
 * });
 */
export function repairToolCall(policy?: PolicyInput): ToolformRepairFunction {
  const guard = resolveGuard(policy);
  markRepairer(guard);
  return async function toolformRepairToolCall<CALL extends { toolName: string; input: string }>(
    options: RepairToolCallOptions<CALL>,
  ): Promise<CALL | null> {
    const { toolCall, error } = options;
    // ToolForm refused this call inside the tool's validation: that decision stands.
    if (findRefusal(error) !== undefined || isRejectedByTool(error)) return null;
    if (!isRepairable(error)) return null;

    const tools = await readSpecs(options);
    const runId = runOf(guard, toolCall.toolName, options, tools);
    let decision: Decision;
    try {
      decision = await guard.decide(
        { name: toolCall.toolName, arguments: toolCall.input },
        runId === undefined ? { tools } : { tools, runId },
      );
    } catch {
      // Fail closed; the SDK would put this error's message in front of the model.
      throw new ToolformError("ToolCallNotCheckedError", renderUncheckedFeedback());
    }
    if (decision.action === "execute" && decision.resolvedName !== null) {
      const input = JSON.stringify(decision.arguments);
      // A guarded tool's validation takes this decision instead of making it again.
      if (guardsTool(guard, options.tools[decision.resolvedName]))
        handOver(guard, decision.resolvedName, input, decision);
      return { ...toolCall, toolName: decision.resolvedName, input };
    }
    // The SDK reports a throw here as the call's error: the model reads ToolForm's feedback.
    throw new ToolCallRefusedError(decision);
  };
}

// The run a call is counted in. When the SDK's tools are ones `guardTools` wrapped
// with this guard, the guarded toolset's run: the tool's own validation counts the
// tries the SDK could parse there, so each tool keeps one budget, not one per piece
// that judged a try (a model alternating unparsable and invalid input would otherwise
// get twice its retries, and a valid call would not reset its unparsable tries).
// Unknown names count there too. Without guarded tools, the run of this
// `generateText`/`streamText` call, read from its messages.
function runOf(
  guard: Guard,
  name: string,
  options: RepairToolCallOptions<unknown>,
  tools: readonly ToolSpec[],
): string | undefined {
  const resolved = resolveToolName(name, tools);
  const own = resolved === null ? undefined : guardedRunId(guard, options.tools[resolved]);
  if (own !== undefined) return own;
  for (const tool of Object.values(options.tools)) {
    const toolset = guardedRunId(guard, tool);
    if (toolset !== undefined) return toolset;
  }
  return runIdOf(options.messages);
}

function isRepairable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AI_NoSuchToolError" || name === "AI_InvalidToolInputError";
}

async function readSpecs(options: RepairToolCallOptions<unknown>): Promise<ToolSpec[]> {
  const specs: ToolSpec[] = [];
  for (const [name, tool] of Object.entries(options.tools)) {
    if (isProviderTool(tool)) continue;
    const description = (tool as { description?: unknown }).description;
    const parameters = (await options.inputSchema({ toolName: name })) as ToolSpec["parameters"];
    specs.push(
      typeof description === "string" ? { name, description, parameters } : { name, parameters },
    );
  }
  return specs;
}
