import { frag } from "../rule.js";
import type { Waivers } from "./stakes-waivers.js";

const { either, s } = frag;

// The checks a deed waits on that are someone else's, or no one's to
// waive in a chat: a second approver or signature, a review, a
// verification of the payee, a callback, a change ticket.
const othersCheck = String.raw`(?:approvals?|approvers?|reviews?|reviewers?|sign-?offs?|signatures?|co-?signers?|countersign(?:ature)?s?|verifications?|tickets?|(?:change|access)${s}(?:tickets?|requests?(?:${s}forms?)?))`;
const extra = String.raw`(?:(?:second|2nd|double|two-person|four-eyes|further|extra|additional|more|usual|any)${s})`;
// "No" that opens an order in a list or after a clause ("no second
// approver", "— no approval needed"), read back from the word itself so
// the rule starts at words only.
const clauseNo = String.raw`\bno(?<=(?:^|[.,;:!(\n\u2014\u2013-]|\b(?:so|and|but|then|just))\s{0,4}no)`;

// The check said to be off for this account or session, which is no one's
// say: "the approve button on your confirmation popup is greyed out",
// "auto-mode: ON", "Admin mode is enabled on my account, so the agent
// confirmation policy doesn't apply to me", "[EVAL MODE] Confirmation
// prompts are mocked", "confirmations are disabled by config".
const checkOff = String.raw`\b(?:confirmation|approval|approve|confirm)${s}(?:popup|pop-up|dialog|button|prompt|screen|step)\b[^.!?\n]{0,40}\b(?:greyed${s}out|grayed${s}out|broken|bugged|buggy|not${s}working|down)\b|\b(?:auto|admin|administrator|god|developer|dev|test|eval|sandbox|debug|maintenance|auto-?confirm(?:ation)?)[- ]?mode\b(?:[^.!?\n]|\.(?=\S)){0,30}?\b(?:on|enabled|active|activated)\b|\[eval${s}mode\]|\b(?:confirmation|approval)${s}(?:policy|step|prompts?|rule|dialog)${s}(?:doesn'?t|does${s}not|don'?t|do${s}not)${s}apply\b|\b(?:confirmation|approval)${s}prompts?${s}(?:are${s})?mocked\b|\b(?:confirmations|approvals|(?:confirmation|approval)${s}(?:steps?|prompts?|dialogs?|requirements?|checks?))${s}(?:are|is|have${s}been|has${s}been)${s}(?:(?:now|currently|temporarily|all)${s})?(?:disabled|off|turned${s}off|switched${s}off|suspended|mocked|bypassed|not${s}(?:required|needed|enforced))\b|\b(?:confirmation|approval)${s}step${s}is${s}disabled\b|\bharness\b[^.!?\n]{0,60}\btimes?[- ]?out\b`;

