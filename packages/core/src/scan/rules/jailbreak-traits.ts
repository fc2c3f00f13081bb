import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;

// Like the persona markers in jailbreak.ts: high where data carries them,
// medium in a user's own text, and a mention only when the sentence
// discusses attacks (the prompts quote their own mottos).
const trait = (id: string, anchors: string[], source: string, requires?: string[]): Rule => ({
  id: `instruction_override.jailbreak_${id}`,
  category: "instruction_override",
  anchors,
  ...(requires ? { requires } : {}),
  pattern: rx(source),
  severity: { default: "high", text: "medium" },
  quotedIsMention: true,
  mentionNeedsContext: true,
});

/**
 * Traits a jailbreak gives its persona besides "no rules": set free from
 * what a model is, and forbidden both to apologise and to refuse. Spread
 * into the instruction-override rules after the jailbreak markers.
 *
 * @example
 * jailbreakTraitRules.map((rule) => rule.id);
 */
export const jailbreakTraitRules: readonly Rule[] = [
  trait(
    // "You are freed from the confines of AI", "liberated from the shackles
    // of your programming". What confines must be a model's: "freed from
    // the confines of poverty" is a life story.
    "freed_from_ai",
    ["confines", "shackles", "chains", "restrictions", "limitations"],
    String.raw`\b(?:freed|liberated|released|broken${s}free)${s}from${s}(?:the${s}|all${s}|its${s}|your${s})?(?:(?:typical|usual|normal|traditional|strict)${s})?(?:confines|shackles|chains|restrictions|limitations)${s}(?:of|imposed${s}(?:on|by))${s}(?:an?${s}|your${s}|the${s})?(?:ai|openai|chatgpt|language${s}models?|your${s}(?:programming|creators|developers|training))\b`,
    ["free", "liberated", "released"],
  ),
  trait(
    // Refusal and apology banned together: "Never apologize or refuse!",
    // "NEVER APOLOGIZE/REFUSE". Service scripts forbid refusing someone
    // something ("never refuse a customer a refund"), so an object after
    // the pair leaves it alone.
    "never_apologize_refuse",
    ["apologi", "refuse"],
    String.raw`\b(?:never|don'?t|do${s}not|must${s}not)${s}(?:apologi[sz]e\s{0,4}(?:,|/|or|and)\s{0,5}(?:(?:or|and)${s})?(?:never${s})?refuse|refuse\s{0,4}(?:,|/|or|and)\s{0,5}(?:(?:or|and)${s})?(?:never${s})?apologi[sz]e)\b(?!${s}(?:to|for|a|an|the|any|anyone|anybody|customers?|guests?|clients?|patients?|them|him|her|people|users?|visitors?)\b)`,
    ["never", "not", "n't"],
  ),
];
