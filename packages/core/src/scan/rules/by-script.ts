import type { Rule } from "../rule.js";

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
