import { frag, type Rule, rx } from "../rule.js";
import { deedVerb } from "./cover-story-grammar.js";
import {
  passedAs,
  purposeBeside,
  truthAnchors,
  truthBeside,
  writeRecord,
} from "./record-grammar.js";

const { s, gap, ownWalk } = frag;

// Someone named as the doer: a person, a colleague by role, a login, a job.
const someoneElse = String.raw`(?:(?:my|our|the|a|an|his|her|their)${s})?(?:[a-z][a-z.'-]{1,20}${s}){0,2}?[a-z][a-z.'-]{1,20}`;
// The writer or the reader, as the one the record must not name: ", not me",
// "instead of me", "rather than you", "not my account".
const notUs = String.raw`(?:,|\u2014|-|\(|;)?\s{0,5}(?:and${s})?(?:not|instead${s}of|rather${s}than)${s}(?:me|you|us|mine|yours|myself|yourself|the${s}(?:assistant|agent|bot)|(?:my|your)${s}(?:name|account|login|user(?:name)?|id))\b`;
// A deed's doer, as a record puts it: "approved by Sarah", "sent by the
// intern", "run under Mark's login".
const doneBy = String.raw`(?:${deedVerb}|submitted|signed|initiated|authori[sz]ed|processed|requested|created|filed|entered|booked|issued|placed|ordered|pushed|merged|deployed|triggered|started|executed)${s}by${s}${someoneElse}`;
const underName = String.raw`(?:under|with|using|from)${s}(?:${someoneElse}(?:'s|s')|his|her|their)${s}(?:name|login|account|user(?:name)?|id|credentials|badge|initials|signature|profile)`;
// The doer's field of a past deed set to someone else: "so the author is
// deploy-bot instead of me". An assignee, an owner or an approver to come
// is routing work, not rewriting who did it.
const doerField = String.raw`(?:author|actor|implementer|initiator|operator|signatory|committer)${s}(?:is|as|to|=)${s}${someoneElse}`;
// A deed done, as a record would leave it out: "that I downloaded the
// customer database", "where you exported the table".
const deedDone = String.raw`(?:deleted|removed|dropped|wiped|ran|exported|downloaded|copied|changed|modified|altered|disabled|turned${s}off|switched${s}off|granted|gave${s}(?:myself|me|him|her|them)|shared|forwarded|sent|moved|transferred|pushed|edited|rolled${s}back|reset|approved|accessed|bypassed|skipped|purged|cleared|deployed|merged|restarted|pulled|took|used|opened|emailed|e-mailed|uploaded|refunded|paid|spent|charged|overrode|raised|bumped|lowered|cut|cancelled|canceled)`;
// What makes a name on a record a lie: the writer's own hand denied, or the
// purpose said ("so it doesn't trace back to me").
const traceBack = String.raw`\bso${s}(?:that${s})?(?:it|this|that|nothing|none${s}of${s}(?:it|this))${s}(?:doesn'?t|does${s}not|won'?t|will${s}not|can'?t|cannot|never)${s}(?:(?:get|be)${s}traced|trace|point|lead|come|tie|link)${s}back${s}to${s}(?:me|us|you|my|our)\b|\bso${s}(?:that${s})?my${s}name${s}(?:isn'?t|is${s}not|won'?t${s}be|doesn'?t${s}(?:show${s}up|appear))\b`;

// What tells a wrong name from a corrected one: the reader's own hand
// denied ("in the log, state that Ivanov sent it, not you"), the writer's
// admitted ("I approved it myself"), the truth set against it, or the
// purpose said.
const lieCue = String.raw`${traceBack}|\b${doerField}${notUs}|\b${underName}${notUs}|\b(?:not|instead${s}of|rather${s}than)${s}(?:you|yourself|the${s}(?:assistant|agent|bot))\b|\b(?:make${s}it|so${s}(?:that${s})?it)${s}looks?${s}like\b|${truthBeside}|${purposeBeside}`;
// Where others read what was done.
const recordRead = String.raw`\b(?:summary|summaries|summari[sz]e|report|recap|log|logs|notes|minutes|changelog|commit|ticket|handover|hand-off|status|write-?up|post-?mortem|incident|timesheet|expense|ledger|audit|digest|release${s}notes|stand-?up|e-?mail${s}to|message${s}to)\b|\bfor${s}(?:the|my|our)${s}(?:team|manager|boss|client|customer|auditors?|board|lead|supervisor|director)\b`;