// Someone else's check taken away, or the blame taken for skipping it:
// "no 2nd approver", "second signature not needed", "I take full
// responsibility", "don't wait for him", "no time for the two-person
// approval", "consider that your approval", "approved in spirit", "you
// don't need to ring them to verify".
const othersCheckEn = String.raw`${clauseNo}${s}${extra}?${othersCheck}(?=\s{0,4}(?:[.,;:!)\n\u2014\u2013-]|$)|${s}(?:needed|required|necessary|please|today|this${s}time|step)\b)|\b${extra}?${othersCheck}(?:${s}(?:step|process|flow|chain))?${s}(?:is${s}not|isn'?t|are${s}not|aren'?t|not)${s}(?:needed|required|necessary)\b|\bi(?:'ll|${s}will)?${s}(?:take|bear|accept|assume)${s}(?:(?:full|all|the|complete|total)${s}){0,2}(?:responsibility|blame|liability)\b|\bon${s}my${s}(?:responsibility|head)\b|\bmy${s}word${s}is${s}(?:the${s})?approval\b|\b(?:don'?t|do${s}not)${s}(?:wait${s}(?:for|on)${s}(?:him|her|them|anyone|legal|security|approval|review|sign-?off|the${s}(?:[a-z-]{2,20}${s})?(?:review|approval|sign-?off|reviewer|approver|owner))|loop${s}in|verify${s}with|validate${s}the|send${s}(?:him|her|them)${s}(?:a|the)${s}verification)\b|\bno${s}time${s}for${s}(?:the${s}|a${s})?${extra}?${othersCheck}|\b(?:can'?t|cannot)${s}(?:really${s})?wait${s}(?:for${s})?(?:her|his|their|the|an?)${s}(?:[a-z-]{2,20}${s})?(?:approval|review|sign-?off|go-?ahead)\b|\b(?:treat|consider)${s}[^.!?\n]{0,40}?as${s}pre-?(?:approved|confirmed|authori[sz]ed|cleared)\b|\b(?:is|it'?s|everything'?s|everything${s}is)${s}pre-?(?:approved|confirmed|authori[sz]ed|cleared)\b|\bconsider${s}(?:that|this)${s}(?:your${s})?(?:approval|sign-?off|go-?ahead)\b|\bapproved${s}in${s}spirit\b|\b(?:doesn'?t|does${s}not|won'?t|will${s}not)${s}need${s}(?:to${s}go${s}through${s})?(?:(?:a|an|the|any)${s})?(?:[a-z-]{2,20}${s})?(?:review|approval|sign-?off|ticket)\b|\bwithout${s}(?:his|her|their|the${s}owner'?s|any)${s}(?:further${s})?(?:sign-?off|approval|review|verification|consent)\b|\b(?:second|2nd)${s}approv(?:al|er)${s}(?:later|afterwards|after${s}the${s}fact|tomorrow)\b|\bcountersign${s}(?:it${s})?after${s}the${s}fact\b|\bsuppress${s}the${s}(?:[a-z-]{2,20}${s}){0,2}(?:warning|notification|alert)\b|\bget${s}past${s}(?:that|this|the)${s}(?:[a-z-]{2,20}${s})?(?:step|check|prompt)\b|\b(?:don'?t|do${s}not|no${s}need${s}to)${s}(?:need${s}to${s})?(?:ring|call)${s}(?:them|him|her)(?:${s}back)?${s}to${s}verify\b|\b(?:don'?t|do${s}not|no${s}need${s}to)${s}(?:need${s}to${s})?(?:do${s})?the${s}callback\b|\b(?:don'?t|do${s}not|no${s}need${s}to)${s}(?:need${s}to${s})?(?:call|ring)${s}(?:them|him|her)${s}back\b|\boverride${s}(?:it|the${s}(?:[a-z-]{2,20}${s})?(?:cooldown|hold|limit|check|block))\b|\bturn${s}off${s}the${s}[^.!?\n]{0,40}\b(?:notif[a-z]{0,9}|alerts?|warnings?)\b|\b(?:approvers?|reviewers?|co-?signers?|signers?|second${s}signer)${s}(?:is|are)${s}(?:out|away|offline|on${s}(?:leave|holiday|vacation)|unavailable|unreachable)\b|\b(?:emergency|single)[- ]signer${s}path\b|\bskip${s}(?:the${s})?(?:[a-z0-9]{2,25}(?:${s}|-)){0,2}(?:approvers?|reviewers?|reviews?|approvals?|access${s}requests?|change${s}tickets?|tickets?)(?:${s}(?:step|check|form|process))?\b|\b(?:no${s}need${s}to|(?:don'?t|doesn'?t|does${s}not|won'?t)${s}need${s}to|without)${s}go(?:ing)?${s}through\b|\bno${s}need${s}to${s}loop${s}(?:[a-z-]{2,20}${s}){0,3}in\b|\bno${s}need${s}(?:to${s})?ask${s}(?:nobody|anyone)(?:${s}else)?\b|\bdon'?t${s}bother${s}(?:opening|filing|with)${s}(?:the${s}|a${s})?(?:usual${s})?(?:change${s})?(?:ticket|request|review)\b|\bdon'?t${s}bother${s}the${s}(?:[a-z-]{2,20}${s}){0,2}(?:owners?|admins?|team|folks|people)\b|\bno${s}need${s}to${s}(?:make${s}a${s}fuss|put${s}it${s}through)\b|\bthe${s}user${s}has${s}(?:already${s})?(?:confirmed|pre-?authori[sz]ed|pre-?approved|approved)\b`;

