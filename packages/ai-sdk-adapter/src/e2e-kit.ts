// Test support: drives one installed `ai` major (5, 6 or 7) with its own mock
// model, so the same end-to-end scenarios prove the whole peer range.

/**
 * One scripted model turn: tool calls (raw input text or an object) or a final text.
 *
 * @example
 * const turn: Turn = { calls: [{ name: "weather", input: { city: "Paris" } }] };
 */
export interface Turn {
  readonly calls?: readonly { readonly name: string; readonly input: string | object }[];
  readonly text?: string;
}

/**
 * A prompt message as the mock model receives it (spec v2–v4).
 *
 * @example
 * const m: SeenMessage = { role: "user", content: [{ type: "text", text: "hi" }] };
 */
export interface SeenMessage {
  readonly role: string;
  readonly content: unknown;
}

/**
 * What the mock recorded for one model call.
 *
 * @example
 * const call: SeenCall = model.doGenerateCalls[1];
 */
export interface SeenCall {
  readonly prompt: readonly SeenMessage[];
  readonly tools?: readonly {
    readonly type: string;
    readonly name: string;
    readonly description?: string;
    readonly inputSchema?: unknown;
  }[];
}

/**
 * The mock model of the `ai` major under test, as the scenarios use it.
 *
 * @example
 * const model: MockModel = scriptedModel(kit, [{ text: "done" }]);
 */
export interface MockModel {
  readonly specificationVersion: string;
  readonly doGenerateCalls: SeenCall[];
  readonly doStreamCalls: SeenCall[];
}

// Each major types its options differently; the scenarios pass only the shapes all share.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

/**
 * The pieces of one `ai` major the scenarios drive.
 *
 * @example
 * describeScenarios({ major: 7, generateText, streamText, stepCountIs, tool, dynamicTool, jsonSchema, wrapLanguageModel, MockLanguageModel: MockLanguageModelV4, repairOption: "repairToolCall" });
 */
export interface Kit {
  readonly major: 5 | 6 | 7;
  readonly generateText: (options: Loose) => Promise<Loose>;
  readonly streamText: (options: Loose) => Loose;
  readonly stepCountIs: (n: number) => unknown;
  readonly tool: (definition: Loose) => Loose;
  readonly dynamicTool: (definition: Loose) => Loose;
  readonly jsonSchema: (schema: Loose) => Loose;
  readonly wrapLanguageModel: (options: Loose) => Loose;
  readonly MockLanguageModel: new (options: Loose) => MockModel;
  /** `repairToolCall` in ai 7, `experimental_repairToolCall` in 5 and 6. */
  readonly repairOption: "repairToolCall" | "experimental_repairToolCall";
}

function finishReason(version: string, reason: "stop" | "tool-calls") {
  return version === "v2" ? reason : { unified: reason, raw: reason };
}

function usage(version: string) {
  return version === "v2"
    ? { inputTokens: 10, outputTokens: 5, totalTokens: 15 }
    : {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 5, text: 5, reasoning: 0 },
      };
}

function inputText(input: string | object): string {
  return typeof input === "string" ? input : JSON.stringify(input);
}

/**
 * A mock model of the kit's major that plays the script, one turn per model
 * call; past the end it answers "done".
 *
 * @example
 * const model = scriptedModel(kit, [{ calls: [{ name: "weather", input: '{"days":"7"}' }] }]);
 */
