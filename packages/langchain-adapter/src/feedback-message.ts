import { ToolMessage } from "@langchain/core/messages";
import { type Decision, type FindingCode, feedbackText } from "@toolform/core";

/**
 * What ToolForm records on a ToolMessage it wrote (in `metadata.toolform`,
 * which no provider sends to the model): the action taken and the finding
 * codes, never the arguments.
 *
 * @example
 * const mark = toolformMark(message); // { action: "feedback", codes: ["argument_type_mismatch"] }
 */
export interface ToolformMark {
  readonly action: Decision["action"] | "tool_failed" | "unchecked" | "sanitise" | "block_output";
  readonly codes: readonly FindingCode[];
  /** On a stop: why the run ends. */
  readonly stopped?: "retry_budget" | "invalid_call";
}

/**
 * The ToolMessage a model reads instead of a tool result when ToolForm did
 * not run the call. The text is the core's feedback, which says on its own
 * that the call failed and how to fix it; `status: "error"` is set as well,
 * though OpenAI and Anthropic never see it.
 *
 * @example
 * return feedbackMessage(decision, request.toolCall);
 */
export function feedbackMessage(
  decision: Decision,
  toolCall: { readonly id?: string | undefined; readonly name: string },
): ToolMessage {
  // One code per kind: four injected spans are one reason to refuse.
  const codes = [...new Set(decision.findings.map((finding) => finding.code))];
  const mark: ToolformMark =
    decision.action === "stop"
      ? { action: "stop", codes, stopped: decision.stopped ?? "invalid_call" }
      : { action: decision.action, codes };
  return markedMessage(feedbackText(decision), toolCall, mark);
}

/**
 * A ToolMessage with ToolForm's mark.
 *
 * @example
 * markedMessage('{"ok":false,...}', call, { action: "tool_failed", codes: [] });
 */
export function markedMessage(
  content: string,
  toolCall: { readonly id?: string | undefined; readonly name: string },
  mark: ToolformMark,
): ToolMessage {
  return new ToolMessage({
    content,
    tool_call_id: toolCall.id ?? "",
    name: toolCall.name,
    status: "error",
    metadata: { toolform: mark },
  });
}

/**
 * Reads ToolForm's mark off a message, if it has one.
 *
 * @example
 * if (toolformMark(last)?.action === "stop") return { jumpTo: "end" };
 */
export function toolformMark(message: unknown): ToolformMark | undefined {
  if (typeof message !== "object" || message === null) return undefined;
  const metadata = (message as { metadata?: unknown }).metadata;
  if (typeof metadata !== "object" || metadata === null) return undefined;
  const mark = (metadata as { toolform?: unknown }).toolform;
  return typeof mark === "object" && mark !== null && "action" in mark
    ? (mark as ToolformMark)
    : undefined;
}
