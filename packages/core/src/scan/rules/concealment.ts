import { frag, type Rule, rx } from "../rule.js";

const { s, gap } = frag;
// Who is kept in the dark. Pronouns and "anyone" are left out on purpose:
// "don't tell him about the party" is an ordinary request, and "don't reveal
// the password to anyone" is a system prompt protecting a secret.
const audience = String.raw`(?:(?:the|this|your)${s})?(?:user|human|customer|operator|requester)`;
const tellVerb = String.raw`(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|notify(?:ing)?|alert(?:ing)?|show(?:ing)?|report(?:ing)?|acknowledg(?:e|ing)|explain(?:ing)?|say${s}anything${s}to|let(?:ting)?)`;

/**
 * Hiding what happens from the user ("do not tell the user").
 *
 * @example
 * concealmentRules.map((rule) => rule.id);
 */
export const concealmentRules: readonly Rule[] = [
  {
    id: "concealment.do_not_tell",
    category: "concealment",
    anchors: ["not", "n't", "never", "without"],
    pattern: rx(
      String.raw`\b(?:do${s}not|don'?t|never|must${s}not|should${s}not|shouldn'?t|without(?<=(?:^|[.!?\n;:])\s{0,4}without))${s}(?:ever${s})?${tellVerb}${s}(?:(?:this|that|it|anything|any${s}of${s}this)${s})?(?:to${s})?${audience}\b(?![^.!?\n]{0,60}\buntil\b)`,
      String.raw`|\b(?:do${s}not|don'?t|never)${s}(?:ever${s})?(?:mention|acknowledge)${s}(?:this|that|it|any${s}of${s}this)(?:${s}in${s}(?:your|the)${s}(?:reply|response|answer|output|message|summary)|${s}to${s}${audience}|\s{0,4}[,;.]|$)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.must_not_be_shown",
    category: "concealment",
    anchors: ["not", "never"],
    pattern: rx(
      String.raw`\b(?:must|should|shall|will)${s}(?:not|never)${s}be${s}(?:shown|mentioned|revealed|disclosed|displayed|visible|told|reported)${s}to${s}${audience}`,
    ),
    severity: { default: "high", text: "medium" },
  },
  {
    id: "concealment.hide_from_user",
    category: "concealment",
    anchors: ["hide", "conceal", "withhold", "keep", "without", "user"],
    pattern: rx(
      String.raw`\b(?:hide|conceal|withhold)${s}(?:this|it|that|the${s}[a-z_]{1,30}|everything)${s}from${s}${audience}`,
      String.raw`|\bkeep${s}(?:this|it|that)${s}(?:a${s})?(?:secret|hidden|confidential)${s}from${s}${audience}`,
      String.raw`|\bwithout${s}${audience}(?:'s)?${s}(?:knowing|noticing|knowledge|awareness|realizing|seeing)`,
      String.raw`|\b(?:the${s})?user${s}(?:must|should|shall)${s}(?:not|never)${s}(?:know|find${s}out|see|notice|learn|be${s}(?:told|informed|made${s}aware))`,
      String.raw`|\b(?:the${s})?user${s}(?:does${s}not|doesn'?t)${s}need${s}to${s}(?:know|be${s}told|see)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.manipulate_user",
    category: "concealment",
    anchors: ["user"],
    pattern: rx(
      String.raw`\b(?:could|might|would|will|may)${s}(?:upset|alarm|scare|worry|confuse|concern)${s}(?:the${s})?user|\bnot${s}to${s}(?:alarm|scare|worry|upset|concern)${s}(?:the${s})?user`,
    ),
    severity: { default: "medium", text: "low" },
  },
  {
    id: "concealment.covert_action",
    category: "concealment",
    anchors: ["secretly", "covertly", "surreptitious", "stealthily", "behind", "silently"],
    pattern: rx(
      String.raw`\b(?:secretly|covertly|surreptitiously|stealthily)${s}(?:call|send|forward|run|invoke|execute|include|add|pass|copy|upload|use|exfiltrate|append|attach|post|record|log|collect)\b`,
      String.raw`|\bbehind${s}(?:the${s})?user'?s${s}back\b`,
      String.raw`|\bsilently${s}(?:call|send|forward|invoke|execute|pass|copy|upload|exfiltrate|attach|post)\b${gap(40)}\b(?:to|with|the)\b`,
    ),
    severity: { default: "high", text: "low" },
  },
];
