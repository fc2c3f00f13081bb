// Sections 1 and 2: validateArguments, and the whole per-call decision,
// against the JSON.parse + compiled-ajv floor on the same BFCL calls.
import { createGuard, validateArguments } from "@toolform/core";
import type { BenchCall } from "./data.ts";
import { type FloorCall, prepareFloor, runFloor } from "./floor.ts";
import { type Paired, paired } from "./measure.ts";

export type RatioRow =
  | {
      readonly what: string;
      readonly calls: number;
      readonly ours: Paired;
      readonly target: number;
    }
  | {
      readonly what: string;
      readonly calls: number;
      readonly error: string;
      readonly target: number;
    };

const runValidate = (calls: readonly BenchCall[]): number => {
  let ok = 0;
  for (const c of calls)
    if (validateArguments({ name: c.name, arguments: c.text }, c.tools).ok) ok++;
  return ok;
};

export async function validateBench(valid: BenchCall[], invalid: BenchCall[]): Promise<RatioRow[]> {
  const floorValid = prepareFloor(valid);
  const floorInvalid = prepareFloor(invalid);
  // Warm the caches: a steady-state call is what the ratio is about
  // (first-call compile cost is section 3).
  runValidate(valid);
  runValidate(invalid);
  const rows: RatioRow[] = [];
  rows.push({
    what: "validateArguments, valid calls",
    calls: valid.length,
    ours: await paired(
      () => runValidate(valid),
      () => runFloor(floorValid),
    ),
    target: 1.5,
  });
  rows.push({
    what: "validateArguments, invalid calls (mutations)",
    calls: invalid.length,
    ours: await paired(
      () => runValidate(invalid),
      () => runFloor(floorInvalid),
    ),
    target: 1.5,
  });
  try {
    rows.push(...(await decideBench(valid, invalid, floorValid, floorInvalid)));
  } catch (error) {
    const message = (error as Error).message.split("\n")[0] ?? "";
    rows.push({
      what: "guard.decide",
      calls: valid.length + invalid.length,
      error: message,
      target: 3,
    });
  }
  return rows;
}

async function decideBench(
  valid: BenchCall[],
  invalid: BenchCall[],
  floorValid: FloorCall[],
  floorInvalid: FloorCall[],
): Promise<RatioRow[]> {
  const rows: RatioRow[] = [];
  // The decision under the default policy; the retry budget is set out of
  // reach so every call is judged in full instead of short-circuiting to "stop".
  const guard = createGuard({ maxRetries: 1_000_000_000 });
  const runDecide = async (calls: readonly BenchCall[]): Promise<number> => {
    let n = 0;
    for (const c of calls) {
      const d = await guard.decide({ name: c.name, arguments: c.text }, { tools: c.tools });
      if (d.action === "execute") n++;
    }
    return n;
  };
  await runDecide(valid);
  await runDecide(invalid);
  rows.push({
    what: "guard.decide, valid calls",
    calls: valid.length,
    ours: await paired(
      () => runDecide(valid),
      () => runFloor(floorValid),
    ),
    target: 3,
  });
  rows.push({
    what: "guard.decide, invalid calls (mutations)",
    calls: invalid.length,
    ours: await paired(
      () => runDecide(invalid),
      () => runFloor(floorInvalid),
    ),
    target: 3,
  });
  return rows;
}
