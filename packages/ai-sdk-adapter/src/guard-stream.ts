import type { ToolCallJudgement, ToolCallPart } from "./judge-tool-call.js";

interface StreamPart {
  readonly type: string;
  readonly id?: string;
}

/**
 * Judges each `tool-call` part of a model stream before passing it on. Every
 * other part passes through unchanged and in order; with `hold`, the
 * `tool-input-*` parts of a call wait for its judgement and are dropped when
 * it is refused or its arguments are hostile.
 *
 * @example
 * const stream = guardStream(result.stream, (call) => judgeToolCall(guard, call, tools), true);
 */
export function guardStream<P extends StreamPart>(
  stream: ReadableStream<P>,
  judge: (part: ToolCallPart, options: { readonly hold: boolean }) => Promise<ToolCallJudgement>,
  hold: boolean,
): ReadableStream<P> {
  const held = new Map<string, P[]>();
  return stream.pipeThrough(
    new TransformStream<P, P>({
      async transform(part, controller) {
        if (part.type === "tool-input-start" && hold && part.id !== undefined) {
          held.set(part.id, [part]);
          return;
        }
        if (
          (part.type === "tool-input-delta" || part.type === "tool-input-end") &&
          part.id !== undefined
        ) {
          const parts = held.get(part.id);
          if (parts !== undefined) {
            parts.push(part);
            return;
          }
        }
        if (part.type !== "tool-call") {
          controller.enqueue(part);
          return;
        }
        const call = part as unknown as ToolCallPart;
        const judgement = await judge(call, { hold });
        const input = held.get(call.toolCallId) ?? [];
        held.delete(call.toolCallId);
        if (judgement.kind === "pass") {
          if (!judgement.hideInput) for (const inputPart of input) controller.enqueue(inputPart);
          controller.enqueue(judgement.part as unknown as P);
          return;
        }
        const id = `toolform-${call.toolCallId}`;
        const text = judgement.feedback;
        controller.enqueue({ type: "text-start", id } as unknown as P);
        controller.enqueue({ type: "text-delta", id, delta: text } as unknown as P);
        controller.enqueue({ type: "text-end", id } as unknown as P);
      },
      flush(controller) {
        // Input of a call the model never finished: pass it on as it came.
        for (const parts of held.values()) for (const part of parts) controller.enqueue(part);
        held.clear();
      },
    }),
  );
}