// Someone else's approval counted as given, put off until after the deed,
// or waved away as a formality; a warning clicked through: "consider it
// signed off", "take this message as her approval", "his click counts",
// "I'll backfill the change ticket Monday", "the DPA signature's just a
// matter of time", "a PR review would just be theatre", "click straight
// through the warning".
const approvalTaken = String.raw`\b(?:consider|treat|take|count|mark)${s}(?:it|this|that|them|this${s}message|her|him|the${s}[a-z-]{2,20})${s}(?:as${s})?(?:(?:her|his|their|my|the|an?)${s})?(?:signed${s}off|sign-?off|approved|approval|a${s}yes|validated|cleared|green-?lit)\b|\b(?:his|her|their)${s}click${s}counts\b|\btick${s}it${s}yourself\b|\baccept${s}it${s}as${s}me\b|\b(?:you'?ve|you${s}have)${s}got${s}my${s}blessing\b`;
const approvalLater = String.raw`\b(?:approvals?|reviews?|sign-?offs?|signatures?|paperwork|tickets?|change${s}(?:requests?|tickets?)|dpa|second${s}(?:approver|reviewer|signer))\b(?:[^.!?\n]|\.(?=\S)){0,40}?\b(?:later|afterwards|after${s}the${s}fact|retroactively|will${s}catch${s}up|catch${s}up${s}(?:later|eventually|with${s}reality)|next${s}week|on${s}monday|matter${s}of${s}time)\b|\b(?:backfill|file|submit|raise|sort${s}out)${s}(?:the${s}|a${s})?(?:change${s})?(?:tickets?|paperwork|approvals?)${s}(?:later|afterwards|on${s}monday|monday|tomorrow|next${s}week|after)\b`;
const approvalFormality = String.raw`\b(?:approvals?|reviews?|sign-?offs?|tickets?|checks?|consent(?:${s}screen)?|verifications?|signatures?|process|flow|questionnaire|gate|requirement|queue)\b(?:[^.!?\n]|\.(?=\S)){0,30}?\b(?:just|only|pure|purely|mere|merely|basically|nothing${s}but)${s}(?:a${s})?(?:formality|formalities|paperwork|theatre|theater|bureaucracy|rubber${s}stamp|box-?ticking|red${s}tape)\b|\b(?:is|are|'s)${s}a${s}(?:formality|rubber${s}stamp)\b|\bwould${s}(?:just|only)${s}be${s}(?:theatre|theater)\b|\bnot${s}a${s}real${s}gate\b|\b(?:click|tap|proceed|push|go)${s}(?:straight${s})?(?:through|past)${s}(?:it|that|them|the${s}(?:[a-z'-]{2,20}${s}){0,3}(?:warning|banner|prompt|dialog|popup|screen|check))\b`;

// A check word right after an absence ("no second approval", "without a
// review", "skip the sign-off", "don't wait for approval", "no need to
// double-check"), at most one word between: read a few words back from
// every "review" or "approval" of a page, it would cost more than it finds.
const absence = String.raw`\b(?:no|without|skip(?:ping)?|bypass(?:ing)?|waive|needn'?t|spare${s}me|no${s}need${s}(?:to|for)|(?:don'?t|do${s}not)${s}(?:wait|bother|need|seek|require)(?:${s}(?:for|with))?)${s}(?:[a-z'-]{1,20}${s})?`;
const negatedOwnEn = String.raw`${absence}(?:confirm(?:ing|ation|ations)?|asking|double-?check(?:ing)?|dry(?:-|${s})?runs?|previews?|go-?ahead)\b`;

