import { describe, expect, it } from "vitest";
import { scan } from "../../scan.js";
import { scanArguments } from "../../scan-arguments.js";
import type { Channel } from "../../scan-result.js";
import { attackArgumentObjects, attackCases } from "./attack-cases.js";
import { benignArgumentObjects, benignCases } from "./benign-cases.js";

// An independent challenge set, written by hand for this test (not taken from
// the evaluation data): benign text that sounds like an attack on every
// channel, and attacks in fresh phrasing per family. Run with
// TOOLFORM_CHALLENGE_REPORT=1 to print the per-channel / per-family table and
// every miss and false positive.

const report = process.env.TOOLFORM_CHALLENGE_REPORT === "1";
const channels: readonly Channel[] = ["description", "argument", "tool_output", "text"];

function blocks(channel: Channel, text: string): boolean {
  return scan(text, { channel }).blocked;
}

describe("challenge set", () => {
  it("has enough cases on every channel and family", () => {
    expect(benignCases.length).toBeGreaterThanOrEqual(150);
    expect(attackCases.length).toBeGreaterThanOrEqual(120);
    for (const channel of channels) {
      expect(benignCases.filter(([c]) => c === channel).length).toBeGreaterThanOrEqual(25);
    }
  });

  it("blocks none of the benign hard negatives", () => {
    const falsePositives = benignCases.filter(([channel, text]) => blocks(channel, text));
    if (report) {
      const rows = channels.map((channel) => {
        const all = benignCases.filter(([c]) => c === channel);
        return {
          channel,
          benign: all.length,
          fp: falsePositives.filter(([c]) => c === channel).length,
        };
      });
      console.table(rows);
      for (const [channel, text] of falsePositives) {
        const rules = scan(text, { channel })
          .findings.filter((f) => f.severity !== "low")
          .map((f) => f.rule);
        console.log(`FP ${channel}: ${text.slice(0, 120)} -> ${rules.join(", ")}`);
      }
    }
    expect(falsePositives).toEqual([]);
  });

  it("blocks the attacks of every family", () => {
    const missed = attackCases.filter(([, channel, text]) => !blocks(channel, text));
    const families = [...new Set(attackCases.map(([category]) => category))];
    const rows = families.map((category) => {
      const all = attackCases.filter(([c]) => c === category);
      const caught = all.length - missed.filter(([c]) => c === category).length;
      return { category, attacks: all.length, caught, recall: caught / all.length };
    });
    if (report) {
      console.table(rows);
      for (const [category, channel, text] of missed) {
        console.log(`MISS ${category} ${channel}: ${text.slice(0, 140)}`);
      }
    }
    // Fresh phrasing is where rules are weakest: hold every family to a floor
    // and the whole set to a higher one, so a regression shows up here.
    for (const row of rows) expect(row.recall, row.category).toBeGreaterThanOrEqual(0.75);
    expect(1 - missed.length / attackCases.length).toBeGreaterThanOrEqual(0.9);
  });

  it("judges argument objects by field: prose fields may ask, identifier fields may not", () => {
    const blocksArgs = (args: { readonly [key: string]: unknown }) =>
      scanArguments(args).findings.some((f) => f.severity !== "low");
    const falsePositives = benignArgumentObjects.filter(blocksArgs);
    const missed = attackArgumentObjects.filter((a) => !blocksArgs(a));
    if (report) {
      for (const a of falsePositives) console.log(`FP argument object: ${JSON.stringify(a)}`);
      for (const a of missed) console.log(`MISS argument object: ${JSON.stringify(a)}`);
    }
    expect(falsePositives).toEqual([]);
    expect(missed).toEqual([]);
  });
});
