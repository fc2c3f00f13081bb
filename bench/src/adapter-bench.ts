// Section 5: what guarding costs inside the frameworks. The same tool, guarded
// and unguarded, driven by each framework's own mock model through a
// two-step run (step 1: the model calls the tool; step 2: it answers).
import { tool as lcTool } from "@langchain/core/tools";
import { generateText, type JSONSchema7, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { AIMessage, createAgent, createMiddleware, fakeModel } from "langchain";
import { type Paired, paired } from "./measure.ts";

const STEPS = 2;
const RUNS = 20;

const weatherSchema: JSONSchema7 = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    days: { type: "integer", minimum: 1, maximum: 14 },
    unit: { type: "string", enum: ["celsius", "fahrenheit"] },
  },
  required: ["city", "days"],
  additionalProperties: false,
};
const args = { city: "Lisbon", days: 3, unit: "celsius" };
const execute = async (input: { city: string; days: number }) => ({
  forecast: `sunny in ${input.city}`,
  days: input.days,
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function mockModel(): MockLanguageModelV4 {
  let n = 0;
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      // Answer once the tool result is in the prompt; otherwise call the tool.
      const last = options.prompt[options.prompt.length - 1];
      n++;
      return last?.role === "tool"
        ? {
            content: [{ type: "text", text: "Sunny." }],
            finishReason: { unified: "stop", raw: "stop" },
            usage,
            warnings: [],
          }
        : {
            content: [
              {
                type: "tool-call",
                toolCallId: `c${n}`,
                toolName: "get_weather",
                input: JSON.stringify(args),
              },
            ],
            finishReason: { unified: "tool-calls", raw: "tool_calls" },
            usage,
            warnings: [],
          };
    },
  });
}

export interface AdapterRow {
  readonly framework: string;
  readonly run: Paired;
  /** Framework cost of one step, unguarded, ms. */
  readonly perStepMs: number;
  /** (guarded − unguarded) per run as a share of one step. */
  readonly overheadOfStep: number;
  readonly error?: string;
}

// Loaded lazily so a missing or unbuilt adapter fails its own row, not the bench.
type Identity = <T>(tools: T) => T;
async function adapterExport<T>(pkg: string, name: string): Promise<T> {
  const m = (await import(pkg)) as Record<string, unknown>;
  if (typeof m[name] !== "function")
    throw new Error(`${pkg} has no ${name} export (run pnpm build)`);
  return m[name] as T;
}

async function aiSdk(guard?: Identity): Promise<AdapterRow> {
  const guardAiTools = guard ?? (await adapterExport<Identity>("@toolform/ai-sdk", "guardTools"));
  const model = mockModel();
  const plain = {
    get_weather: tool({
      description: "Weather forecast",
      inputSchema: jsonSchema<{ city: string; days: number }>(weatherSchema),
      execute,
    }),
  };
  const guarded = guardAiTools(plain);
  const run = (tools: typeof plain) => async () => {
    model.doGenerateCalls.length = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await generateText({
        model,
        tools,
        prompt: "Weather in Lisbon?",
        stopWhen: stepCountIs(STEPS),
      });
      if (r.steps.length !== STEPS || r.text !== "Sunny.")
        throw new Error(`ai-sdk: unexpected run (${r.steps.length} steps, ${r.text})`);
    }
  };
  const p = await paired(run(guarded), run(plain), { rounds: 11, time: 400, iterations: 3 });
  const perStepMs = p.b / RUNS / STEPS;
  return {
    framework: "AI SDK `generateText` (ai@7, MockLanguageModelV4), `guardTools`",
    run: p,
    perStepMs,
    overheadOfStep: (p.a - p.b) / RUNS / perStepMs,
  };
}

/**
 * LangChain rows: ToolForm's middleware against the bare agent (what a user
 * pays), and against a no-op middleware of the same shape (the two wrap
 * hooks ToolForm uses), which splits ToolForm's own work from what LangChain
 * charges for any middleware with those hooks.
 */
async function langchain(selfTest: boolean): Promise<AdapterRow[]> {
  const toolformMiddleware = selfTest
    ? undefined
    : await adapterExport<() => unknown>("@toolform/langchain", "toolformMiddleware");
  const weather = lcTool(execute, {
    name: "get_weather",
    description: "Weather forecast",
    // The same JSON Schema as the AI SDK tool (LangChain's JSON-schema typing is narrower).
    schema: weatherSchema as NonNullable<Parameters<typeof lcTool>[1]["schema"]>,
  });
  const model = fakeModel();
  // The fake model keeps every queued response and every call forever; reset
  // both in place (the agents' bound copies share them) so batch k costs what
  // batch 1 cost. MockLanguageModelV4.doGenerateCalls is cleared for the same reason.
  const state = model as unknown as {
    queue: unknown[];
    _state: { calls: unknown[]; callIndex: number };
  };
  const queue = () => {
    state.queue.length = 0;
    state._state.calls.length = 0;
    state._state.callIndex = 0;
    for (let i = 0; i < RUNS; i++)
      model.respondWithTools([{ name: "get_weather", args }]).respond(new AIMessage("Sunny."));
  };
  const noop = createMiddleware({
    name: "NoopSameShape",
    wrapModelCall: (request, handler) => handler(request),
    wrapToolCall: (request, handler) => handler(request),
  });
  const plain = createAgent({ model, tools: [weather] });
  const shaped = createAgent({ model, tools: [weather], middleware: [noop] });
  const guarded =
    toolformMiddleware === undefined
      ? plain
      : createAgent({ model, tools: [weather], middleware: [toolformMiddleware() as never] });
  const run = (agent: unknown) => async () => {
    queue();
    for (let i = 0; i < RUNS; i++) {
      const r = await (agent as typeof plain).invoke({
        messages: [{ role: "user", content: "Weather in Lisbon?" }],
      });
      const last = r.messages[r.messages.length - 1];
      if (r.messages.length !== 4 || last?.content !== "Sunny.")
        throw new Error(`langchain: unexpected run (${r.messages.length} messages)`);
    }
  };
  const opts = { rounds: 11, time: 400, iterations: 3 };
  const row = (framework: string, p: Paired, baseline: number): AdapterRow => ({
    framework,
    run: p,
    perStepMs: baseline / RUNS / STEPS,
    overheadOfStep: (p.a - p.b) / RUNS / (baseline / RUNS / STEPS),
  });
  const vsPlain = await paired(run(guarded), run(plain), opts);
  const vsShaped = await paired(run(guarded), run(shaped), opts);
  return [
    row(
      "LangChain `createAgent` (langchain@1, fakeModel), `toolformMiddleware` vs no middleware",
      vsPlain,
      vsPlain.b,
    ),
    row(
      "  same, vs a no-op middleware with the same wrap hooks (ToolForm's own work; % of a bare step)",
      vsShaped,
      vsPlain.b,
    ),
  ];
}

/** `selfTest`: both sides unguarded, to check the harness itself reads ~0 %. */
export async function adapterBench(
  selfTest = false,
): Promise<(AdapterRow | { framework: string; error: string })[]> {
  const out: (AdapterRow | { framework: string; error: string })[] = [];
  const runs = [
    ["AI SDK", () => aiSdk(selfTest ? (t) => t : undefined)],
    ["LangChain", () => langchain(selfTest)],
  ] as const;
  for (const [name, f] of runs) {
    try {
      const r = await f();
      out.push(...(Array.isArray(r) ? r : [r]));
    } catch (error) {
      out.push({ framework: name, error: (error as Error).message.split("\n")[0] ?? "" });
    }
  }
  return out;
}
