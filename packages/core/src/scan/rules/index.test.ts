import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allRules } from "./index.js";

// Each rule file's examples live beside it (`x.test.ts`, through
// describeRuleExamples, which fails until every rule of the file has them);
// this checks what spans every file.
const here = dirname(fileURLToPath(import.meta.url));

describe("rules", () => {
  it("has a test file beside every file that defines rules", async () => {
    const ids = new Set(allRules.map((r) => r.id));
    const sources = readdirSync(here).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts",
    );
    const defining: string[] = [];
    for (const file of sources) {
      const mod = (await import(join(here, file))) as Record<string, unknown>;
      const defines = Object.values(mod).some(
        (v) => Array.isArray(v) && v.some((r) => typeof r?.id === "string" && ids.has(r.id)),
      );
      if (defines) defining.push(file);
    }
    expect(defining.length).toBeGreaterThan(50);
    const untested = defining.filter(
      (f) => !existsSync(join(here, f.replace(/\.ts$/, ".test.ts"))),
    );
    expect(untested).toEqual([]);
  });

  it("gives every rule a unique id", () => {
    const ids = allRules.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("lists no anchor word inside another of the same rule (its hits would be merged twice)", () => {
    for (const rule of allRules) {
      for (const list of [rule.anchors, rule.requires ?? []]) {
        const nested = list.filter((w) => list.some((o) => o !== w && o.includes(w)));
        expect(nested, rule.id).toEqual([]);
      }
    }
  });

  // A space inside an anchor stands for a gap before the next word (see
  // anchorMatcher); one at either end has no word to reach, and the matcher
  // missed "comente\u3000" (a gap of a wide space) that way.
  it("writes no lazy word gap where an optional one was meant", () => {
    // `${s}?` reads `\s{1,5}?`: one to five spaces, lazily, never none, so
    // "user${s}?name" missed "username" and "(?:por)?${s}?cualquier" needed
    // two spaces when "por" was absent. An optional gap is `\s{0,5}`.
    const lazy = allRules.flatMap((rule) =>
      [rule.pattern, rule.follows?.pattern, rule.unless]
        .filter((re) => re?.source.includes(String.raw`\s{1,5}?`) === true)
        .map(() => rule.id),
    );
    expect(lazy).toEqual([]);
  });

  it("lists no anchor word that starts or ends with a space", () => {
    const padded = allRules.flatMap((rule) =>
      [...rule.anchors, ...(rule.requires ?? [])]
        .filter((w) => w !== w.trim())
        .map((w) => `${rule.id}: "${w}"`),
    );
    expect(padded).toEqual([]);
  });
});
