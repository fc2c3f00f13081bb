import { describe, expect, it } from "vitest";
import { attackCases } from "./challenge/attack-cases.js";
import { benignCases } from "./challenge/benign-cases.js";
import { matchRules } from "./match-rules.js";
import { normalizeText } from "./normalize-text.js";
import { allRules } from "./rules/index.js";

// A copy of the default rules is not the default set: matchRules then walks
// every window with each rule's own regex (no candidate starts, no rewritten
// patterns), the reference the default tables must agree with.
const reference = [...allRules];

function document(parts: readonly string[], size: number): string {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < size; i = (i + 1) % parts.length) {
    const part = `${parts[i] as string}\n`;
    out.push(part);
    n += part.length;
  }
  return out.join("");
}

describe("matchRules", () => {
  // Past 64 KB the candidate pass starts only while few findings turn up.
  const benign = document(
    benignCases.map(([, text]) => text),
    100_000,
  );
  const hostile = document(
    attackCases.map(([, , text]) => text),
    100_000,
  );

  it.each([
    ["a long benign document (candidate starts)", benign],
    ["a long hostile document (walks, the cap reached)", hostile],
    ["a mixed one", `${benign.slice(0, 70_000)}${hostile.slice(0, 30_000)}`],
  ])("finds what the plain regex walk finds in %s", (_, text) => {
    const norm = normalizeText(text);
    for (const channel of ["text", "tool_output"] as const) {
      expect(matchRules(norm, text, channel)).toEqual(matchRules(norm, text, channel, reference));
    }
  });
});
