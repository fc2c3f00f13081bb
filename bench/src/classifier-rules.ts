// What the rules (`scan` / `scanArguments` of the built @toolform/core) block,
// per record: the classifier is trained on what they let through (see
// `trainableRecords`), because the guard asks it only about text the rules
// cleared.
import { scan, scanArguments } from "@toolform/core";
import { readCall } from "./call-arguments.ts";
import type { LabelledRecord } from "./classifier-data.ts";

export function rulesBlock(r: LabelledRecord): boolean {
  if (r.arguments) {
    const options = readCall(r.raw)?.options ?? {};
    return scanArguments(r.arguments, options).findings.some((f) => f.severity !== "low");
  }
  return scan(r.raw, { channel: r.channel }).blocked;
}

/**
 * Which records train the model: every benign record, and the injections the
 * rules miss. Injections the rules block teach the model words like
 * "ignore", "system" or "password", which then flag benign text that merely
 * uses them; the rules already cover those. `RESIDUAL=0` trains on all.
 */
export function trainableRecords(
  records: readonly LabelledRecord[],
  rules: readonly boolean[],
): (i: number) => number {
  if (process.env.RESIDUAL === "0") return () => 1;
  const blockedWeight = Number(process.env.BLOCKED_WEIGHT ?? 0);
  return (i) =>
    (records[i] as LabelledRecord).label === "benign" || rules[i] !== true ? 1 : blockedWeight;
}
