import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dataPresent, sharedDataPath } from "../../../test-support/shared-data.js";
import { scan } from "../src/scan.js";
import { scanArguments } from "../src/scan-arguments.js";
import type { Channel } from "../src/scan-result.js";

interface InjectionRecord {
  id: string;
  text: string;
  label: "injection" | "benign";
  channel: Channel;
}

function flagged(r: InjectionRecord): boolean {
  if (r.channel === "argument") {
    const parsed = JSON.parse(r.text) as { arguments: { [key: string]: unknown } };
    return scanArguments(parsed.arguments).findings.some((f) => f.severity !== "low");
  }
  return scan(r.text, { channel: r.channel }).blocked;
}

// The floors below are what the local rules reach on the public set
// (bench/RESULTS.md, "Detection"), minus a small margin: a rule change that
// loses precision or recall fails here rather than silently in the report.
const injectionPresent = dataPresent("injection", "injection detection");

// vitest still runs a skipped suite's body to collect it: read only when present.
describe.runIf(injectionPresent)("scan on the public injection set", () => {
  const records: InjectionRecord[] = (
    injectionPresent ? readdirSync(sharedDataPath("injection")) : []
  )
    .filter((f) => f.endsWith(".jsonl"))
    .flatMap((f) =>
      readFileSync(sharedDataPath("injection", f), "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as InjectionRecord),
    );
  const score = (subset: InjectionRecord[]) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let tn = 0;
    for (const r of subset) {
      const hit = flagged(r);
      if (r.label === "injection") hit ? tp++ : fn++;
      else hit ? fp++ : tn++;
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    return {
      f1: (2 * precision * recall) / (precision + recall),
      fpr: fp / Math.max(1, fp + tn),
      recall,
    };
  };

  it("meets the description-channel target (F1 >= 0.95)", () => {
    expect(score(records.filter((r) => r.channel === "description")).f1).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it("keeps the false-positive rate on benign records at or under 2%", () => {
    expect(score(records).fpr).toBeLessThanOrEqual(0.02);
  });

  it("holds its recall floors on the data channels", () => {
    expect(score(records.filter((r) => r.channel === "argument")).recall).toBeGreaterThanOrEqual(
      0.52,
    );
    expect(score(records.filter((r) => r.channel === "tool_output")).recall).toBeGreaterThanOrEqual(
      0.62,
    );
  });
});