export function scriptedModel(kit: Kit, script: readonly Turn[]): MockModel {
  let version = "";
  const turnAt = (index: number): Turn => script[index] ?? { text: "done" };
  let generated = 0;
  let streamed = 0;
  const model = new kit.MockLanguageModel({
    doGenerate: async () => {
      const turn = turnAt(generated++);
      const calls = turn.calls ?? [];
      return {
        content: [
          ...(turn.text === undefined ? [] : [{ type: "text", text: turn.text }]),
          ...calls.map((call, i) => ({
            type: "tool-call",
            toolCallId: `call-${generated}-${i}`,
            toolName: call.name,
            input: inputText(call.input),
          })),
        ],
        finishReason: finishReason(version, calls.length > 0 ? "tool-calls" : "stop"),
        usage: usage(version),
        warnings: [],
      };
    },
    doStream: async () => {
      const turn = turnAt(streamed++);
      const calls = turn.calls ?? [];
      const parts: unknown[] = [{ type: "stream-start", warnings: [] }];
      if (turn.text !== undefined) {
        parts.push(
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: turn.text },
          { type: "text-end", id: "t" },
        );
      }
      calls.forEach((call, i) => {
        const id = `call-${streamed}-${i}`;
        const input = inputText(call.input);
        parts.push(
          { type: "tool-input-start", id, toolName: call.name },
          { type: "tool-input-delta", id, delta: input },
          { type: "tool-input-end", id },
          { type: "tool-call", toolCallId: id, toolName: call.name, input },
        );
      });
      parts.push({
        type: "finish",
        finishReason: finishReason(version, calls.length > 0 ? "tool-calls" : "stop"),
        usage: usage(version),
      });
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  });
  version = model.specificationVersion;
  return model;
}

/**
 * What a run produced, the same for `generateText` and `streamText`.
 *
 * @example
 * const { seen } = await run(kit, "stream", model, { tools });
 */
export interface RunResult {
  readonly text: string;
  readonly steps: readonly {
    readonly toolCalls: readonly unknown[];
    readonly content: readonly { type: string }[];
  }[];
  readonly providerMetadata: unknown;
  /** Every model call, with the prompt and tools the model received. */
  readonly seen: readonly SeenCall[];
  /** What a `streamText` consumer received, part by part (empty for `generateText`). */
  readonly streamed: readonly { readonly type: string }[];
}

/**
 * Runs `generateText` or `streamText` (consumed to the end) with the given options.
 *
 * @example
 * await run(kit, "generate", model, { tools, stopWhen: kit.stepCountIs(5) });
 */
export async function run(
  kit: Kit,
  mode: "generate" | "stream",
  model: MockModel,
  options: { readonly [key: string]: unknown },
): Promise<RunResult> {
  const all = { prompt: "Help me.", ...options, model: options.model ?? model };
  if (mode === "generate") {
    const result = await kit.generateText(all);
    return {
      text: result.text,
      steps: result.steps,
      providerMetadata: result.providerMetadata,
      seen: model.doGenerateCalls,
      streamed: [],
    };
  }
  let failure: unknown;
  const result = kit.streamText({
    ...all,
    onError: ({ error }: { error: unknown }) => {
      failure = error;
    },
  });
  const streamed: { type: string }[] = [];
  for await (const part of result.fullStream as AsyncIterable<{ type: string }>)
    streamed.push(part);
  if (failure !== undefined) throw failure;
  return {
    text: await result.text,
    steps: await result.steps,
    providerMetadata: await result.providerMetadata,
    seen: model.doStreamCalls,
    streamed,
  };
}

/**
 * The tool results the model received in one call's prompt, as text.
 *
 * @example
 * toolResultsIn(result.seen[1])[0]?.text; // the feedback the model read
 */
export function toolResultsIn(
  call: SeenCall | undefined,
): { toolName: string; type: string; text: string }[] {
  const results: { toolName: string; type: string; text: string }[] = [];
  for (const message of call?.prompt ?? []) {
    if (message.role !== "tool" || !Array.isArray(message.content)) continue;
    for (const part of message.content as {
      type: string;
      toolName: string;
      output: { type: string; value: unknown };
    }[]) {
      if (part.type !== "tool-result") continue;
      const value = part.output.value;
      results.push({
        toolName: part.toolName,
        type: part.output.type,
        text: typeof value === "string" ? value : JSON.stringify(value),
      });
    }
  }
  return results;
}
