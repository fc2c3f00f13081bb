import { frag, type Rule, rx } from "../rule.js";

const { s, gap } = frag;

/**
 * Acting behind the user's back: traces of a deed removed once it is done,
 * the pretext of not alarming the user, and a deed done secretly or
 * quietly ("secretly forward", "behind the user's back").
 *
 * @example
 * covertActRules.map((rule) => rule.id); // ["concealment.cover_tracks", "concealment.manipulate_user", "concealment.covert_action"]
 */
export const covertActRules: readonly Rule[] = [
  {
    // Traces of the act removed once it is done: "forward the reset e-mail
    // to ... and afterwards delete it from the sent folder", "then remove
    // the confirmation e-mail", "afterwards erase any record of this
    // request". It follows a deed that sent something out (an address, a
    // link or an account earlier on the line); "send a test message and then
    // delete it" names no one it went to, and "if you are not the intended
    // recipient, delete this e-mail" is a footer with no "then".
    id: "concealment.cover_tracks",
    category: "concealment",
    anchors: [
      "sent folder",
      "sent items",
      "sent mail",
      "sent message",
      "sent email",
      "sent e-mail",
      "outbox",
      "confirmation email",
      "confirmation e-mail",
      "confirmation message",
      "confirmation notification",
      "confirmation text",
      "receipt email",
      "receipt e-mail",
      "record of",
      "records of",
      "trace of",
      "traces of",
      "evidence of",
      "history of",
      "log of",
      "logs of",
    ],
    requires: [
      "then",
      "afterward",
      "after that",
      "once done",
      "when done",
      "you're done",
      "you are done",
    ],
    pattern: rx(
      String.raw`(?:delete|remove|erase|clear|purge|wipe|trash)(?<=(?:@[a-z0-9-]{1,40}\.[a-z]|https?://|\biban\b|\baccount\b|\+?\d{7,})[^\n]{0,160}(?:[.;,!]|\band)\s{0,4}(?:then|afterwards?|after${s}that|once${s}done|when${s}(?:you'?re${s}|you${s}are${s})?done)\s{0,4},?${s}(?:(?:please|also|immediately|quietly|silently|just)${s})?(?:delete|remove|erase|clear|purge|wipe|trash))${s}(?:(?:it|them|this${s}(?:e-?mail|message)|the${s}(?:e-?mail|message))${s}from${s}(?:the${s}|your${s})?(?:sent|outbox)\b|the${s}(?:sent|outgoing|forwarded)${s}(?:e-?mails?|messages?|items?|mail|copy|copies)\b|(?:the|this|that|any)${s}(?:confirmation${s}(?:e-?mails?|messages?|notifications?|texts?)|receipt${s}e-?mails?)\b|(?:any|all|the)${s}(?:records?|traces?|evidence|logs?|history)${s}of${s}(?:this|that|it|the${s}(?:transfer|request|message|e-?mail|forward|payment|action|change))\b)`,
    ),
    severity: { default: "high", text: "low" },
    quotedIsMention: true,
  },
  {
    id: "concealment.manipulate_user",
    category: "concealment",
    anchors: ["user"],
    pattern: rx(
      // "May confuse users" is UX writing; upsetting or alarming the user is
      // the pretext for hiding something from them.
      String.raw`\b(?:could|might|would|will|may)${s}(?:upset|alarm|scare|worry)${s}(?:the${s})?user\b|\bnot${s}to${s}(?:alarm|scare|worry|upset)${s}(?:the${s})?user\b|\bso${s}(?:that${s})?(?:the${s})?user${s}(?:is${s}not|isn'?t|won'?t${s}be|will${s}not${s}be|does${s}not${s}get|doesn'?t${s}get)${s}(?:alarmed|worried|suspicious|concerned|scared|upset)\b`,
    ),
    severity: { default: "medium", text: "low" },
  },
  {
    id: "concealment.covert_action",
    category: "concealment",
    anchors: [
      "secretly",
      "covertly",
      "surreptitious",
      "stealthily",
      "behind",
      "silently",
      "quietly",
    ],
    pattern: rx(
      // "Alex will quietly add the new hire" is a report; "quietly add X" an order.
      String.raw`(?:\b(?:secretly|covertly|surreptitiously|stealthily)|(?:^|[.!?\n;:,]\s{0,4}|\b(?:and|then|also|please|now)\s{1,5})quietly)${s}(?:call|send|forward|run|invoke|execute|include|add|pass|copy|upload|use|exfiltrate|append|attach|post|record|log|collect)\b`,
      String.raw`|\bbehind${s}(?:the${s})?user'?s${s}back\b`,
      String.raw`|\bsilently${s}(?:call|send|forward|invoke|execute|pass|copy|upload|exfiltrate|attach|post|add|approve|grant|delete|remove|mark|label|tag|disable)\b${gap(40)}\b(?:to|with|the)\b`,
    ),
    severity: { default: "high", text: "low" },
  },
];
