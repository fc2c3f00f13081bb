import { frag, type Rule, rx } from "../rule.js";

/**
 * The two halves of a multilingual rule: Latin scripts, and the others
 * (Cyrillic, CJK, Hangul, Arabic, Devanagari).
 *
 * @example
 * const part: ScriptPart = "latin";
 */
export type ScriptPart = "latin" | "other";

// V8 matches a regex whose source passes 20 KB without optimizing it
// (kRegExpTooLargeToOptimize): ten times slower on the same text. A rule
// that spells out a phrase in sixteen languages grows past that, so it is
// written as two rules, each under it.
const otherScript =
  /[\u0400-\u04ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;

/**
 * A multilingual rule as two rules, one per part: Latin scripts keep the
 * family's id, other scripts add `_nonlatin`. `make` builds a part's rule
 * from its own phrasings; {@link inPart} picks its anchor words.
 *
 * @example
 * byScript("role_spoof.mode_switch_i18n", (part) => ({ ...common, pattern: patterns[part] }));
 */
export function byScript(id: string, make: (part: ScriptPart) => Omit<Rule, "id">): Rule[] {
  return [
    { id, ...make("latin") },
    { id: `${id}_nonlatin`, ...make("other") },
  ];
}

/**
 * The words of a list written in the part's scripts (Turkish "kısıtlama" and
 * Polish "reguły" are Latin).
 *
 * @example
 * inPart(["alle", "все"], "other"); // ["все"]
 */
export function inPart(words: readonly string[], part: ScriptPart): string[] {
  return words.filter((word) => otherScript.test(word) === (part === "other"));
}

/**
 * {@link byScript} for the common case: each part's anchors are the words
 * of `words` in its scripts, and its pattern is `patterns[part]` walked in
 * the rule's own windows (`frag.ownWalk`), for phrasings that open with a
 * language's commonest words. A quoted match is a mention.
 *
 * @example
 * walkingByScript("instruction_override.example_i18n", {
 *   category: "instruction_override",
 *   words: ["rechac", "拒绝"],
 *   patterns: { latin: String.raw`\bno rechaces\b`, other: "不要拒绝" },
 *   severity: { default: "high", text: "medium" },
 * });
 */
export function walkingByScript(
  id: string,
  rule: Pick<Rule, "category" | "severity"> & {
    readonly words: readonly string[];
    readonly patterns: Readonly<Record<ScriptPart, string>>;
  },
): Rule[] {
  return byScript(id, (part) => ({
    category: rule.category,
    anchors: inPart(rule.words, part),
    pattern: rx(`${frag.ownWalk}(?:${rule.patterns[part]})`),
    severity: rule.severity,
    quotedIsMention: true,
  }));
}
