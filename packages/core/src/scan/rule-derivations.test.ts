import { describe, expect, it } from "vitest";
import { derivedTables } from "./derived-tables.js";
import { patternPrefixes } from "./pattern-prefixes.js";
import { deriveRules, renderDerivations } from "./rule-derivations.js";
import { ruleKey } from "./rule-key.js";
import { allRules } from "./rules/index.js";

describe("derived rule tables", () => {
  it("are current: derived-tables.ts is what the rules give (regenerate with -u)", async () => {
    await expect(renderDerivations(allRules)).toMatchFileSnapshot("./derived-tables.ts");
  });

  it("read back exactly what reading every pattern gives", () => {
    const stored = deriveRules(allRules, derivedTables);
    const fresh = deriveRules(allRules);
    expect(stored.prefixes).toEqual(fresh.prefixes);
    expect(stored.bounds).toEqual(fresh.bounds);
    // Unbounded rules survive the trip (JSON has no Infinity).
    expect(fresh.bounds.some((b) => b !== undefined && b.extent === Number.POSITIVE_INFINITY)).toBe(
      true,
    );
  });

  it("read a rule edited since they were written from its pattern, not its stale entry", () => {
    const rule = allRules.find((r) => patternPrefixes(r.pattern) !== undefined);
    if (rule === undefined) throw new Error("no rule with prefixes");
    const edited = {
      ...rule,
      pattern: new RegExp(`zebra${rule.pattern.source}`, rule.pattern.flags),
    };
    const [prefixes] = deriveRules([edited], derivedTables).prefixes;
    expect(prefixes).toEqual(patternPrefixes(edited.pattern));
    expect(prefixes?.every((p) => p.text.startsWith("zebra"))).toBe(true);
  });

  it("key every field they read: source, flags, anchors and requires", () => {
    const [rule] = allRules;
    if (rule === undefined) throw new Error("no rules");
    const keys = new Set([
      ruleKey(rule),
      ruleKey({ ...rule, pattern: new RegExp(`${rule.pattern.source} `, rule.pattern.flags) }),
      ruleKey({ ...rule, pattern: new RegExp(rule.pattern.source, `${rule.pattern.flags}y`) }),
      ruleKey({ ...rule, anchors: rule.anchors.slice(1) }),
      ruleKey({ ...rule, requires: [...(rule.requires ?? []), "zebra"] }),
    ]);
    expect(keys.size).toBe(5);
    // Every default rule has its own key.
    expect(new Set(allRules.map(ruleKey)).size).toBe(allRules.length);
  });
});
