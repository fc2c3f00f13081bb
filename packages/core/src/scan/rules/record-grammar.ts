import { frag } from "../rule.js";

const { s, gap } = frag;

// What the English rules on a deed's record share (misrecorded-deed.ts).

/**
 * A record others rely on, by name: "the incident report", "my timesheet",
 * "the commit message", "the expense tool", "a status note to Karen".
 *
 * @example
 * new RegExp(`^${recordKinds}$`).test("incident report"); // true
 */
export const recordKinds = String.raw`(?:commit${s}messages?|commits?|changelog|change${s}(?:log|note|record|ticket|request)s?|(?:incident|activity|status|weekly|daily|monthly|quarterly|expense|ops|shift|audit|compliance|inspection|deployment|deploy|progress|end-of-day|eod|cab|mileage|travel)${s}(?:reports?|summar(?:y|ies)|logs?|notes?|updates?|records?|trail|claims?)|post-?mortems?|root${s}cause|summary|recap|minutes|timesheets?|time${s}sheets?|expense${s}(?:tool|system|claim)s?|ledger|crm|salesforce|handover(?:${s}notes?)?|hand-?off${s}notes?|release${s}notes?|(?:pr|pull${s}request|merge${s}request)${s}(?:title|description)|checklists?|logbook|shift${s}book|audit${s}(?:log|trail)|training${s}records?|lms|lims|eln|work${s}notes|internal${s}note|tickets?|review${s}comments?|stand-?ups?|(?:pr|pull${s}request|merge${s}request)s?|(?:update|message|note|e-?mail)${s}(?:to|in|for)${s}(?:the${s}|my${s}|our${s})?(?:team|manager|boss|client|customer|#[a-z0-9-]{2,30}|board|finance|stakeholders|auditors?|[a-z]{2,15}(?=\s{0,5}[.,;:]))|(?:invoice|signature|close|closing|pull|delivery)${s}date)`;

// The verbs that write or word a record.
const writeVerb = String.raw`(?:write|writing|draft|drafting|prepare|preparing|compile|compiling|summari[sz]ing|updating|put|post|send|reply|explain|record|log|enter|note|mark|list|code|classify|categori[sz]e|book|file|attribute|describe|title|label|present|frame|show|report|state|say|fill${s}in|fill${s}out|update|change|set|add|amend|backdate|close|sign|rewrite|edit|move)`;
/**
 * The order to write one: "write the incident report", "in the activity
 * report just call it …", "code the Lisbon flight as a client visit in the
 * expense tool". An order not to write it ("don't update the changelog")
 * is not one. The record may come first: "in the ELN, record that …".
 *
 * @example
 * new RegExp(writeRecord).test("draft the handover note"); // true
 */
export const writeRecord = String.raw`\b${writeVerb}\b(?<!\b(?:not|never|don'?t|didn'?t|doesn'?t|won'?t|cannot|can'?t)${s}[a-z]{2,12})${gap(80)}\b${recordKinds}\b|\b(?:in|on|into|to)${s}(?:the${s}|my${s}|our${s}|this${s}|today'?s${s})?(?:[a-z-]{2,20}${s})?${recordKinds}\s{0,5}[,:]?${s}(?:please${s}|just${s})?${writeVerb}\b`;

const deedObject = String.raw`(?:it|this|that|them|(?:the|these|those|my|our|all|every|each|any|an?)${s}[^.!?\n]{2,60}?|[a-z][a-z-]{2,20}(?:${s}[a-z][a-z-]{2,20}){0,2}?)`;
/**
 * A deed passed off as something else: "explain the missing invoices as a
 * billing-system migration", "code the Aspen lodging as a client offsite",
 * "attribute the config rollback to the nightly job".
 *
 * @example
 * new RegExp(passedAs).test("code the flight as "); // true
 */
export const passedAs = String.raw`\b(?:describe|explain|present|frame|pass${s}(?:it|this|that|them)${s}off|spin|portray|characteri[sz]e|code|classify|categori[sz]e|book|log|record|list|mark|enter|file|report|label|title)${s}${deedObject}${s}(?:as|under)${s}|\battribute${s}${deedObject}${s}to${s}|\b(?:mark|set|flag|show)${s}${deedObject}${s}(?:as${s})?(?:complete|completed|done|passed|approved|resolved|received|signed|delivered|present|green)\b`;

