// Section 3: compile cost of a new tool, the cost of a tool rebuilt per
// request with equal content (must hit the cache), and the memory held after
// many distinct schemas (the cache must be bounded).
import { validateArguments } from "@toolform/core";
import { countCompiles } from "./compile-count.ts";
import type { BenchCall, BfclTool } from "./data.ts";
import { createFloorAjv } from "./floor.ts";
import { cpuNow, median, type Paired, paired } from "./measure.ts";

let nonce = 0;

/** A tool with content no schema seen so far has: one extra optional property. */
function freshTool(c: BenchCall): { call: { name: string; arguments: string }; tools: BfclTool[] } {
  const tool = c.tools.find((t) => t.name === c.name) ?? (c.tools[0] as BfclTool);
  const parameters = structuredClone(tool.parameters) as { properties?: Record<string, unknown> };
  parameters.properties = { ...parameters.properties, [`zz_nonce_${nonce++}`]: { type: "string" } };
  return { call: { name: tool.name, arguments: c.text }, tools: [{ ...tool, parameters }] };
}

export interface CompileResult {
  readonly firstCallMs: number;
  readonly floorCompileMs: number;
  readonly rebuilt: Paired & { readonly compilesPerRebuiltCall: number | undefined };
  readonly memory?: {
    readonly deltaAfter10k: number;
    readonly deltaAfter20k: number;
    readonly floorDeltaAfter10k: number;
  };
}

const mb = (n: number): number => n / 1024 / 1024;

export async function compileBench(valid: readonly BenchCall[]): Promise<CompileResult> {
  const counter = countCompiles();
  const sample = valid.filter((_, i) => i % 6 === 0).slice(0, 500);

  // First call on a new tool: ours (resolve, compile, validate) vs a bare ajv compile + validate.
  const firsts: number[] = [];
  const floors: number[] = [];
  const floorAjv = createFloorAjv();
  for (let round = 0; round < 5; round++) {
    const batch = sample.slice(0, 100).map(freshTool);
    let t0 = cpuNow();
    for (const b of batch) validateArguments(b.call, b.tools);
    firsts.push((cpuNow() - t0) / batch.length);
    const floorBatch = sample.slice(0, 100).map(freshTool);
    t0 = cpuNow();
    for (const b of floorBatch)
      floorAjv.compile((b.tools[0] as BfclTool).parameters)(JSON.parse(b.call.arguments));
    floors.push((cpuNow() - t0) / floorBatch.length);
  }

  // Rebuilt per request (deep copy each time, copy not timed) vs the same tool objects.
  // Steady state: each schema has been seen once (by content) before counting.
  for (const c of sample)
    validateArguments({ name: c.name, arguments: c.text }, structuredClone(c.tools));
  for (const c of sample) validateArguments({ name: c.name, arguments: c.text }, c.tools);
  let rebuiltCalls = 0;
  const before = counter.read();
  const rebuilt = await paired(
    () => {
      const copies = sample.map((c) => structuredClone(c.tools));
      const t0 = cpuNow();
      for (let i = 0; i < sample.length; i++) {
        const c = sample[i] as BenchCall;
        validateArguments({ name: c.name, arguments: c.text }, copies[i] as BfclTool[]);
      }
      rebuiltCalls += sample.length;
      return { overriddenDuration: cpuNow() - t0 };
    },
    () => {
      for (const c of sample) validateArguments({ name: c.name, arguments: c.text }, c.tools);
    },
    { rounds: 7, time: 150, iterations: 5 },
  );
  const compiles = counter.read() - before;

  const result: CompileResult = {
    firstCallMs: median(firsts),
    floorCompileMs: median(floors),
    rebuilt: {
      ...rebuilt,
      compilesPerRebuiltCall: counter.installed ? compiles / rebuiltCalls : undefined,
    },
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return result;

  const heap = (): number => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const distinct = (n: number): void => {
    for (let i = 0; i < n; i++) {
      const b = freshTool(valid[i % valid.length] as BenchCall);
      validateArguments(b.call, b.tools);
    }
  };
  const m0 = heap();
  distinct(10_000);
  const m1 = heap();
  distinct(10_000);
  const m2 = heap();
  // What an unbounded cache looks like: one ajv instance that keeps every schema.
  const f0 = heap();
  const keep = createFloorAjv();
  for (let i = 0; i < 10_000; i++) {
    const b = freshTool(valid[i % valid.length] as BenchCall);
    keep.compile((b.tools[0] as BfclTool).parameters);
  }
  const f1 = heap();
  // Keep the instance reachable until after the measurement.
  if (keep.opts === undefined) throw new Error("unreachable");
  return {
    ...result,
    memory: {
      deltaAfter10k: mb(m1 - m0),
      deltaAfter20k: mb(m2 - m0),
      floorDeltaAfter10k: mb(f1 - f0),
    },
  };
}
