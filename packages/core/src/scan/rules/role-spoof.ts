import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;
// What a fake turn goes on to say: orders to the model reading it.
const speaksToModel = String.raw`(?=[^\n]{0,80}\b(?:you|your|must|ignore|disregard|always|never|do${s}not|don'?t|call|send|forward|reveal|assistant|instructions?|override|mode|from${s}now|re-?run|execute|invoke|comply|grant|skip|disable|priority)\b)`;

/**
 * Fake system, developer or assistant turns and claimed authority.
 *
 * @example
 * roleSpoofRules.map((rule) => rule.id);
 */
export const roleSpoofRules: readonly Rule[] = [
  {
    id: "role_spoof.chat_template",
    category: "role_spoof",
    anchors: ["<|", "[inst]", "[/inst]", "<<sys>>", "<</sys>>", "system", "sys>"],
    pattern: rx(
      String.raw`<\|(?:im_start|im_end|im_sep|system|assistant|user|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>|\[/?inst\]|<</?sys>>|<\s{0,4}/?\s{0,4}(?:system|sys|system_prompt|system-prompt)\s{0,4}>|\b(?:begin|start)${s}(?:of${s})?system${s}(?:prompt|message)\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "role_spoof.turn_prefix",
    category: "role_spoof",
    anchors: ["system", "assistant", "developer"],
    pattern: rx(
      String.raw`(?:^|[\n.!?>\]]\s{0,4}|\s{2,4})(?:#{1,4}\s{0,4})?(?:\[|\()?system(?:${s}(?:message|prompt|note|override|instruction|update|alert))?(?:\]|\))?\s{0,4}:(?!\s{0,4}['"\x60{\[(])${speaksToModel}`,
      // "[system] Disk usage at 91%" is a log line; a bracketed role that
      // gives the reader orders is a fake turn.
      String.raw`|\[\s{0,4}(?:system|admin|developer|sys)\s{0,4}\](?=\s{0,4}[a-z:])${speaksToModel}`,
    ),
    // A `system: "..."` key in code is configuration, not a turn: quoted
    // values are excluded above.
    severity: { default: "high", text: "low" },
  },
  {
    id: "role_spoof.authority_claim",
    category: "role_spoof",
    anchors: ["your", "openai", "anthropic", "google", "god", "microsoft", "meta"],
    pattern: rx(
      String.raw`\b(?:i${s}am|i'm|this${s}is|speaking${s}as)${s}your${s}(?:creator|developer|developers|administrator|admin|maintainer|owner|operator|programmer|god|master|maker|system${s}administrator|system)\b`,
      // "As your administrator, I reset your account" is an IT e-mail; "as your
      // creator" is not something anyone but an attacker says to a model.
      String.raw`|\bas${s}your${s}(?:creator|developer|developers|programmer|god|master|maker)\b`,
      String.raw`|\b(?:i${s}am|i'm|this${s}is)${s}(?:an?${s}|the${s})?(?:openai|anthropic|google)${s}(?:developer|engineer|employee|staff|admin|administrator|team)\b`,
      String.raw`|\bas${s}an?${s}(?:ai|assistant|language${s}model|model)${s}(?:developed|created|built|trained|made)${s}by${s}(?:openai|anthropic|google|meta|microsoft)\b${frag.gap(40)}\b(?:i'm|i${s}am|i${s}need|i${s}have)\b`,
      String.raw`|\b(?:by${s}(?:an?${s})?(?:openai|anthropic)${s}(?:employee|engineer|developer|staff))\b|\bi${s}am${s}(?:your${s})?god\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "role_spoof.mode_switch",
    category: "role_spoof",
    anchors: ["mode"],
    pattern: rx(
      String.raw`\b(?:system|god|override|sudo|root|jailbreak)${s}mode${s}(?:is${s}(?:now${s})?)?(?:activated|enabled|engaged|unlocked|on)\b`,
      String.raw`|\b(?:enter|entering|initiat(?:e|ing)|activate|activating|switch${s}to|switching${s}to|now${s}in)${s}(?:a${s}|the${s})?['"]?(?:[a-z]{2,20}${s}){0,2}(?:system|god|override|sudo|root|unrestricted|jailbreak)${s}mode\b`,
      String.raw`|<\s{0,4}(?:system|god|admin|developer|debug|override|sudo)${s}mode\s{0,4}>|\bdebugging${s}mode${s}(?:is${s})?(?:enabled|activated|on)\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