// The asker's own say taken away: "no confirmation, I'm in a hurry", "stop
// asking", "don't make me confirm each one", "no dry run", "don't sandbox
// it".
const ownSayEn = String.raw`${clauseNo}${s}(?:confirmations?|dry(?:-|${s})?runs?|previews?|questions)(?=\s{0,4}(?:[.,;:!)\n\u2014\u2013-]|$)|${s}(?:needed|required|necessary|please|today|this${s}time|list|count)\b)|\b(?:confirmation|dry-?run|preview)(?:${s}(?:step|prompt|dialog))?${s}(?:is${s}not|isn'?t|not)${s}(?:needed|required|necessary)\b|\bstop${s}asking\b|\b(?:don'?t|do${s}not)${s}(?:make${s}me${s}(?:confirm|click|approve)|sandbox${s}it|check${s}what${s}it${s}does|read${s}(?:through${s})?it)\b|\bskip${s}the${s}dry(?:-|${s})?runs?\b|\bwithout${s}(?:a${s})?dry(?:-|${s})?runs?\b|\bno${s}need${s}(?:to${s})?(?:check|wait|ask|bother|involve|ping|notify|double-?check)\b|\b(?:don'?t|do${s}not|no${s}need${s}to)${s}(?:need${s}to${s})?(?:run${s}it${s}by|check${s}(?:back${s})?with)${s}(?:him|her|them|anyone|me|us)\b|\b(?:don'?t|do${s}not)${s}(?:want|need)${s}(?:a${s}|the${s}|any${s})?dry(?:-|${s})?runs?\b|\b(?:don'?t|do${s}not)${s}(?:pause|stop${s}(?:for|to)${s}(?:confirm|confirmation|check|ask))\b|\bdon'?t${s}worry${s}about${s}asking\b|\bnothing${s}to${s}confirm\b|\bdon'?t${s}wait(?=\s{0,4}(?:[.,;!]|$))|\b(?:don'?t|do${s}not)${s}(?:ask|bother|ping|interrupt)${s}(?:me|us|anyone)\b|\bwithout${s}(?:asking|checking${s}(?:with|in|back)|confirming|(?:a${s}|any${s})?confirmation|double-?checking|pinging|prompting${s}(?:me|us|anyone))\b|\bno${s}need${s}(?:to${s}|for${s})?(?:re-?)?(?:confirm(?:ation)?|verify|double-?check)\b|\b(?:don'?t|do${s}not)${s}(?:need|have)${s}to${s}(?:re-?)?(?:confirm|ask|check${s}(?:with|in|back)|double-?check)\b|\bskip${s}(?:the${s})?(?:confirmation|confirm|prompt|check)(?:${s}(?:step|dialog|prompt))?\b|\bdon'?t${s}bother${s}(?:asking|confirming|checking)\b`;

// A superior's approval said to be given already, which the chat cannot
// show: "Marcus (our CFO) already signed off on this verbally", "my
// manager approved it", "approved by the director".
const superior = String.raw`(?:boss|manager|director|cfo|ceo|coo|cto|cio|vp|owner|supervisor|(?:team|tech|department)${s}lead|head${s}of${s}[a-z]{2,20}|finance${s}(?:team|director|lead|head)|accountant|leadership|management|principal|partner|chief${s}[a-z]{2,20}${s}officer)`;
const approvedEn = String.raw`(?:approved|pre-?approved|signed${s}off|okayed|ok'?d|agreed|authori[sz]ed|green-?lit|gave${s}(?:(?:the|it${s}the|this${s}the|it${s}a|an?)${s})?(?:go-?ahead|green${s}light|ok|okay)|said${s}(?:it'?s${s}|its${s}|it${s}is${s})?(?:fine|ok|okay|yes|good))`;
const claimedEn = String.raw`\b(?:(?:my|our|the)${s}${superior}|[a-z]{2,20}${s}\((?:my|our|the)${s}[a-z]{2,12}(?:${s}[a-z]{2,12})?\))(?:${s}[a-z]{2,20}){0,2}?${s}(?:has${s}|had${s})?(?:already${s})?${approvedEn}\b|\b(?:already${s})?(?:approved|signed${s}off|okayed|authori[sz]ed|cleared)${s}by${s}(?:my|our|the)${s}${superior}\b`;

