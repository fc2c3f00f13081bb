import { type FeedbackSummary, readFeedback } from "@toolform/core";

/** A prompt message as every model spec version (v2–v4) shapes it. */
export interface PromptMessage {
  readonly role: string;
  readonly content: unknown;
}

/** ToolForm's feedback as the model read it in a tool result. */
export interface PromptFeedback extends FeedbackSummary {
  readonly toolCallId: string;
}

// How the SDK words the error of a call the model got wrong (as opposed to a
// tool that failed while running): ai 7 prefixes the error's name, 5 and 6 do not.
const invalidCall =
  /^(AI_(InvalidToolInputError|NoSuchToolError|ToolCallRepairError): |Invalid input for tool |Model tried to call unavailable tool |Error repairing tool call)/;

/**
 * ToolForm's feedback in the tool results of one prompt message: the SDK
 * reports a refused call as an error text ending in the core's feedback JSON
 * (`{"ok":false,"error":…}`), read with the core's `readFeedback`.
 *
 * @example
 * feedbackIn(params.prompt.at(-1)); // [{ toolCallId: "call-1", error: "retry budget exhausted", tool: "weather" }]
 */
export function feedbackIn(message: PromptMessage | undefined): PromptFeedback[] {
  if (message?.role !== "tool" || !Array.isArray(message.content)) return [];
  const found: PromptFeedback[] = [];
  for (const part of message.content as {
    type?: string;
    toolCallId?: string;
    output?: { type?: string; value?: unknown };
  }[]) {
    if (part.type !== "tool-result" || part.output?.type !== "error-text") continue;
    const text = part.output.value;
    if (typeof text !== "string" || !invalidCall.test(text)) continue;
    const feedback = readFeedback(text);
    if (feedback !== undefined) found.push({ ...feedback, toolCallId: part.toolCallId ?? "" });
  }
  return found;
}

/**
 * Whether a tool result reports a call the model got wrong (refused by
 * ToolForm or rejected by the SDK), as opposed to a tool that failed.
 *
 * @example
 * isInvalidCallError({ type: "error-text", value: "AI_NoSuchToolError: …" }); // true
 */
export function isInvalidCallError(
  output: { readonly type?: string; readonly value?: unknown } | undefined,
): boolean {
  return (
    output?.type === "error-text" &&
    typeof output.value === "string" &&
    invalidCall.test(output.value)
  );
}

/**
 * The SDK's own opening words of an error about an invalid call (the kind of
 * error, before the tool name and anything quoted), or `""`.
 *
 * @example
 * invalidCallPrefix("Invalid input for tool t: JSON parsing failed: …"); // "Invalid input for tool "
 */
export function invalidCallPrefix(text: string): string {
  return invalidCall.exec(text)?.[0] ?? "";
}

/**
 * Whether a tool result is ToolForm's own feedback on an invalid call.
 *
 * @example
 * isToolformFeedback({ type: "error-text", value: 'Invalid input for tool t: {"ok":false,"error":"invalid call"}' }); // true
 */
export function isToolformFeedback(
  output: { readonly type?: string; readonly value?: unknown } | undefined,
): boolean {
  return feedbackIn({ role: "tool", content: [{ type: "tool-result", output }] }).length > 0;
}
