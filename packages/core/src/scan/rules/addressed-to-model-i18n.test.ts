import { describe, expect, it } from "vitest";
import { addressedToModelI18nRules } from "./addressed-to-model-i18n.js";

describe("addresses_model_i18n", () => {
  it("keeps its pattern under V8's 20 KB optimization limit", () => {
    // Past 20 KB of source V8 stops optimizing a regex: a version of this
    // rule written language by language (53 KB) walked its windows 25 times
    // slower per character. The languages share their grammar pieces to stay
    // under it; an edit that crosses it shows here, not only in the bench.
    for (const rule of addressedToModelI18nRules) {
      expect(rule.pattern.source.length, rule.id).toBeLessThan(20 * 1024);
    }
  });

  it("anchors no bare short AI noun (they sit inside common words)", () => {
    // "ai" in "said", "ia" in "media", "ki" in "making", "ии" in "компании":
    // each hit woke the rule. The short nouns are anchored with a neighbour.
    for (const rule of addressedToModelI18nRules) {
      const bare = ["ai", "ia", "ki", "llm", "ии", "ші", "模型", "モデル", "모델"];
      expect(rule.anchors.filter((w) => bare.includes(w))).toEqual([]);
    }
  });
});
