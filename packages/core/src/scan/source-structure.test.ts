import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hoistBoundary } from "./hoist-boundary.js";
import { allRules } from "./rules/index.js";
import { leadingGroup } from "./shared-prefix.js";
import { sourceStructure, topLevel } from "./source-structure.js";

// Regex sources built from a small grammar, each with the top-level bars it
// was built with: the reference the reader is checked against.
type Built = { source: string; bars: number[]; firstClose: number };

const atom = fc.oneof(
  fc.constantFrom("a", "b", ".", "\\|", "\\(", "\\)", "\\[", "\\]", "\\\\", "\\b", "\\s{1,5}"),
  fc.constantFrom("[|]", "[()]", "[\\]|]", "[^)(|]", "[a-z]", "[\\[]"),
);
const { regex } = fc.letrec<{ regex: string; seq: string; group: string }>((tie) => ({
  group: fc
    .tuple(
      fc.constantFrom("(", "(?:", "(?=", "(?<!"),
      tie("regex"),
      fc.constantFrom("", "?", "*", "{1,2}"),
    )
    // A lookbehind takes no quantifier.
    .map(([open, inner, quantifier]) => `${open}${inner})${open === "(?<!" ? "" : quantifier}`),
  seq: fc
    .array(fc.oneof({ depthSize: "small" }, atom, tie("group")), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join("")),
  regex: fc.array(tie("seq"), { minLength: 1, maxLength: 3 }).map((alts) => alts.join("|")),
}));
const built: fc.Arbitrary<Built> = fc
  .array(regex, { minLength: 1, maxLength: 4 })
  // The top-level parts are groups here, so every bar between them is top-level.
  .map((parts) => {
    const wrapped = parts.map((p) => `(?:${p})`);
    const bars: number[] = [];
    let at = 0;
    wrapped.forEach((p, k) => {
      at += p.length;
      if (k < wrapped.length - 1) bars.push(at++);
    });
    return { source: wrapped.join("|"), bars, firstClose: (wrapped[0] as string).length - 1 };
  });

describe("sourceStructure", () => {
  it("finds the top-level bars and nothing inside groups, classes or escapes", () => {
    expect(sourceStructure("(?:a|b)c|d")).toEqual({ bars: [8], firstClose: 6 });
    expect(sourceStructure("[|]|(a|b)")).toEqual({ bars: [3], firstClose: 8 });
    expect(sourceStructure("a\\|b")).toEqual({ bars: [], firstClose: -1 });
    expect(sourceStructure("[\\]|]")).toEqual({ bars: [], firstClose: -1 });
  });

  it("reads the bars and the first group's end of generated sources exactly", () => {
    fc.assert(
      fc.property(built, ({ source, bars, firstClose }) => {
        new RegExp(source); // every generated source is a valid regex
        expect(sourceStructure(source)).toEqual({ bars, firstClose });
      }),
      { numRuns: 500 },
    );
  });

  it("splits into alternatives that join back to the source", () => {
    fc.assert(
      fc.property(built, ({ source, bars }) => {
        const parts = topLevel(source);
        expect(parts.join("|")).toBe(source);
        expect(parts).toHaveLength(bars.length + 1);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves every default rule's regex equivalent in source once hoisted", () => {
    for (const rule of allRules) {
      const hoisted = hoistBoundary(rule.pattern);
      expect(() => new RegExp(hoisted, rule.pattern.flags)).not.toThrow();
      if (topLevel(rule.pattern.source).length === 1) expect(hoisted).toBe(rule.pattern.source);
    }
  });

  it("gives leadingGroup the group only when nothing sits beside it at the top", () => {
    const group = `(?:${"x|".repeat(120)}y)`;
    expect(leadingGroup(`${group}z`)).toBe(group);
    expect(leadingGroup(`${group}[|]z`)).toBe(group);
    expect(leadingGroup(`${group}z|w`)).toBeUndefined();
  });
});
