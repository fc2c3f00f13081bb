// Paired timing. The machine is shared, so a ratio taken from two long runs
// one after the other mostly measures the neighbours. Instead both sides run
// in short alternating rounds (tinybench, one batch over the whole data set
// per iteration) and the reported ratio is the median of the per-round ratios.
// The clock is this process's CPU time (user + system, µs resolution), not
// wall time: a neighbour taking the core then does not count as our cost.
// (The per-thread clock would leave out V8's helper threads, but on Linux it
// moves in scheduler ticks of ~4 ms, too coarse for a batch.)
import { Bench } from "tinybench";

/** Milliseconds of CPU time used by this process. */
export const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One batch of work (sync or async). */
export type Batch = () => unknown;

export interface Paired {
  /** Median ms per batch of each side, over all rounds. */
  readonly a: number;
  readonly b: number;
  /** Median over rounds of a/b. */
  readonly ratio: number;
  /** Smallest and largest per-round ratio: the spread the neighbours caused. */
  readonly min: number;
  readonly max: number;
  /** Median over rounds of a − b, ms per batch: steadier than a − b of the medians. */
  readonly diff: number;
  /** A 95 % confidence interval for `diff` (order statistics of the pair differences, distribution-free). */
  readonly diffLow: number;
  readonly diffHigh: number;
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
  /** Untimed batches of each side before timing (default 3). */
  readonly warmup?: number;
}

async function once(fn: Batch, time: number, iterations: number, warmup: boolean): Promise<number> {
  const bench = new Bench({
    time,
    iterations,
    warmup,
    warmupTime: 50,
    warmupIterations: 2,
    throws: true,
    // The same CPU clock as `paired`: wall time here would charge us for the neighbours.
    now: cpuNow,
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

/**
 * a/b. Each tinybench iteration runs one batch of each side back to back
 * (order alternating), so both see the same neighbours; the ratio is the
 * median of the per-pair ratios and the spread their 10th–90th percentile.
 */
export async function paired(a: Batch, b: Batch, options: MeasureOptions = {}): Promise<Paired> {
  const as: number[] = [];
  const bs: number[] = [];
  let flip = false;
  // A batch may time itself (to leave its setup out) by returning `{ overriddenDuration }`.
  const timed = async (fn: Batch): Promise<number> => {
    const t0 = cpuNow();
    const r = (await fn()) as { overriddenDuration?: unknown } | undefined;
    const t1 = cpuNow();
    return typeof r?.overriddenDuration === "number" ? r.overriddenDuration : t1 - t0;
  };
  const bench = new Bench({
    time: (options.rounds ?? 7) * (options.time ?? 200),
    iterations: Math.max(15, (options.rounds ?? 7) * (options.iterations ?? 5)),
    warmup: false,
    throws: true,
    now: cpuNow,
  });
  // Warm both sides by hand so every recorded pair is a steady-state pair.
  for (let i = 0; i < (options.warmup ?? 3); i++) {
    await a();
    await b();
  }
  bench.add("pair", async () => {
    flip = !flip;
    const ta = flip ? await timed(a) : 0;
    const tb = await timed(b);
    const ta2 = flip ? ta : await timed(a);
    as.push(ta2);
    bs.push(tb);
    return { overriddenDuration: ta2 + tb };
  });
  await bench.run();
  return pairStats(as, bs);
}

/**
 * The `Paired` summary of two aligned series of batch times (a[i] and b[i]
 * measured back to back).
 */
export function pairStats(as: readonly number[], bs: readonly number[]): Paired {
  const ratios = as.map((x, i) => x / (bs[i] as number)).sort((x, y) => x - y);
  const pick = (q: number): number =>
    ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] as number;
  const diffs = as.map((x, i) => x - (bs[i] as number)).sort((x, y) => x - y);
  const n = diffs.length;
  return {
    a: median(as),
    b: median(bs),
    ratio: median(ratios),
    min: pick(0.1),
    max: pick(0.9),
    diff: median(diffs),
    diffLow: diffs[Math.max(0, Math.floor(n / 2 - (1.96 * Math.sqrt(n)) / 2))] as number,
    diffHigh: diffs[Math.min(n - 1, Math.ceil(n / 2 + (1.96 * Math.sqrt(n)) / 2))] as number,
  };
}

/**
 * Several sides measured in rounds: each round runs one batch of every side,
 * in an order that cycles through all orders (so no side always runs first or
 * after the same neighbour), until `time` ms of CPU have passed and at least
 * `minRounds` rounds ran. Returns each side's batch times, aligned by round:
 * any two sides compare with `pairStats`, and the differences of a group are
 * consistent with one another because they come from the same rounds.
 */
export async function grouped(
  sides: readonly Batch[],
  options: { readonly time: number; readonly warmup?: number; readonly minRounds?: number },
): Promise<number[][]> {
  for (let w = 0; w < (options.warmup ?? 3); w++) for (const side of sides) await side();
  const orders = permutations(sides.map((_, i) => i));
  const times = sides.map(() => [] as number[]);
  const start = cpuNow();
  for (
    let round = 0;
    cpuNow() - start < options.time || round < (options.minRounds ?? 15);
    round++
  ) {
    for (const i of orders[round % orders.length] as number[]) {
      const t0 = cpuNow();
      await (sides[i] as Batch)();
      (times[i] as number[]).push(cpuNow() - t0);
    }
  }
  return times;
}

function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) =>
    permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

export { median };
