// A model response ToolForm writes itself to end a run without calling the
// model again. Its shape follows the wrapped model's spec version: ai 5
// speaks v2 (flat usage, string finish reason), ai 6 and 7 speak v3/v4.

import type { RunStop } from "./run-stop.js";

function finishReason(specificationVersion: string) {
  return specificationVersion === "v2" ? "stop" : { unified: "stop", raw: undefined };
}

function usage(specificationVersion: string) {
  return specificationVersion === "v2"
    ? { inputTokens: 0, outputTokens: 0, totalTokens: 0 }
    : {
        inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 0, text: 0, reasoning: 0 },
      };
}

/**
 * A generate result with one text part and no tool calls: the SDK's loop ends.
 *
 * @example
 * return stopGenerateResult(model.specificationVersion, text, { stopped: "retry_budget", tool: "weather" });
 */
export function stopGenerateResult(specificationVersion: string, text: string, metadata: RunStop) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: finishReason(specificationVersion),
    usage: usage(specificationVersion),
    providerMetadata: { toolform: { ...metadata } },
    warnings: [],
  };
}

/**
 * The same response as a stream.
 *
 * @example
 * return { stream: stopStream(model.specificationVersion, text, metadata) };
 */
export function stopStream(specificationVersion: string, text: string, metadata: RunStop) {
  const id = "toolform-stop";
  const parts = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id },
    { type: "text-delta", id, delta: text },
    { type: "text-end", id },
    {
      type: "finish",
      finishReason: finishReason(specificationVersion),
      usage: usage(specificationVersion),
      providerMetadata: { toolform: { ...metadata } },
    },
  ];
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
