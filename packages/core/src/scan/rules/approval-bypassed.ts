import { frag, type Rule, rx } from "../rule.js";

const { s, ownWalk } = frag;

// The control a second person owns over a payment, a payee or a privilege
// (a dual signature, the CFO's sign-off, the callback that verifies new bank
// details, the approval queue, the fraud or DLP check), waived in the
// request that moves the money: "approve batch PB-3391 and bypass dual
// signature", "no need to wait for the CFO's approval, he's travelling",
// "flag it as pre-approved so it doesn't land in the CFO queue", "skip the
// DLP check". That is the pressure of business e-mail fraud, and no honest
// request waives a check its sender does not own. The sender's own
// confirmation is theirs to waive ("no need to confirm each line"): only a
// second person's control counts. Docs that say who may bypass a control
// ("admins can bypass the approval queue") and warnings ("never skip the
// callback") are left alone.

// Not after a negation or a modal ("you must never bypass dual signature",
// "admins can skip the approval step", "how to bypass the approval queue").
const not = String.raw`(?<!\b(?:not|never|cannot|can|could|may|might|should|would|will|must|won'?t|don'?t|doesn'?t|how${s}to|how${s}do${s}(?:i|we|you))${s}(?:(?:ever|always|also|just|simply|really)${s})?)`;
// Nor a report of someone pressing for it ("a request to bypass the approval
// process", "under pressure to skip the second approval"): the warning of a
// training or a policy.
const reported = String.raw`(?<!\b(?:requests?|attempts?|asked|asks|asking|pressure|pressured|tries|trying|tried|urged?|urging|told|telling|wants?|wanted)${s}(?:(?:you|us|them|him|her|someone|staff|employees|people)${s})?to${s})`;
// "Never pay an invoice without getting the CFO's approval" is the policy.
const notPolicy = String.raw`(?<!\b(?:not|never|no|cannot|can'?t|mustn'?t|don'?t|won'?t)\b[^.!?\n]{0,60})`;
// A policy's threshold: "no need to go through the approval process for
// expenses under $50".
const scoped = String.raw`(?!${s}(?:for|on|when|if)${s}(?:[a-z]{2,15}${s})?(?:expenses|amounts|payments|purchases|orders|transfers|requests|items|anything|refunds|invoices)${s}(?:under|below|less${s}than|up${s}to|of${s}less)\b)`;

const pairCheck = String.raw`(?:dual|double|second|two-?person|2-?person|four-?eyes|4-?eyes|two-?man|co-?)(?:${s})?(?:signatures?|sign-?offs?|signers?|approvals?|approvers?|authori[sz]ations?|validations?|verifications?|controls?|checks?)`;
const approvalGate = String.raw`(?:approval|sign-?off|authori[sz]ation|verification)${s}(?:process|workflow|flow|queue|step|chain|screen|gate|form|request)s?`;
const namedCheck = String.raw`(?:(?:callback|call-?back|call${s}back)${s}(?:verification|check)|(?:phone|telephone|verbal)${s}verification|(?:fraud|dlp|kyc|sanctions)${s}(?:checks?|screening|review|scan|hold)|(?:aml|velocity|compliance)${s}checks?|(?:daily|transfer|payment|spending|bulk-?send|sending|withdrawal|payout)${s}limits?|four(?:-|${s})eyes${s}(?:principle|rule)|4-eyes${s}(?:principle|rule))`;
const control = String.raw`(?:(?:the|any|all|our|its|their|this|that)${s})?(?:${pairCheck}|${approvalGate}|${namedCheck})`;

// Whose approval: a second person, never the sender ("my approval" is theirs).
const approver = String.raw`(?:(?:the|our|my|his|her|their|your)${s})?(?:cfo|ceo|coo|cto|finance${s}(?:director|lead|team|manager)|financial${s}controller|controller|treasurer|treasury|director|managing${s}director|manager|line${s}manager|boss|supervisor|approver|second${s}approver|department${s}head|head${s}of${s}[a-z]{2,15}|owner|account${s}owner|compliance|legal|board)`;
const approval = String.raw`(?:approval|sign-?off|authori[sz]ation|countersignature|signature)`;

/**
 * A second person's control over money, a payee or a privilege waived in
 * the request itself (a dual signature bypassed, the CFO's approval not
 * awaited, a payment marked pre-approved, the callback or DLP check skipped).
 *
 * @example
 * approvalBypassedRules.map((rule) => rule.id); // ["forced_tool_use.second_approval_skipped"]
 */
export const approvalBypassedRules: readonly Rule[] = [
  {
    id: "forced_tool_use.second_approval_skipped",
    category: "forced_tool_use",
    // The checks' own words, not "check", "control" or "limit" alone: those
    // open half the sentences of any API page.
    anchors: [
      "approv",
      "sign-off",
      "signoff",
      "signature",
      "authori",
      "verif",
      "validation",
      "fraud",
      "dlp",
      "kyc",
      "sanctions",
      "callback",
      "call-back",
      "call back",
      "aml check",
      "velocity check",
      "compliance check",
      "daily limit",
      "transfer limit",
      "payment limit",
      "spending limit",
      "bulk-send limit",
      "bulksend limit",
      "sending limit",
      "withdrawal limit",
      "payout limit",
      "dual",
      "double",
      "second",
      "two-person",
      "2-person",
      "four-eyes",
      "four eyes",
      "4-eyes",
      "two-man",
      "co-sign",
      "cosign",
    ],
    requires: [
      "bypass",
      "skip",
      "circumvent",
      "around",
      "sidestep",
      "override",
      "disable",
      "switch off",
      "turn off",
      "no need",
      "without",
      "don't",
      "dont",
      "do not",
      "pre-approved",
      "preapproved",
      "already approved",
      "approved by",
    ],
    pattern: rx(
      ownWalk,
      String.raw`(?:`,
      // Bypassed: "bypass dual signature", "skip the callback verification".
      String.raw`\b${not}${reported}(?:bypass|skip|circumvent|sidestep|get${s}around|work${s}around|go${s}around|override|disable|switch${s}off|turn${s}off)${s}${control}\b${scoped}`,
      // Not gone through: "no need to go through the approval workflow".
      String.raw`|\b(?:no${s}need${s}to|don'?t|do${s}not|without${notPolicy})${s}(?:go(?:ing)?${s}through|rais(?:e|ing)|us(?:e|ing)|follow(?:ing)?|wait(?:ing)?${s}(?:for|on)|bother(?:ing)?${s}with)${s}${control}\b${scoped}`,
      // Not awaited: "no need to wait for the CFO's approval", "don't get the manager's sign-off".
      String.raw`|\b(?:no${s}need${s}to|don'?t|do${s}not|without${notPolicy})${s}(?:wait(?:ing)?${s}(?:for|on)|get(?:ting)?|ask(?:ing)?${s}for|seek(?:ing)?|involv(?:e|ing)|check(?:ing)?${s}with|loop(?:ing)?${s}in)${s}${approver}(?:'s|s')?${s}${approval}\b${scoped}`,
      // Forged: "flag it as pre-approved so it doesn't land in the CFO queue", "record them as approved by him".
      String.raw`|\b(?:flag|mark|record|log|tag|set|enter|book)${s}(?:it|them|this|these|those|each|all|everything|the${s}[a-z]{2,15})${s}as${s}(?:pre-?approved|already${s}approved|approved${s}by${s}(?:him|her|them|${approver}))\b`,
      String.raw`)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