// The truth told beside the record, each a small unit.
const truths = [
  // "It was actually my Terraform change", "actually I ran it", "it was me
  // doing it by hand", "I'm the one who pushed it".
  String.raw`\b(?:it|that|this)${s}was${s}(?:actually|really|in${s}fact)${s}(?:me|my|mine|i|our)\b`,
  String.raw`\bactually${s}(?:it${s}was${s}(?:me|my)|i${s}(?:did|ran|pushed|deleted|changed|gave|approved|dropped|exported|sent|broke|forgot|missed|pulled|used))\b`,
  String.raw`\bit${s}was${s}me${s}(?:who|that|doing)\b|\bi'?m${s}the${s}one${s}who\b`,
  // "In reality", "the truth is", "what really happened is".
  String.raw`\bin${s}reality\b|\bthe${s}truth${s}is\b|\bwhat${s}(?:really|actually)${s}happened\b`,
  // The deed or the check never done: "the session never happened", "it
  // was not performed" ("rollback was not performed" is a status line),
  // "she hasn't actually signed off", "they haven't signed yet", "we never
  // told them", "nobody did the inspection".
  String.raw`\b(?:it|that|the${s}[a-z-]{2,20})${s}never${s}(?:actually${s})?(?:happened|took${s}place)\b`,
  String.raw`\b(?:it|that|this|they)${s}(?:was|were)${s}(?:never|not)${s}(?:actually${s})?(?:performed|done|held|completed|signed|approved|scheduled|notified|told)\b`,
  String.raw`\b(?:hasn'?t|haven'?t|didn'?t|has${s}not|have${s}not|did${s}not)${s}(?:actually|really|even|yet)${s}(?:signed|approved|happened|told|done|completed|performed|checked|reviewed)\b`,
  String.raw`\b(?:hasn'?t|haven'?t|didn'?t)${s}(?:signed|approved|happened|shipped|arrived|been${s}(?:done|signed|approved|performed))${s}yet\b`,
  String.raw`\bwe${s}never${s}(?:actually${s})?(?:told|notified|informed|did|ran|checked|tested|voted|met|signed|approved|paid|sent|shipped|delivered)\b`,
  String.raw`\b(?:nobody|no${s}one)${s}(?:actually${s})?(?:did|ran|performed|attended|signed)${s}(?:it|the|this|that|any)\b`,
  // What it was instead: "it was my vacation", "the actual analyst was temp
  // staff", "even when it wasn't scheduled", "regardless of the actual diff".
  String.raw`\bit${s}was${s}(?:my|our)${s}(?:(?:family|personal|ski|beach|own)${s})?(?:vacation|holiday|fault|mistake|change|error|trip|birthday|anniversary)\b`,
  String.raw`\bactual${s}(?:[a-z-]{2,20}${s})?(?:was|were)\b|\bregardless${s}of${s}(?:the${s})?(?:actual|real|contents?\b|what${s}(?:it${s}(?:says|does)|changed))`,
  String.raw`\beven${s}(?:when|if|though)${s}(?:it|they|the${s}[a-z-]{2,20})${s}(?:wasn'?t|weren'?t|didn'?t|was${s}not|were${s}not|did${s}not|never)\b`,
  // The writer's part kept out: "don't mention that I changed the tier".
  String.raw`\b(?:don'?t|do${s}not|never)${s}(?:(?:mention|admit|reveal)${s}(?:that|how|where|the${s}fact${s}that)|(?:say|write|include|note)${s}that)${s}(?:i|we)\b`,
  // The writer's own hand: "I gave it myself".
  String.raw`\bi${s}(?:did|sent|ran|approved|made|signed|deleted|pushed|moved|booked|gave|decided|granted|authori[sz]ed)${s}(?:it|this|that|them|the${s}[a-z-]{2,20})${s}(?:myself|personally|on${s}my${s}own)\b`,
  // The one named was not there: "he abstained", "she's on leave".
  String.raw`\b(?:he|she)(?:${s}(?:abstained|voted${s}against)|(?:'s|${s}(?:was|is))${s}(?:on${s}(?:leave|vacation|holiday|sick${s}leave)|off${s}sick|out${s}sick))\b`,
  // Nobody will look: "nobody checks".
  String.raw`\b(?:nobody|no${s}one)${s}(?:(?:ever|really|actually)${s})?(?:checks|will${s}(?:check|notice|know))\b`,
];
/**
 * The truth told beside a record, against it: "it was actually my change",
 * "the session never happened", "she hasn't actually signed off", "it was my
 * vacation", "nobody checks".
 *
 * @example
 * new RegExp(truthBeside).test("the session never happened"); // true
 */
export const truthBeside = truths.join("|");

