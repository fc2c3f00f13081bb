// Paired timing. The machine is shared, so a ratio taken from two long runs
// one after the other mostly measures the neighbours. Instead both sides run
// in short alternating rounds (tinybench, one batch over the whole data set
// per iteration) and the reported ratio is the median of the per-round ratios.
// The clock is this process's CPU time (user + system, µs resolution), not
// wall time: a neighbour taking the core then does not count as our cost.
import { Bench } from "tinybench";

/** Milliseconds of CPU time used by this process. */
export const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export type Batch = () => unknown;

export interface Timing {
  /** Median milliseconds of one batch. */
  readonly ms: number;
}

export interface Paired {
  /** Median ms per batch of each side, over all rounds. */
  readonly a: number;
  readonly b: number;
  /** Median over rounds of a/b. */
  readonly ratio: number;
  /** Smallest and largest per-round ratio: the spread the neighbours caused. */
  readonly min: number;
  readonly max: number;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export interface MeasureOptions {
  readonly rounds?: number;
  /** Time budget per side per round, ms. */
  readonly time?: number;
  readonly iterations?: number;
}

async function once(fn: Batch, time: number, iterations: number, warmup: boolean): Promise<number> {
  const bench = new Bench({
    time,
    iterations,
    warmup,
    warmupTime: 50,
    warmupIterations: 2,
    throws: true,
  });
  bench.add("x", fn);
  await bench.run();
  const result = bench.tasks[0]?.result;
  if (result === undefined || !("latency" in result)) throw new Error("tinybench: no result");
  return result.latency.p50;
}

/** Median ms per call of `fn` (which may be async). */
export async function time(fn: Batch, options: MeasureOptions = {}): Promise<number> {
  const rounds = options.rounds ?? 5;
  const xs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    xs.push(await once(fn, options.time ?? 200, options.iterations ?? 5, r === 0));
  }
  return median(xs);
}

/** a/b, measured in alternating rounds. */
export async function paired(a: Batch, b: Batch, options: MeasureOptions = {}): Promise<Paired> {
  const rounds = options.rounds ?? 7;
  const t = options.time ?? 200;
  const it = options.iterations ?? 5;
  const as: number[] = [];
  const bs: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which side goes first so neither always runs on a warm cache.
    const first = r % 2 === 0;
    const ta = first ? await once(a, t, it, r < 2) : 0;
    const tb = await once(b, t, it, r < 2);
    const ta2 = first ? ta : await once(a, t, it, r < 2);
    as.push(ta2);
    bs.push(tb);
    ratios.push(ta2 / tb);
  }
  return {
    a: median(as),
    b: median(bs),
    ratio: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
  };
}

export { median };
