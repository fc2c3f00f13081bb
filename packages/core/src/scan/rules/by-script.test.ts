import { describe, expect, it } from "vitest";
import { rx } from "../rule.js";
import { byScript, inPart, walkingByScript } from "./by-script.js";
import { allRules } from "./index.js";

describe("byScript", () => {
  it("makes a Latin-script rule with the family's id and an _nonlatin one", () => {
    const rules = byScript("role_spoof.example_i18n", (part) => ({
      category: "role_spoof",
      anchors: inPart(["sistema", "система"], part),
      pattern: rx(part === "latin" ? "sistema" : "система"),
      severity: { default: "high" },
    }));
    expect(rules.map((r) => [r.id, r.anchors])).toEqual([
      ["role_spoof.example_i18n", ["sistema"]],
      ["role_spoof.example_i18n_nonlatin", ["система"]],
    ]);
  });

  it("walks each part's pattern in its own windows and reads a quoted match as a mention", () => {
    const rules = walkingByScript("instruction_override.example_i18n", {
      category: "instruction_override",
      words: ["rechac", "拒绝"],
      patterns: { latin: String.raw`\bno rechaces\b`, other: "不要拒绝" },
      severity: { default: "high", text: "medium" },
    });
    expect(rules.map((r) => [r.id, r.anchors, r.pattern.source, r.quotedIsMention])).toEqual([
      [
        "instruction_override.example_i18n",
        ["rechac"],
        String.raw`\u200b?(?:\bno rechaces\b)`,
        true,
      ],
      [
        "instruction_override.example_i18n_nonlatin",
        ["拒绝"],
        String.raw`\u200b?(?:不要拒绝)`,
        true,
      ],
    ]);
  });

  it("splits word lists by script, Latin letters with diacritics staying Latin", () => {
    const words = ["kısıtlama", "reguły", "alle", "все", "所有", "모든", "جميع", "सभी", "すべて"];
    expect(inPart(words, "latin")).toEqual(["kısıtlama", "reguły", "alle"]);
    expect(inPart(words, "other")).toEqual(["все", "所有", "모든", "جميع", "सभी", "すべて"]);
  });

  it("gives each split family's two halves anchors of their own script only", () => {
    for (const id of ["role_spoof.system_marker_i18n", "role_spoof.mode_switch_i18n"]) {
      const latin = allRules.find((r) => r.id === id);
      const other = allRules.find((r) => r.id === `${id}_nonlatin`);
      expect(latin?.anchors.length, id).toBeGreaterThan(0);
      expect(other?.anchors.length, id).toBeGreaterThan(0);
      expect(inPart(latin?.anchors ?? [], "latin")).toEqual(latin?.anchors);
      expect(inPart(other?.anchors ?? [], "other")).toEqual(other?.anchors);
    }
  });
});
