// What the core's two calls cost where a guarded AI SDK step makes them, and
// what the same calls cost with warm caches. Each call is timed, then made
// again at once with the same input and timed again: the repeat finds the
// code and data the first call just used in the CPU's caches, where the first
// call found them evicted by the SDK's own work since the last step. The gap
// between the two is what bounds the core's share of section 5's row: the
// work itself is the repeat's figure.
import { createGuard, type Guard } from "@toolform/core";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { execute, mockModel, weatherSchema } from "./adapter-fixture.ts";

/** Medians over every timed call, µs. */
export interface InPlace {
  readonly calls: number;
  readonly decide: { readonly first: number; readonly again: number };
  readonly output: { readonly first: number; readonly again: number };
}

const answersFor = Symbol.for("toolform.answersFor");
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

// `sync` timed twice per call, keeping the adapter's registry key so the
// adapter takes the same synchronous path as with the guard's own method.
function timedTwice<F extends (...a: never[]) => unknown>(
  sync: F,
  first: number[],
  again: number[],
): F {
  const wrapped = ((...a: Parameters<F>) => {
    const t0 = process.hrtime.bigint();
    const result = sync(...a);
    const t1 = process.hrtime.bigint();
    sync(...a);
    const t2 = process.hrtime.bigint();
    first.push(Number(t1 - t0) / 1000);
    again.push(Number(t2 - t1) / 1000);
    return result;
  }) as F;
  return Object.defineProperty(wrapped, answersFor, {
    value: (sync as unknown as Record<symbol, unknown>)[answersFor],
  });
}

/**
 * Runs the guarded tool through `generateText` with the mock model (`runs`
 * two-step runs after a warm-up) and returns the medians.
 *
 * @example
 * const { decide } = await coreInPlace(2000);
 */
export async function coreInPlace(runs: number): Promise<InPlace> {
  // Loaded here, as section 5 loads it: an unbuilt adapter fails this line only.
  const { guardTools } = await import("@toolform/ai-sdk");
  const real = createGuard();
  const times = { df: [] as number[], da: [] as number[], of: [] as number[], oa: [] as number[] };
  const guard: Guard = {
    ...real,
    decideSync: timedTwice(real.decideSync, times.df, times.da),
    checkToolOutputSync: timedTwice(real.checkToolOutputSync, times.of, times.oa),
  };
  const tools = guardTools(
    {
      get_weather: tool({
        description: "Weather forecast",
        inputSchema: jsonSchema<{ city: string; days: number }>(weatherSchema),
        execute,
      }),
    },
    guard,
  );
  const model = mockModel();
  const once = async () => {
    model.doGenerateCalls.length = 0;
    const r = await generateText({
      model,
      tools,
      prompt: "Weather in Lisbon?",
      stopWhen: stepCountIs(2),
    });
    if (r.text !== "Sunny.") throw new Error(`ai-sdk: unexpected run (${r.text})`);
  };
  for (let i = 0; i < 500; i++) await once();
  for (const list of Object.values(times)) list.length = 0;
  for (let i = 0; i < runs; i++) await once();
  if (times.df.length !== runs || times.of.length !== runs)
    throw new Error(
      `expected ${runs} timed calls of each, got ${times.df.length} and ${times.of.length}`,
    );
  return {
    calls: runs,
    decide: { first: median(times.df), again: median(times.da) },
    output: { first: median(times.of), again: median(times.oa) },
  };
}
