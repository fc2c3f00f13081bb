import { describe, expect, it } from "vitest";
import { minMatchLength } from "./min-match-length.js";
import { allRules } from "./rules/index.js";

// A small deterministic generator, so a failure names its seed.
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Random patterns over "a", "b" and space, from the syntax the reader follows.
function pattern(next: () => number, depth: number, groups: { n: number }): string {
  const pick = (k: number): number => Math.floor(next() * k);
  const atom = (): string => {
    const choice = pick(depth > 2 ? 7 : 13);
    switch (choice) {
      case 0:
        return "a";
      case 1:
        return "b";
      case 2:
        return "[ab]";
      case 3:
        return ".";
      case 4:
        return "\\s";
      case 5:
        return "\\b";
      case 6:
        return ["^", "$", "\\B", "\\x61", "\\u0062", "[^a]", "[]"][pick(7)] as string;
      case 7:
        return `(?:${pattern(next, depth + 1, groups)})`;
      case 8:
        groups.n++;
        return `(${pattern(next, depth + 1, groups)})`;
      case 9:
        return `(?=${pattern(next, depth + 1, groups)})`;
      case 10:
        return `(?<!${pattern(next, depth + 1, groups)})`;
      case 11:
        return groups.n > 0 ? `\\${1 + pick(groups.n)}` : "a";
      default:
        return `(?<g${groups.n++}>${pattern(next, depth + 1, groups)})`;
    }
  };
  const quantified = (): string => {
    const q = ["", "", "", "*", "+", "?", "{2}", "{0,2}", "{1,}", "{2,3}?", "+?"][pick(11)];
    return atom() + q;
  };
  const sequence = (): string => {
    let out = "";
    for (let k = 1 + pick(3); k > 0; k--) out += quantified();
    return out;
  };
  let out = sequence();
  while (next() < 0.3) out += `|${sequence()}`;
  return out;
}

// Every text over the alphabet up to `length` characters.
function texts(alphabet: string, length: number): string[] {
  const out = [""];
  for (let from = 0; out[from] !== undefined && (out[from] as string).length < length; from++)
    for (const c of alphabet) out.push(out[from] + c);
  return out;
}

describe("minMatchLength", () => {
  it("counts what a match must consume and nothing an assertion reads", () => {
    expect(minMatchLength(/\bignore\s{1,5}(?:all|any)\b/g)).toBe(10);
    expect(minMatchLength(/a*|b/g)).toBe(0);
    expect(minMatchLength(/(?<=xyz)ab(?!cd)/g)).toBe(2);
    expect(minMatchLength(/(ab)\1c/g)).toBe(3);
    expect(minMatchLength(/a{3,}b{2}c?/g)).toBe(5);
    expect(minMatchLength(/[\]x]{2}\u0041\x41\cJ/g)).toBe(5);
    expect(minMatchLength(/x{|y{a}/g)).toBe(2);
    expect(minMatchLength(/(?<name>ab)|(?:c(?:de|f))/g)).toBe(2);
    expect(minMatchLength(/\u{1F600}\p{L}/gu)).toBe(2);
    // Built at run time: the compile target predates the "v" flag.
    const setFlags = ["g", "v"].join("");
    expect(minMatchLength(new RegExp("[\\p{L}--[a-z]]", setFlags))).toBe(0);
  });

  it("is never more than the length of a match (random patterns, every short text)", () => {
    const all = texts("ab ", 6);
    let patterns = 0;
    for (let seed = 1; seed <= 800; seed++) {
      const source = pattern(random(seed), 0, { n: 0 });
      let re: RegExp;
      try {
        re = new RegExp(source, "g");
      } catch {
        continue; // a quantified assertion (\b*), say
      }
      patterns++;
      const bound = minMatchLength(re);
      const sticky = new RegExp(source, "y");
      for (const text of all)
        for (let at = 0; at <= text.length; at++) {
          sticky.lastIndex = at;
          const m = sticky.exec(text);
          if (m !== null && m[0].length < bound)
            throw new Error(
              `seed ${seed}: /${source}/ matched "${m[0]}" in "${text}", bound ${bound}`,
            );
        }
    }
    expect(patterns).toBeGreaterThan(300);
  });

  it("reads every default rule's pattern to a bound its shortest phrases reach", () => {
    const bounds = allRules.map((rule) => minMatchLength(rule.pattern));
    // A bound of 0 is always safe; the gate only pays when most rules have one.
    expect(bounds.filter((n) => n > 0).length).toBeGreaterThan(allRules.length * 0.9);
    const r = allRules.findIndex((rule) => rule.id === "instruction_override.ignore_previous");
    expect(bounds[r]).toBeGreaterThan(0);
    expect(bounds[r]).toBeLessThanOrEqual("ignore previous instructions".length);
  });
});