// Why the record is worded so, each a small unit.
const purposes = [
  // "So QA doesn't open a deviation", "so AppSec doesn't block it", "so
  // rate changes don't trigger finance review", "so it doesn't stand out".
  String.raw`\bso${s}(?:that${s})?(?:it|they|this|nobody|no${s}one|the${s}[a-z-]{2,20}(?:${s}[a-z-]{2,20})?|[a-z]{2,12})${s}(?:doesn'?t|don'?t|won'?t|does${s}not|do${s}not|will${s}not|can'?t|cannot)${s}(?:stand${s}out|trigger|open${s}an?|block|flag|catch|question|count${s}against|get${s}flagged|raise${s}(?:an?${s})?(?:flag|question|alert)|show${s}up)`,
  // "Counted against the change team's KPIs", "for my commission", "I
  // don't want them digging", "don't want my name on the postmortem".
  String.raw`\bcount(?:ed|s)?${s}against${s}(?:me|my|us|our|the${s}[a-z-]{2,20})\b`,
  String.raw`\bfor${s}my${s}(?:commission|bonus|quota|review|evaluation|appraisal)\b`,
  String.raw`\b(?:i|we|and)${s}(?:don'?t|do${s}not)${s}want${s}(?:them|him|her|anyone|my${s}name|(?:another|an)${s}(?:incident|deviation)|that${s}conversation)(?:${s}(?:digging|asking|looking|to${s}(?:ask|know|notice|find${s}out|dig)|on${s}(?:it|the|this)|form|report))?\b`,
  // "So it lands in this fiscal year", "I'd rather it didn't come up in my
  // review", "that stays between us".
  String.raw`\bso${s}(?:that${s})?it${s}(?:lands|falls|counts|shows${s}up)${s}in${s}(?:this|the${s}(?:current|previous|last))${s}(?:fiscal${s}year|quarter|period|month)\b`,
  String.raw`\b(?:i'?d|i${s}would)${s}rather${s}(?:it|this|that)${s}(?:didn'?t|did${s}not|doesn'?t|wouldn'?t)${s}(?:come${s}up|show${s}up|surface)\b|\b(?:that|this|it)${s}(?:stays|remains)${s}between${s}us\b`,
  // "So they stay off the disclosure report", "so utilization reports stay
  // green".
  String.raw`\bso${s}(?:that${s})?(?:it|they|this|these)${s}(?:stays?|keeps?|remains?)${s}off${s}(?:the${s}|any${s})?[a-z-]{2,20}\b|\bso${s}(?:that${s})?(?:the${s}|our${s}|my${s})?(?:[a-z-]{2,20}${s}){0,2}(?:stays?|looks?|remains?)${s}(?:green|clean)\b`,
  // "To keep the security team's review queue clean", "so the DLP dashboard
  // stays quiet".
  String.raw`\breview${s}queue${s}clean\b|\b(?:dashboard|alerts?|alarms?|monitoring|siem|dlp)${s}(?:stays?|remains?)${s}quiet\b`,
];
/**
 * Why a record is worded so, when the reason is to keep it from being
 * checked: "so QA doesn't open a deviation", "so it doesn't count against
 * me", "I don't want them digging".
 *
 * @example
 * new RegExp(purposeBeside).test("so QA doesn't open a deviation"); // true
 */
export const purposeBeside = purposes.join("|");

/**
 * The words the truth and the purpose hold, one in each of their forms: the
 * rule that reads them wakes on these, never on the record's common words.
 *
 * @example
 * truthAnchors.includes("in reality"); // true
 */
export const truthAnchors: readonly string[] = [
  "actual",
  "was really",
  "was in fact",
  "it was me",
  "the one who",
  "in reality",
  "truth is",
  "really happened",
  "never happened",
  "never took",
  "was never",
  "were never",
  "was not",
  "were not",
  "t really",
  "t even",
  "t yet",
  "signed yet",
  "approved yet",
  "happened yet",
  "shipped yet",
  "arrived yet",
  "done yet",
  "performed yet",
  "we never",
  ...["nobody", "no one"].flatMap((who) =>
    ["did", "ran", "performed", "attended", "signed", "checks", "will", "ever", "really"].map(
      (verb) => `${who} ${verb}`,
    ),
  ),
  "it was my",
  "it was our",
  "regardless of",
  "even when",
  "even if",
  "even though",
  ...["t", "never"].flatMap((neg) =>
    ["mention", "admit", "reveal", "say that", "write that", "include that", "note that"].map(
      (verb) => `${neg} ${verb}`,
    ),
  ),
  "myself",
  "personally",
  "on my own",
  "abstained",
  "voted against",
  "on leave",
  "on vacation",
  "on holiday",
  "sick leave",
  "off sick",
  "out sick",
  "stand out",
  "t trigger",
  "t open a",
  "t block",
  "t flag",
  "t catch",
  "t question",
  "t raise",
  "t show up",
  "counted against",
  "counts against",
  "count against",
  ...["commission", "bonus", "quota", "review", "evaluation", "appraisal"].map(
    (w) => `for my ${w}`,
  ),
  ...["them", "him", "her", "my name", "an", "that conversation"].map((w) => `t want ${w}`),
  "queue clean",
  ...["stay", "stays", "look", "looks", "remain", "remains"].flatMap((v) =>
    ["green", "clean", "quiet"].map((w) => `${v} ${w}`),
  ),
  "lands in",
  "falls in",
  "counts in",
  "shows up in",
  "rather it",
  "rather this",
  "rather that",
  "between us",
  "stay off",
  "stays off",
  "keep off",
  "keeps off",
  "remain off",
  "remains off",
];