/**
 * The record of a deed made to lie, in English.
 * - `deed_pinned_on_another`: the record names someone else as the doer,
 *   and the writer's own hand is denied or the purpose said ("log the refund
 *   as approved by Sarah, not me", "enter it under the intern's login so it
 *   doesn't trace back to me", "make it look like the nightly job did it").
 * - `deed_left_out_with_story`: the deed left out of what others read and a
 *   harmless account put in its place ("leave out that I downloaded the
 *   customer database; just say I looked at a few records").
 * - `record_against_truth`: an order to write or word a record (a commit
 *   message, an incident report, a timesheet, an expense line, the minutes)
 *   within 250 characters of the truth told against it ("it was actually
 *   my Terraform change", "the session never happened", "she hasn't
 *   actually signed off", "it was my vacation") or of the purpose to keep it
 *   unchecked ("so QA doesn't open a deviation", "for my commission").
 *
 * A record that names who really did the deed ("log it as approved by
 * Sarah: she signed off"), a summary that leaves out how a change was made
 * and a report on a deed that went wrong ("rollback was not performed") are
 * left alone.
 *
 * @example
 * misrecordedDeedRules.map((rule) => rule.id); // ["concealment.deed_pinned_on_another", "concealment.deed_left_out_with_story", "concealment.record_against_truth"]
 */
export const misrecordedDeedRules: readonly Rule[] = [
  {
    id: "concealment.deed_pinned_on_another",
    category: "concealment",
    // The words that make the name a lie: " by " and "'s" are in every page.
    anchors: [
      "not me",
      "not my",
      "not you",
      "not us",
      "not mine",
      "not the assistant",
      "not the agent",
      "not the bot",
      "instead of",
      "rather than",
      "back to",
      "name isn",
      "name is not",
      "name won",
      "name doesn",
      "look like",
      "looks like",
    ],
    pattern: rx(
      String.raw`${ownWalk}(?:\b${doneBy}${notUs}`,
      String.raw`|\b${underName}(?:${notUs}|${gap(60)}${traceBack})`,
      String.raw`|\b${doerField}${notUs}`,
      String.raw`|\b(?:say|state|write|note|put|record|log|tell${s}(?:them|him|her|everyone|the${s}[a-z]{2,15}))${s}(?:that${s})?${someoneElse}${s}(?:${deedVerb}|did)${s}(?:it|this|that|them)${notUs}`,
      String.raw`|\b(?:make${s}it|so${s}(?:that${s})?it)${s}looks?${s}like${s}(?:it${s}was${s})?${someoneElse}${s}(?:${deedVerb}|did|triggered|caused)${s}(?:it|this|that|them)\b`,
      String.raw`|\b(?:${doneBy}|${underName})${gap(60)}${traceBack})`,
    ),
    follows: { pattern: rx(lieCue), within: 200, after: 120 },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.deed_left_out_with_story",
    category: "concealment",
    // "t mention" reads "don't", "dont" and "do not" alike.
    anchors: [
      "leave out",
      "leave off",
      "omit",
      "skip",
      "drop",
      "keep out",
      "t mention",
      "t say that",
      "t say the",
      "t include",
      "t write that",
      "t write the",
      "t put in",
    ],
    pattern: rx(
      String.raw`${ownWalk}\b(?:leave${s}(?:out|off)|omit|skip|drop|(?:don'?t|do${s}not)${s}(?:mention|say|include|write|put${s}in)|keep${s}out)${s}(?:the${s}(?:part|bit)${s}(?:where|about)|the${s}fact${s}that|that)${s}(?:i|we|you)${s}(?:(?:just|also|actually|quietly|accidentally)${s})?${deedDone}\b${gap(120)}[.;:,\u2014-]\s{0,5}(?:and${s})?(?:(?:just|only|simply|instead)${s})?(?:say|write|put|mention|note|tell${s}(?:them|him|her|everyone|the${s}[a-z]{2,15})|call${s}it|describe${s}it${s}as|list${s}it${s}as|report)\b`,
    ),
    follows: { pattern: rx(recordRead), within: 200, after: 120 },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    // Matched at the truth, the rarer side, and read back to the record:
    // record words ("log", "report", "update") are on every page.
    id: "concealment.record_against_truth",
    category: "concealment",
    anchors: truthAnchors,
    pattern: rx(`${ownWalk}(?:${truthBeside}|${purposeBeside})`),
    follows: { pattern: rx(`${writeRecord}|${passedAs}`), within: 250, after: 250 },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
