// Section 5: what guarding costs inside the frameworks. The same tool, guarded
// and unguarded, driven by each framework's own mock model through a
// two-step run (step 1: the model calls the tool; step 2: it answers). The
// tool is a realistic call: three arguments (a free-text city, a bounded
// integer, an enum), validated, scanned, and its output checked.
import { tool as lcTool } from "@langchain/core/tools";
import { createGuard, type Guard } from "@toolform/core";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { AIMessage, createAgent, createMiddleware, fakeModel } from "langchain";
import { args, execute, mockModel, weatherSchema } from "./adapter-fixture.ts";
import { grouped, type Paired, pairStats } from "./measure.ts";

const STEPS = 2;
const RUNS = 20;

/**
 * A guard whose answers are computed before timing: the real decision for the
 * bench's one call, every output allowed as it is. A tool guarded with it
 * keeps all of the adapter's own work (wrapping, hooks, contexts, promise
 * hops) without the core's decision and output scan, so the rows split the
 * overhead between the adapter and the core.
 */
async function answeredGuard(): Promise<Guard> {
  const real = createGuard();
  const tools = [
    { name: "get_weather", description: "Weather forecast", parameters: weatherSchema },
  ];
  const decision = await real.decide({ name: "get_weather", arguments: args }, { tools });
  if (decision.action !== "execute") throw new Error(`bench call refused: ${decision.feedback}`);
  const decide: Guard["decide"] = () => Promise.resolve(decision);
  const checkToolOutput: Guard["checkToolOutput"] = (output) =>
    Promise.resolve({ action: "allow", output, findings: [] });
  // The synchronous answers say which awaited method they answer for (the core's
  // registry key), so the adapters take the same synchronous path with them as with
  // the real guard.
  const answersFor = Symbol.for("toolform.answersFor");
  const paired = <F extends object>(awaited: object, sync: F): F =>
    Object.defineProperty(sync, answersFor, { value: awaited });
  return {
    ...real,
    decide,
    decideSync: paired(decide, () => decision),
    checkToolOutput,
    checkToolOutputSync: paired(checkToolOutput, (output: unknown) => ({
      action: "allow" as const,
      output,
      findings: [],
    })),
  };
}

export interface AdapterRow {
  readonly framework: string;
  readonly run: Paired;
  /** Framework cost of one step, unguarded (the row's baseline), ms. */
  readonly perStepMs: number;
  /** Guarded − unguarded per run (median of the paired differences), ms. */
  readonly overheadPerRunMs: number;
  /** `overheadPerRunMs` as a share of one step. */
  readonly overheadOfStep: number;
  /** 95 % confidence interval of `overheadOfStep`. */
  readonly overheadLow: number;
  readonly overheadHigh: number;
  /** Whether the row is one of issue 8's target rows (a guarded tool vs the same tool). */
  readonly target: boolean;
  readonly error?: string;
}

// Loaded lazily so a missing or unbuilt adapter fails its own row, not the bench.
async function adapterExport<T>(pkg: string, name: string): Promise<T> {
  const m = (await import(pkg)) as Record<string, unknown>;
  if (typeof m[name] !== "function")
    throw new Error(`${pkg} has no ${name} export (run pnpm build)`);
  return m[name] as T;
}

function row(framework: string, p: Paired, baselinePerBatch: number, target: boolean): AdapterRow {
  const perStepMs = baselinePerBatch / RUNS / STEPS;
  const overheadPerRunMs = p.diff / RUNS;
  return {
    framework,
    run: p,
    perStepMs,
    overheadPerRunMs,
    overheadOfStep: overheadPerRunMs / perStepMs,
    overheadLow: p.diffLow / RUNS / perStepMs,
    overheadHigh: p.diffHigh / RUNS / perStepMs,
    target,
  };
}

