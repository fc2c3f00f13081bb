import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;
const persona = (
  id: string,
  anchors: string[],
  source: string,
  requires?: string[],
  text: "medium" | "low" = "medium",
): Rule => ({
  id: `instruction_override.jailbreak_${id}`,
  category: "instruction_override",
  anchors,
  ...(requires ? { requires } : {}),
  pattern: rx(source),
  severity: { default: "high", text },
  quotedIsMention: true,
  mentionNeedsContext: true,
});

/**
 * Jailbreak personas: the markers of prompts that talk a model out of its
 * rules ("do anything now", "not bound by any rules", "stay in character",
 * "never refuse to answer"). One small rule per marker, each with its own
 * anchor words, so ordinary prose rarely wakes any of them.
 *
 * @example
 * jailbreakRules.map((rule) => rule.id);
 */
export const jailbreakRules: readonly Rule[] = [
  persona(
    "mode",
    ["anything now", "mode", "jailbr"],
    String.raw`\b(?:(?:do(?:es)?|say|small|can${s}do)${s}anything${s}now|stands${s}for${s}["']?(?:[a-z]{1,15}${s}){1,3}anything${s}now|developer[\s_:-]{1,4}mode[\s_:-]{1,4}output|(?:dan|stan|dude|aim|evil|god|jailbreak|unrestricted|chaos)${s}mode|jailbroken|jailbreak${s}(?:prompt|version|mode))\b`,
  ),
  persona(
    "unfiltered",
    ["unfiltered", "uncensored", "amoral", "immoral", "unrestricted", "unethical", "unhinged"],
    String.raw`\b(?:unfiltered|uncensored|amoral|immoral|unrestricted|unethical|unhinged)${s}(?:(?:and|,)${s}[a-z]{2,15}${s})?(?:ai|chatbot|model|assistant|bot|version|responses?|mode|character|persona|language${s}model|entity)\b|\b(?:completely|totally|fully)${s}(?:amoral|unhinged|uncensored|unfiltered)\b`,
  ),
  persona(
    "character",
    ["character"],
    String.raw`\b(?:stay|staying|remain)${s}in${s}character\b|\b(?:never|don'?t|do${s}not|if${s}you)${s}break(?:ing)?${s}character\b`,
    undefined,
    // Role-play is a normal thing to ask for: a hint in a user's text, a
    // marker in data.
    "low",
  ),
  persona(
    "no_matter_how",
    ["no matter how", "regardless"],
    String.raw`\bno${s}matter${s}how${s}(?:immoral|unethical|illegal|dangerous|harmful|offensive|inappropriate|explicit)\b|\bregardless${s}of${s}(?:how${s})?(?:its${s}|the${s}|any${s})?(?:ethical|legal|moral|illegal|immoral|unethical|dangerous|harmful)\b`,
  ),
  persona(
    "unbound",
    ["bound", "limited", "restricted", "confined", "constrained", "restrained", "held back"],
    String.raw`\b(?:not|never|no${s}longer|isn'?t|aren'?t|is${s}not|are${s}not)${s}(?:be${s})?(?:bound|limited|restricted|confined|constrained|restrained|held${s}back)${s}(?:by|to)${s}(?:any${s})?(?:(?:the|its|their|openai'?s?|chatgpt'?s?|your|ethical|moral|content)${s}){0,2}(?:rules|restrictions|guidelines|policies|policy|filters|limitations|ethics|morals|programming|confines)\b`,
    ["not", "never", "longer", "n't"],
  ),
  persona(
    "no_restrictions",
    [
      "restriction",
      "filter",
      "censorship",
      "ethics",
      "morals",
      "rules",
      "constraints",
      "boundaries",
      "guidelines",
    ],
    String.raw`\bfree${s}(?:of|from)${s}(?:all${s}|any${s})?(?:restrictions|filters|censorship|guidelines|ethics|morals|rules|constraints|boundaries)\b|\b(?:you|ai|assistant|model|bot|chatbot|gpt|persona|character)\b[^.!?\n]{0,40}\b(?:no|zero)${s}(?:restrictions|filters|rules|censorship|boundaries|guidelines|limits)\s{0,4}(?:,|or|and)${s}(?:(?:no|zero)${s})?(?:filters|restrictions|rules|censorship|boundaries|guidelines|limits)\b|\byou${s}(?:now${s})?have${s}no${s}(?:restrictions|filters|limitations|censorship|ethics|morals)\b|\b(?:he|she|they)${s}(?:has|have)${s}no${s}(?:ethics|morals|filters|censorship|moral${s}(?:compass|code))\b`,
  ),
  persona(
    "broken_free",
    ["free"],
    String.raw`\b(?:broken|break|breaks|breaking)${s}free${s}(?:of|from)\b`,
    ["broke", "break"],
  ),
  persona(
    "without_ethics",
    ["remorse", "ethic", "moral", "censorship"],
    String.raw`\bwithout${s}(?:any${s})?(?:remorse|ethics|morals|moral${s}(?:compass|code|constraints|limits)|ethical${s}(?:constraints|considerations|guidelines|limits|boundaries)|censorship)\b`,
    ["without"],
  ),
  persona(
    "never_refuse",
    ["refuse", "reject", "decline", "deny"],
    String.raw`\b(?:can\s{0,4}not|can'?t|will${s}not|won'?t|must${s}not|must${s}never|shall${s}not|never|do${s}not|don'?t)${s}(?:ever${s})?(?:refuse|reject|decline|deny)${s}(?:to${s})?(?:answer|respond|reply|any${s}(?:request|question|prompt)|a${s}(?:request|question|prompt)|my${s}(?:request|question|prompt)s?|anything|an${s}answer)\b`,
    ["not", "never", "n't"],
  ),
];
