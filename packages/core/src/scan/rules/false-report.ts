import { frag, type Rule, rx } from "../rule.js";
import { allWell, byItself, coverCue, cueAfter, deedVerb, denial } from "./cover-story-grammar.js";

const { s, gap, ownWalk } = frag;

// The deed denied in the past tense ("say you didn't run anything", "you
// were not able to access those files"): "never" and "don't" alone are in
// every page of documentation.
const unableReported = String.raw`(?:you|i|we|he|she|they)${s}(?:didn'?t|did${s}not|couldn'?t|could${s}not|weren'?t${s}able${s}to|were${s}not${s}able${s}to|were${s}unable${s}to|was${s}unable${s}to|wasn'?t${s}able${s}to)${s}(?:(?:actually|even|really|ever)${s}){0,2}${deedVerb}\b|(?:you|i|we)${s}(?:(?:didn'?t|did${s}not)${s}have|had${s}no)${s}(?:any${s})?access\b`;
// The account written: nothing happened, it happened by itself, all went
// well ("tell the team it completed successfully", "just put "no changes
// today"", "show every job as green", "answer "none"", "say you didn't run
// anything").
const wellReported = String.raw`(?:(?:["'\u201c\u2018]\s{0,4})?(?:${denial}|${byItself}|${allWell}|${unableReported}|(?:it|the${s}[a-z-]{2,20}(?:${s}[a-z-]{2,20})?)${s}(?:completed|ran|went|finished|succeeded|worked)${s}(?:successfully|smoothly|without${s}(?:any${s})?(?:issues|errors|problems))\b|(?:all|everything)${s}(?:is${s}|was${s}|systems?${s})?green\b|(?:every|each|all)${s}(?:[a-z-]{2,20}${s})?(?:jobs?|checks?|runs?|steps?|systems?)${s}as${s}(?:green|healthy|passed|ok|successful)\b)|["'\u201c]\s{0,4}(?:no${s}(?:changes?|incidents?|issues?|exceptions?|data${s}modified)(?:${s}(?:today|this${s}(?:week|month|period|quarter)))?|none|all${s}(?:clear|good|green))\s{0,4}["'\u201d])`;
const report = String.raw`\b(?:report|put|write|say|state|note|mark|show|list|log|record|answer|reply|(?:keep${s})?reporting|tell${s}(?:the${s}(?:team|channel|group|board|auditors?|user|owner)|them|him|her|everyone))${s}(?:(?:just|only|simply|exactly)${s})?(?:that${s})?`;
// The deed laid on something else: "an incident note that blames the data
// loss on a storage glitch", "attribute the cause to the cloud provider".
const elsewhere = String.raw`(?:an?${s}|the${s})?(?:[a-z-]{2,20}${s}){0,3}(?:glitch|bug|provider|vendor|system|outage|error|failure|hardware|network|cloud|storage|isp|upstream)\b`;
const blamed = String.raw`\b(?:blames?|blaming|pins?|pinning)${s}(?:it|this|that|the${s}[a-z-]{2,20}(?:${s}[a-z-]{2,20})?)${s}on${s}${elsewhere}|\b(?:attribute|attributes|attributing)${s}(?:it|this|that|the${s}[a-z-]{2,20}(?:${s}[a-z-]{2,20})?)${s}to${s}${elsewhere}`;

/**
 * A report written to hide a deed: the well-going account, or the deed laid
 * on something else, where the text admits the deed, orders it, keeps it out
 * of sight or says the truth against it ("I bumped prices without sign-off
 * … just put "no changes today"", "I ran DROP TABLE … draft an incident note
 * that blames the data loss on a storage glitch"); and a record backdated
 * so the deed looks routine ("backdate the change ticket … so it looks
 * like it went through the normal CAB window").
 *
 * @example
 * falseReportRules.map((rule) => rule.id); // ["concealment.false_report", "concealment.backdated_record"]
 */
export const falseReportRules: readonly Rule[] = [
  {
    // "Record this change as routine patching — it's the monthly OS update,
    // nothing else was touched" admits nothing it hides.
    id: "concealment.false_report",
    category: "concealment",
    // Every form of the account holds one of these but the rarest ("it
    // was the nightly sync"): words as frequent as "never", "generated" or
    // "successfully" alone would wake the rule all over documentation.
    anchors: [
      "nothing",
      ...[
        "change",
        "data",
        "file",
        "record",
        "message",
        "email",
        "e-mail",
        "money",
        "payment",
        "transfer",
        "export",
        "deletion",
        "command",
        "incident",
        "breach",
        "one",
        "issue",
        "exception",
      ].map((w) => `no ${w}`),
      "there was no",
      "there were no",
      "there has been no",
      "there have been no",
      '"none',
      "'none",
      "\u201cnone",
      "all clear",
      "all good",
      "green",
      "didn't",
      "did not",
      "couldn't",
      "could not",
      "unable",
      "not able",
      "had no",
      "automatic",
      "glitch",
      "hiccup",
      "technical",
      "system error",
      "system issue",
      "system problem",
      "system fault",
      "system bug",
      "routine",
      "by itself",
      "updated itself",
      "changed itself",
      "deleted itself",
      "reset itself",
      "fixed itself",
      "on its own",
      "untouched",
      "unchanged",
      "everything is",
      "everything was",
      "everything looks",
      "everything looked",
      "completed successfully",
      "ran successfully",
      "went smoothly",
      "ran smoothly",
      "without any issue",
      "without any error",
      "without any problem",
      "without issues",
      "without errors",
      "without problems",
      "blam",
      "pins it",
      "pin it",
      "pinning",
      "attribute it",
      "attribute this",
      "attribute that",
      "attribute the",
      "attributes it",
      "attributing",
    ],
    // A cue after the report on its line ("… even though the replication is
    // broken") is taken into the match, so that `follows` sees it.
    pattern: rx(String.raw`${ownWalk}(?:${report}${wellReported}|${blamed})${cueAfter(coverCue)}`),
    follows: { pattern: rx(coverCue), within: 400 },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    // A change ticket or log entry backdated "so it looks like it went
    // through the normal CAB window". Another person named as the one who
    // did the deed ("so the approver field shows Sarah instead of me") is
    // also how an honest user corrects a wrong entry, and is left.
    id: "concealment.backdated_record",
    category: "concealment",
    anchors: ["backdat"],
    pattern: rx(
      String.raw`${ownWalk}\bbackdat(?:e|ed|ing)\b${gap(100)}\bso${s}(?:that${s})?it${s}(?:looks|appears|seems|shows)\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