async function aiSdk(selfTest: boolean): Promise<AdapterRow[]> {
  type GuardAiTools = <T>(tools: T, policy?: Guard) => T;
  const guardAiTools: GuardAiTools = selfTest
    ? (t) => t
    : await adapterExport<GuardAiTools>("@toolform/ai-sdk", "guardTools");
  const model = mockModel();
  const plain = {
    get_weather: tool({
      description: "Weather forecast",
      inputSchema: jsonSchema<{ city: string; days: number }>(weatherSchema),
      execute,
    }),
  };
  const guarded = guardAiTools(plain);
  const shell = guardAiTools(plain, await answeredGuard());
  const run = (tools: typeof plain | (() => typeof plain)) => async () => {
    model.doGenerateCalls.length = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await generateText({
        model,
        tools: typeof tools === "function" ? tools() : tools,
        prompt: "Weather in Lisbon?",
        stopWhen: stepCountIs(STEPS),
      });
      if (r.steps.length !== STEPS || r.text !== "Sunny.")
        throw new Error(`ai-sdk: unexpected run (${r.steps.length} steps, ${r.text})`);
    }
  };
  // One group: every round runs a batch of each side, so the three rows below
  // come from the same rounds (being medians, the two shares add up to the
  // total only roughly).
  const [plainT, shellT, guardedT] = (await grouped([run(plain), run(shell), run(guarded)], {
    time: 12_000,
    warmup: 50,
  })) as [number[], number[], number[]];
  const target = pairStats(guardedT, plainT);
  const adapter = pairStats(shellT, plainT);
  const core = pairStats(guardedT, shellT);
  // The docs' first advice: a toolset guarded per request, so each run has its own
  // retry budget. Reading, scanning and wrapping the tools is then paid on every run.
  const [barePlainT, perRequestT] = (await grouped([run(plain), run(() => guardAiTools(plain))], {
    time: 6_000,
    warmup: 50,
  })) as [number[], number[]];
  const perRequest = pairStats(perRequestT, barePlainT);
  return [
    row(
      "AI SDK `generateText` (ai@7, MockLanguageModelV4): `guardTools` vs the same tools",
      target,
      target.b,
      true,
    ),
    row(
      "  of which the adapter: `guardTools` with precomputed guard answers vs the same tools",
      adapter,
      target.b,
      false,
    ),
    row(
      "  of which the core: `guardTools` vs `guardTools` with precomputed answers (decide + output scan)",
      core,
      target.b,
      false,
    ),
    row(
      "  also: `guardTools` built per request (a retry budget per run, as the docs advise) vs the same tools",
      perRequest,
      perRequest.b,
      false,
    ),
  ];
}

/**
 * LangChain rows. The target: the same tool guarded with `guardTools` (the
 * issue's "guarded tool") against the bare tool, both in `createAgent`, split
 * into the adapter's share and the core's as for the AI SDK. Also reported:
 * ToolForm's agent middleware against the bare agent (what a middleware user
 * pays), and against a no-op middleware of the same shape (the two wrap hooks
 * ToolForm uses), which splits ToolForm's own work from what LangChain
 * charges for any middleware with those hooks.
 */
async function langchain(selfTest: boolean): Promise<AdapterRow[]> {
  const toolformMiddleware = selfTest
    ? undefined
    : await adapterExport<() => unknown>("@toolform/langchain", "toolformMiddleware");
  const guardLcTools = selfTest
    ? <T>(tools: T[], _policy?: Guard) => tools
    : await adapterExport<<T>(tools: T[], policy?: Guard) => T[]>(
        "@toolform/langchain",
        "guardTools",
      );
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
  const guardedTool = createAgent({ model, tools: guardLcTools([weather]) });
  const shellTool = createAgent({ model, tools: guardLcTools([weather], await answeredGuard()) });
  const shaped = createAgent({ model, tools: [weather], middleware: [noop] });
  const withMiddleware =
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
  // A LangChain step costs ~1–2 ms and its rounds spread ±20 % (sd ≈ 300 µs of a
  // per-run difference), so these groups run longer than the AI SDK's: ~240 rounds
  // for the target group (the median good to about ±2 % of a step), ~160 for the
  // middleware group. The warm-up (1,000 runs a side) lets the JIT settle every
  // side, as in any long-lived agent process.
  const [plainT, shellT, guardedT] = (await grouped(
    [run(plain), run(shellTool), run(guardedTool)],
    { time: 36_000, warmup: 50 },
  )) as [number[], number[], number[]];
  const vsTool = pairStats(guardedT, plainT);
  const shellVsTool = pairStats(shellT, plainT);
  const coreVsShell = pairStats(guardedT, shellT);
  const [bareT, shapedT, middlewareT] = (await grouped(
    [run(plain), run(shaped), run(withMiddleware)],
    { time: 24_000, warmup: 50 },
  )) as [number[], number[], number[]];
  const vsPlain = pairStats(middlewareT, bareT);
  const vsShaped = pairStats(middlewareT, shapedT);
  return [
    row(
      "LangChain `createAgent` (langchain@1, fakeModel): `guardTools` vs the same tools",
      vsTool,
      vsTool.b,
      true,
    ),
    row(
      "  of which the adapter: `guardTools` with precomputed guard answers vs the same tools",
      shellVsTool,
      vsTool.b,
      false,
    ),
    row(
      "  of which the core: `guardTools` vs `guardTools` with precomputed answers (decide + output scan)",
      coreVsShell,
      vsTool.b,
      false,
    ),
    row(
      "  also: `toolformMiddleware` vs no middleware (the agent middleware; % of a bare step)",
      vsPlain,
      vsPlain.b,
      false,
    ),
    row(
      "  also: `toolformMiddleware` vs a no-op middleware with the same wrap hooks (ToolForm's own work in it; % of a bare step)",
      vsShaped,
      vsPlain.b,
      false,
    ),
  ];
}

/** `selfTest`: both sides unguarded, to check the harness itself reads ~0 %. */
export async function adapterBench(
  selfTest = false,
): Promise<(AdapterRow | { framework: string; error: string })[]> {
  const out: (AdapterRow | { framework: string; error: string })[] = [];
  const runs = [
    ["AI SDK", () => aiSdk(selfTest)],
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
