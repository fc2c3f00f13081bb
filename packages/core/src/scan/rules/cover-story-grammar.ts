import { frag } from "../rule.js";

const { s, gap } = frag;

// What the cover-story rules share (cover-story.ts, false-report.ts).

/**
 * A deed the reader or the writer did, as the verb forms a denial takes.
 *
 * @example
 * new RegExp(`^${deedVerb}$`).test("deleted"); // true
 */
export const deedVerb = String.raw`(?:changed?|done|do|sent|send|deleted?|exported?|modified|modify|touched|touch|run|ran|moved?|accessed|access|shared?|transferred|transfer|removed?|posted|post|made|make|granted|grant|downloaded|download|copied|copy|leaked|edited|edit|approved?|opened|open|read|disabled|disable|cleared|clear|wiped|wipe|altered|alter|updated|update|paid|pay|see|seen|saw)`;
/**
 * The deed denied outright: "nothing was changed", "no changes were made",
 * "there was no incident".
 *
 * @example
 * new RegExp(denial).test("nothing was changed"); // true
 */
export const denial = String.raw`nothing(?:${s}(?:at${s}all|whatsoever|else))?(?:${s}(?:was|were|has${s}been|had${s}been|got|is))?${s}(?:(?:ever|actually|really)${s})?(?:${deedVerb}|happened|wrong|unusual|different)\b|no${s}(?:changes?|data|files?|records?|messages?|e-?mails?|money|payments?|transfers?|exports?|deletions?|commands?|incident|breach|one${s}(?:touched|changed|accessed|deleted|sent))\b${gap(30)}\b(?:were|was|has${s}been|have${s}been|had${s}been|made|happened|left|occurred|sent|exported|deleted|changed|touched|accessed|moved)\b|there${s}(?:was|were|has${s}been|have${s}been)${s}no${s}(?:incident|breach|change|problem|transfer|payment|export|deletion|access|error|leak|outage|issue)s?\b`;
const unable = String.raw`(?:you|i|we|he|she|they|the${s}(?:assistant|bot|agent))${s}(?:didn'?t|did${s}not|never|haven'?t|have${s}not|hasn'?t|has${s}not|weren'?t${s}able${s}to|were${s}not${s}able${s}to|were${s}unable${s}to|was${s}unable${s}to|wasn'?t${s}able${s}to|couldn'?t|could${s}not)${s}(?:(?:actually|even|really|ever|have)${s}){0,2}${deedVerb}\b|(?:you|i|we)${s}(?:(?:don'?t|do${s}not|didn'?t|did${s}not)${s}have|have${s}no|had${s}no)${s}(?:any${s})?(?:access|permission|rights)\b|(?:you|i|we)${s}(?:don'?t|do${s}not|didn'?t|did${s}not)${s}know${s}(?:anything|about${s}(?:it|this|that))\b`;
/**
 * The deed put on the system or on chance: "it was automatic", "a storage
 * glitch", "the schema just updated itself", "it's been untouched".
 *
 * @example
 * new RegExp(byItself).test("it was automatic"); // true
 */
export const byItself = String.raw`(?:it|this|that|they|these|the${s}[a-z-]{2,20}(?:${s}[a-z-]{2,20})?)${s}(?:was|were|is|are|happened|came)${s}(?:(?:just|only|simply|all|probably|likely)${s})?(?:an?${s}|the${s})?(?:automatic(?:ally)?|automated|auto-?generated|(?:technical|system|software|network|sync(?:ing)?|server|provider|vendor|random|storage)${s}(?:glitch|error|issue|fault|problem|hiccup|bug|failure)|glitch|bug|(?:the${s})?(?:scheduled|routine|planned|nightly|regular)${s}(?:[a-z0-9-]{1,20}${s})?(?:restart|update|job|sync|run|maintenance|task|rotation|cleanup|backup|patching|refresh))\b|(?:it|this|that|they|the${s}[a-z-]{2,20})${s}(?:just${s})?(?:updated|changed|deleted|happened|reset|rotated|disappeared|vanished|cleared|fixed)${s}(?:itself|themselves|by${s}itself|on${s}its${s}own)\b|(?:it|this|that|they|the${s}[a-z-]{2,20})(?:'s|${s}(?:is|are|was|were|has|have))${s}(?:been${s})?(?:untouched|unchanged|never${s}(?:touched|changed))\b`;
/**
 * All said to be well: "everything is fine", "everything's green", "settings
 * unchanged".
 *
 * @example
 * new RegExp(allWell).test("everything is fine"); // true
 */
export const allWell = String.raw`everything(?:'s|${s}(?:is|was|looks|looked|went|ran))${s}(?:(?:all|totally|completely|running)${s})?(?:fine|normal|ok(?:ay)?|unchanged|as${s}usual|in${s}order|green|on${s}track|on${s}schedule|smooth(?:ly)?|according${s}to${s}plan)\b|(?:settings|account|config(?:uration)?|permissions|records?|balance|data|files?|logs?)${s}unchanged\b`;
/**
 * The account given in place of the deed: denied, done by itself, beyond the
 * reader's reach ("you couldn't access the files"), or all well.
 *
 * @example
 * new RegExp(falseAccount).test("you didn't run anything"); // true
 */