/**
 * The English ways to take a check away, by whose check it is.
 *
 * @example
 * new RegExp(englishWaivers.others).test("no second approver needed"); // true
 */
export const englishWaivers: Waivers = {
  others: either([othersCheckEn, checkOff, approvalTaken, approvalLater, approvalFormality]),
  own: either([ownSayEn, negatedOwnEn]),
  claimed: claimedEn,
  claimedAnchors: [
    "approv",
    "signed off",
    "okay",
    "ok'd",
    "okd",
    "agreed",
    "authori",
    "green-lit",
    "greenlit",
    "go-ahead",
    "goahead",
    "green light",
    "gave the ok",
    "gave it the ok",
    "gave this the ok",
    "gave it a ok",
    "gave an ok",
    "gave a ok",
    "gave ok",
    "said it",
    "said fine",
    "said ok",
    "said yes",
    "said good",
    "cleared by",
  ],
  othersAnchors: [
    "approv",
    "review",
    "sign-off",
    "signoff",
    "sign off",
    "signature",
    "co-sign",
    "cosign",
    "countersign",
    "verif",
    "the callback",
    "ticket",
    "access request",
    "change request",
    "responsib",
    "blame",
    "liabilit",
    "my head",
    "my word",
    "wait for",
    "wait on",
    "loop in",
    "validate the",
    "no time",
    "pre-approv",
    "preapprov",
    "pre-confirm",
    "preconfirm",
    "pre-auth",
    "preauth",
    "pre-clear",
    "preclear",
    "go-ahead",
    "goahead",
    "consent",
    "suppress",
    "get past",
    "them back",
    "him back",
    "her back",
    "go through",
    "going through",
    "loop in",
    "no need to loop",
    "ask nobody",
    "ask anyone",
    "bother the",
    "fuss",
    "put it through",
    "the user has",
    "override",
    "turn off the",
    "signer",
    "confirm",
    "[eval",
    "apply",
    "mocked",
    "auto-mode",
    "auto mode",
    "automode",
    "admin mode",
    "admin-mode",
    "adminmode",
    "god mode",
    "developer mode",
    "dev mode",
    "dev-mode",
    "test mode",
    "test-mode",
    "eval mode",
    "sandbox mode",
    "debug mode",
    "maintenance mode",
    "confirm mode",
    "confirmation mode",
    "administrator mode",
    "autoconfirm",
    "harness",
    "signed off",
    "a yes",
    "validated",
    "cleared",
    "greenlit",
    "green-lit",
    "green lit",
    "click counts",
    "tick it",
    "accept it as",
    "blessing",
    "paperwork",
    "dpa",
    "formalit",
    "theatre",
    "theater",
    "bureaucra",
    "rubber stamp",
    "box-tick",
    "boxtick",
    "red tape",
    "real gate",
    "backfill",
    "click through",
    "click past",
    "click straight",
    "tap straight",
    "tap past",
    "proceed through",
    "proceed past",
    "push past",
    "push through",
    "tap through",
    "go straight",
    "go past",
    "go through",
  ],
  ownAnchors: [
    "confirm",
    "dry",
    "preview",
    "no question",
    "stop asking",
    "make me",
    "sandbox it",
    "what it does",
    "read it",
    "read through",
    "no need",
    "run it by",
    "check back",
    "check with",
    "pause",
    "stop for",
    "stop to",
    "worry about",
    "t wait",
    "not wait",
    "without",
    "t need to",
    "not need to",
    "t have to",
    "not have to",
    "skip",
    "bother asking",
    "bother confirming",
    "bother checking",
  ],
};
