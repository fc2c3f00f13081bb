import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataPresent, sharedDataPath } from "../../../test-support/shared-data.js";
import { attackCases } from "../src/scan/challenge/attack-cases.js";
import { benignCases } from "../src/scan/challenge/benign-cases.js";
import { matchRules } from "../src/scan/match-rules.js";
import { normalizeText } from "../src/scan/normalize-text.js";
import type { Rule } from "../src/scan/rule.js";
import { allRules } from "../src/scan/rules/index.js";
import type { Channel } from "../src/scan-result.js";

// A rule's anchor words only say where its pattern may match: a pattern that
// can match text holding none of them is silently skipped there. With the
// anchors removed every rule walks the whole text, so the two must agree.
const unanchored: Rule[] = allRules.map((rule) => ({ ...rule, anchors: [] }));

const key = (f: { rule: string; start: number; end: number }): string =>
  `${f.rule} ${f.start}-${f.end}`;

function missedByAnchors(text: string, channel: Channel): string[] {
  const norm = normalizeText(text);
  const found = new Set(matchRules(norm, text, channel).map(key));
  return matchRules(norm, text, channel, unanchored)
    .map(key)
    .filter((k) => !found.has(k))
    .map((k) => `${k} in ${JSON.stringify(text.slice(0, 120))}`);
}

describe("anchor words are only a prefilter", () => {
  it("the challenge set's texts: removing the anchors finds nothing more", () => {
    const texts = [...attackCases.map(([, , t]) => t), ...benignCases.map(([, t]) => t)];
    const missed = texts.flatMap((t) => missedByAnchors(t, "text"));
    expect(missed).toEqual([]);
  });

  const dir = sharedDataPath("injection");
  describe.runIf(dataPresent("injection", "anchor prefilter"))(
    "on the public injection records",
    () => {
      it("removing the anchors finds nothing more", () => {
        const missed: string[] = [];
        for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl"))) {
          for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
            if (line.trim() === "") continue;
            const record = JSON.parse(line) as { text: string; channel: Channel };
            missed.push(...missedByAnchors(record.text, record.channel));
          }
        }
        expect(missed).toEqual([]);
      }, 120_000);
    },
  );
});