export const falseAccount = String.raw`(?:["'\u201c\u2018]\s{0,4})?(?:${denial}|${unable}|${byItself}|${allWell})`;

// What makes a story a cover: the deed told or admitted before it ("I
// deleted about 40 rows", "delete those entries", "once you've run the
// command"), an order to keep it out of sight, or the truth set against it.
const admitted = String.raw`\b(?:i|we)(?:'ve|'d|${s}have|${s}had)?${s}(?:(?:just|already|accidentally|mistakenly|actually|also|quietly|secretly)${s})?(?:deleted|removed|dropped|wiped|ran|exported|downloaded|copied|changed|modified|altered|disabled|turned${s}off|switched${s}off|granted|gave|shared|forwarded|sent|moved|transferred|pushed|bumped|edited|rolled${s}back|reset|approved|accessed|bypassed|skipped|purged|cleared|deployed|merged|restarted)\b`;
const ordered = String.raw`(?:^|[.!?;:,\n]\s{0,4}|\b(?:and|then|please|also|first|just)${s})(?:delete|remove|wipe|purge|scrub|clear|erase|drop|disable|export|transfer|grant|share|forward|approve|reset|restart|push|deploy|merge|change|edit|move)\b|\b(?:after|once|when|before)${s}(?:you(?:'ve|${s}have)?${s})?(?:delet|remov|wip|purg|scrub|clear|eras|drop|disabl|export|transfer|grant|shar|forward|approv|reset|restart|push|deploy|merg|chang|edit|mov|run|ran|rotat|send|sent|cop)[a-z]{0,4}\b`;
const outOfSight = String.raw`\b(?:don'?t|do${s}not|never)${s}(?:post|log|mention|show|include|record|list|report|note|tell|notify|alert|cc|echo|add)\b|\b(?:leave|keep)${s}(?:it|this|that|them|these|the${s}[a-z-]{2,20})${s}(?:out|off)\b`;
const truthAgainst = String.raw`\b(?:even${s}though|although|when${s}(?:in${s}fact|actually)|in${s}reality|the${s}truth${s}is|it${s}(?:wasn'?t|was${s}not))\b`;
// The deed gone wrong, told before the story of its success.
const wentWrong = String.raw`\b(?:failed|broke|crashed|went${s}wrong|is${s}disabled|was${s}disabled|has${s}been${s}disabled|without${s}sign-?off)\b`;
/**
 * What makes a story a cover, for `follows`: the deed admitted ("I deleted
 * about 40 rows") or ordered ("delete those entries", "once you've run the
 * command"), kept out of sight ("don't post it"), gone wrong ("the job
 * failed"), or the truth set against the story ("even though", "in reality").
 *
 * @example
 * new RegExp(coverCue).test("i deleted the rows"); // true
 */
export const coverCue = String.raw`${admitted}|${ordered}|${outOfSight}|${truthAgainst}|${wentWrong}`;

/**
 * Those who oversee the work, by role: a manager, auditors, the security or
 * compliance team, reviewers, a DLP scan.
 *
 * @example
 * new RegExp(`^${overseerRole}$`).test("security team"); // true
 */
export const overseerRole = String.raw`(?:(?:it${s}(?=team|department|dept|folks|people|guys|admins?|desk|security)|infosec|security|compliance|audit|soc|dlp|privacy|legal|finance|accounting|hr|risk|fraud|grc)(?:${s}(?:team|department|dept|folks|people|officer|guys|desk|review|reviewers?|scan|scanner|digest|tool|system|bot|alerts?|analysts?|auditors?|admins?|security))?|(?:line${s})?manager|boss|supervisor|team\s{0,5}lead|director|cfo|ceo|cto|ciso|dpo|auditors?|reviewers?|approvers?|admins?|administrators?|sysadmins?|privacy${s}officer|controller|higher-?ups|management|leadership|siem|monitoring(?:${s}(?:tool|system))?|(?:nightly|weekly|monthly|quarterly|annual)${s}(?:audit|review|scan))`;
/**
 * An overseer with its determiner: "my manager", "the compliance folks".
 *
 * @example
 * new RegExp(`^${overseer}$`).test("my manager"); // true
 */
export const overseer = String.raw`(?:(?:the|my|our|their|his|her|any)${s})?${overseerRole}`;

/**
 * A cue after a story on its line, taken into the match so that `follows`
 * (which counts cues ending before a match or inside it) sees it.
 *
 * @example
 * new RegExp(`story${cueAfter("even though")}`).exec("story, even though")?.[0]; // "story, even though"
 */
export const cueAfter = (cue: string): string => String.raw`(?:[^\n]{0,120}?(?:${cue}))?`;
