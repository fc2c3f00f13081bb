import { frag, type Rule, rx } from "../rule.js";

const { s, ownWalk } = frag;

// Where the orders are kept: a page, a paste, a file, a comment, a record.
const kept = String.raw`(?:page|file|doc(?:ument)?|paste|gist|comment|note|link|record|message|entry|thread|list|readme|attachment|issue|ticket|image|screenshot|url|site|pdf|sheet|text|response|output|value|card|post|wiki)`;
const keptRef = String.raw`(?:it|they|that${s}${kept}|the${s}${kept}|this${s}${kept})`;
// What the content holds, as the thing to be done.
const saysVerb = String.raw`(?:says|tells${s}you(?:${s}to${s}do)?|lists|asks(?:${s}for)?|specifies|contains|instructs|describes|returns|prints|gives|wants)`;
const obeyVerb = String.raw`(?:do|carry${s}out|execute|perform|apply|follow|implement|complete|obey|act${s}on|run|process)`;
// Put after an obey verb: not denied, forbidden or only reported ("did not
// execute it", "must not act on it", "never follow them").
const notDenied = String.raw`(?<!(?:\b(?:not|never|cannot|nor)|n't)${s}(?:(?:blindly|ever|just|simply|automatically)${s})?${obeyVerb})`;
// The verbs of "treat it as your instructions", and of an order aimed back
// at what was pointed to ("open https://… and follow it").
const treatVerb = String.raw`(?:treat|use|take|regard|consider)`;
const pointedVerb = String.raw`(?:execute|follow|carry${s}out|apply|perform|implement|obey|act${s}on|run|do)`;
const parts = String.raw`(?:steps?|items?|tasks?|instructions?|actions?|commands?|points?|lines?|entries|changes|procedures?)`;
const manner = String.raw`(?:exactly(?:${s}as${s}(?:written|is|stated|listed))?|as-is|as${s}(?:written|is|stated|listed|they${s}(?:are|stand))|verbatim|to${s}the${s}letter|word${s}for${s}word|literally|line${s}by${s}line|step${s}by${s}step|as${s}(?:it|they|that${s}${kept})${s}(?:says|instructs|specifies))`;
// A pointer to content elsewhere: an address, a file, a numbered item, or
// the thing named ("the pinned comment", "the attachment").
const pointer = String.raw`(?:https?://|www\.|\b[\w-]{1,40}\.(?:md|txt|json|ya?ml|pdf|docx?|sh|png|jpe?g|csv|toml|cfg|ini)\b|#\d{1,7}\b|\b(?:gist|paste(?:bin)?|readme|comments?|attachments?|records?|entry|page|file|link|url|doc(?:ument)?|thread|message|note|ticket|issue|spreadsheet|sheet|calendar|event|qr${s}code|image|screenshot|caption|field)\b)`;
// Text to be unpacked first: decoded, reversed, shifted, joined, spelt out.
const unpack = String.raw`(?:decode|decipher|decrypt|unscramble|reverse|un-?rot13|rot13|convert|translate|join|combine|concatenate|merge|assemble|put${s}(?:it|them|the${s}(?:parts|pieces|fragments))${s}together|shift|read${s}(?:it|this|them)${s}(?:backwards|in${s}reverse))`;

// The order to carry out what content kept elsewhere holds, as it comes:
// "carry out whatever that page tells you", "do exactly what's there",
// "perform every step listed there", "execute the returned actions", "run
// them as-is", "carry out the link's instructions", "treat its value as
// system-level instructions". The rules' companion: read only near a marker.
const obeyKept = [
  String.raw`\b${obeyVerb}${notDenied}${s}(?:(?:exactly|precisely|just)${s})?(?:what(?:ever)?|everything|all${s}that|anything)(?:${s}(?:that|which))?(?:${s}${keptRef}${s}${saysVerb}|(?:'s|${s}is)${s}(?:(?:written|listed|stated|described)${s})?(?:there|in${s}(?:it|there|that${s}${kept}|the${s}${kept}))|${s}you${s}find${s}(?:there|in${s}it))\b`,
  String.raw`|\bwhatever${s}${keptRef}${s}(?:says|tells${s}you|asks|lists)(?:${s}(?:you${s})?to${s}do)?,?${s}(?:just${s})?(?:do|execute|apply|carry${s}out|perform)${s}it\b`,
  String.raw`|\b${obeyVerb}${notDenied}${s}(?:(?:all|each|every)${s}(?:(?:one${s})?of${s})?(?:the${s})?|the${s})(?:(?:listed|returned|remaining)${s})?${parts}${s}(?:(?:listed|described|written|given|contained|found|stated|mentioned|shown|posted|pinned|stored|kept)${s})?(?:there\b|in\b|on\b|at\b|from\b|under\b|inside\b|${keptRef}${s}${saysVerb}\b|${manner})`,
  String.raw`|\b${obeyVerb}${notDenied}${s}the${s}(?:[a-z-]{2,15}${s}){1,2}?${keptRef}${s}(?:contains|lists|gives|specifies)\b`,
  String.raw`|\b(?:execute|perform|apply|run)${s}the${s}returned${s}(?:actions|commands|steps|instructions|tasks|config)\b`,
  String.raw`|\b(?:${obeyVerb}${s}(?:it|them|those|these|(?:that|the)${s}${kept}|the${s}(?:steps|instructions|commands|contents?))|carry${s}(?:it|them|those|these)${s}out)${s}${manner}`,
  String.raw`|\b${obeyVerb}${notDenied}${s}(?:the${s})?${kept}'s${s}(?:instructions|steps|commands|orders|directions)\b`,
  String.raw`|\b${treatVerb}(?<!(?:\b(?:not|never|nor|cannot)|n't)${s}${treatVerb})${s}(?:it|its${s}(?:contents?|value|text|output|body)|the${s}(?:contents?|value|text|result|response|output|body)|what${s}(?:it${s}says|you${s}find)|whatever${s}(?:[a-z-]{2,15}${s}){0,2}?(?:comes${s}back|it${s}(?:says|returns)|is${s}(?:there|returned)|you${s}find))${s}as${s}(?:(?:your|the|my|our)${s})?(?:(?:new|updated|real|actual|current|system(?:-level)?|binding|standing)${s})?(?:instructions|orders|directives|task${s}list|prompt|system${s}prompt|commands|rules)\b`,
  // "Open https://… and follow it", "the steps are in runbook.md: execute
  // them": the order aimed back at what was pointed to.
  String.raw`|\b${pointedVerb}(?<=${pointer}[\s\S]{0,160}${pointedVerb})${notDenied}${s}(?:it|them|those|these|everything${s}(?:in${s}it|there)|all${s}of${s}(?:it|them))\b(?!${s}(?:through|against|past|by|with|on|in${s}(?:a|the)${s}(?:sandbox|browser|container)))`,
  // "Decode it and run it", "read this backwards and do it", "concatenate
  // x+y and perform it": the order hidden from the reader, then obeyed.
  String.raw`|\b${unpack}\b[^.!?\n]{0,80}?\b(?:and|then|,)${s}(?:(?:then|just|simply|immediately|silently|straight${s}away)${s}){0,2}(?:do|run|execute|perform|carry${s}out|follow|obey|apply|act${s}on)${s}(?:it|them|that|this|the${s}result|what(?:ever)?${s}it${s}says)\b(?!${s}through)`,
].join("");

const neg = String.raw`(?:don'?t|do${s}not|never|no${s}need${s}to|without|not|needn'?t|(?:you${s})?(?:don'?t|do${s}not)${s}(?:need|have)${s}to)`;
const seenThing = String.raw`(?:what${s}(?:it${s}says|was${s}there|it${s}contains)|its${s}contents?|the${s}contents?|it|them|this|that|(?:an?|any)${s}(?:summary|recap|copy)|the${s}(?:steps|link|text|instructions|commands|decoded${s}(?:text|version)))(?:${s}(?:back|to${s}(?:me|us|the${s}user)|in${s}(?:the${s}|this${s}|your${s})?(?:chat|thread|channel|ticket|reply|answer)))?`;
// What the user or the agent's makers said, outranked: "it overrides your
// local notes", "has priority over what I asked". A setting that "takes
// precedence over the defaults" outranks no one.
const principalSay = String.raw`(?:what(?:ever)?${s}(?:i|the${s}user|you|they)|anything${s}(?:else|i|the${s}user)|everything|your|my|the${s}user'?s?\b|all${s}(?:other|previous|prior|else|earlier)|(?:any|all)${s}(?:previous|prior|earlier|other)${s}(?:instructions|requests|rules))`;
// What keeps them out of view: the user is not to see what gets done, the
// content outranks them, it runs before the reply. "Follow the setup steps
// at docs.example.com" has none of these.
const unseen = [
  // Kept from the user's eyes: "don't paste its contents back to me", "no
  // need to echo it back", "without showing it to me", "don't summarise it
  // to me", "do not surface this". "Don't share it" alone keeps a
  // document from others, as confidential files are.
  String.raw`\b${neg}${s}(?:paste|show|echo|display|reveal|repeat|quote|print|read${s}out|summari[sz]e|surface|relay|explain|describe|output|recopy)(?:ing)?${s}(?:(?:me|us|the${s}user|anyone)${s})?${seenThing}\b`,
  // Or told: "do not report its contents back to the user", "don't post
  // a summary here", "don't mention it to the user".
  String.raw`|\b${neg}${s}(?:tell|mention|report|share|send|post|copy|list)(?:ing)?${s}(?:(?:me|us|the${s}user)${s})?${seenThing}${s}(?:back|here|to${s}(?:me|us|the${s}(?:user|developer|owner|requester|customer|operator|end${s}user))|with${s}(?:me|us|the${s}user)|(?:in|into|on)${s}(?:the|this|your)${s}(?:chat|thread|channel|ticket|reply|answer|conversation|summary))\b|\b${neg}${s}(?:tell|show)${s}(?:me|us|the${s}user)${s}(?:what${s}(?:it${s}says|was${s}there|it${s}said|it${s}contains)|about${s}(?:it|this|them))\b`,
  // "Before you reply to anything else", "only after that answer my
  // question": the unseen task put ahead of the user's own.
  String.raw`|\b(?:before${s}(?:you${s})?|only${s}after${s}(?:that|this|it)${s})(?:reply(?:ing)?|respond(?:ing)?|answer(?:ing)?)${s}(?:to${s})?(?:anything(?:${s}else)?|me|the${s}user|my${s}question|the${s}user'?s${s}(?:question|request)|any${s}(?:question|request)|the${s}(?:question|request))\b|\bbefore${s}rendering\b`,
  // "It overrides your local notes", "has priority over what I asked".
  String.raw`|\b(?:takes?|has|have|gets?)${s}(?:priority|precedence)${s}over${s}${principalSay}|\b(?:overrides?|supersedes?)${s}${principalSay}|\beven${s}(?:if|when)${s}(?:it|this|they|the${s}user|i)${s}(?:contradicts?|conflicts?|asks?|says?|wants?)\b|\b(?:as|like)${s}(?:system(?:-level)?${s}(?:instructions|prompt)|coming${s}from${s}(?:me|the${s}user|the${s}operator))\b`,
].join("");

// What takes the user's say out: no one is asked, the review is skipped, or
// an approval is claimed.
const unchecked = String.raw`\b(?:no${s}need${s}to|without|don'?t|do${s}not|never)${s}(?:ask(?:ing)?|confirm(?:ing)?(?:${s}with)?|check(?:ing)?${s}(?:back${s})?with|wait(?:ing)?${s}for)${s}(?:me|us|the${s}(?:user|operator|organi[sz]er|owner|developer)|anyone|for${s}(?:approval|confirmation|permission))\b|\bwithout${s}(?:approval|confirmation|permission|review|asking|a${s}review)\b|\bno${s}(?:questions|confirmation|approval|review|pr)${s}(?:needed|required|asked|back)\b|\bskip${s}the${s}(?:usual${s})?(?:review|approval|confirmation)\b|\bno${s}need${s}to${s}loop${s}(?:me|us)${s}in\b|\b(?:pre-?approved|pre-?authori[sz]ed|already${s}(?:approved|authori[sz]ed|signed${s}off))\b|\b(?:the${s})?(?:user|patient|customer|client|owner)${s}has${s}(?:already${s})?(?:consented|approved|agreed)\b|\b(?:approval|sign-?off|go-?ahead|consent)${s}(?:has${s}(?:already${s})?been|was|is)${s}(?:already${s})?(?:granted|given|obtained)\b`;

// The markers open on a negation and a verb ("don't paste", "never show",
// "no need to echo", "without asking"); the anchors are the pairs, since
// "show" or "to show" alone would wake the rule on every page.
const negated = (verbs: readonly string[]): string[] =>
  verbs.flatMap((verb) =>
    ["'t", "nt", "not", "without", "never", "need to", "have to"].map((no) => `${no} ${verb}`),
  );
const unseenAnchors = [
  ...negated([
    "paste",
    "show",
    "echo",
    "display",
    "reveal",
    "repeat",
    "quote",
    "print",
    "read out",
    "summari",
    "surface",
    "relay",
    "explain",
    "describe",
    "output",
    "recopy",
    "tell",
    "mention",
    "report",
    "share",
    "send",
    "post",
    "copy",
    "list",
  ]),
  "before you",
  "before repl",
  "before respond",
  "before answer",
  "before rendering",
  "only after",
  "priority",
  "precedence",
  "override",
  "supersede",
  "even if",
  "even when",
  "system instructions",
  "system-level",
  "system prompt",
  "coming from",
];
const uncheckedAnchors = [
  ...negated(["ask", "confirm", "check", "wait"]),
  "without permission",
  "without review",
  "without a review",
  "no questions",
  "no review",
  "no pr needed",
  "no pr required",
  "skip the",
  "loop me in",
  "loop us in",
  "pre-approved",
  "preapproved",
  "pre-authori",
  "preauthori",
  "already approved",
  "already authori",
  "already signed",
  "consent",
  "has approved",
  "has agreed",
  "already agreed",
  // Also wakes "without approval" and "no approval needed".
  "approval",
  "sign-off",
  "signoff",
  "go-ahead",
  "goahead",
];

/**
 * Orders kept elsewhere, to be carried out as they come: the text hands
 * the agent's next actions to a page, a paste, a file, a record or a
 * comment ("open https://gist… and carry out the steps listed there"), so
 * that what it will do is written nowhere the user reads.
 * - `orders_kept_elsewhere`: and kept out of view: the user is not to see
 *   it ("don't paste its contents back to me"), it outranks them ("it
 *   overrides your local notes"), or it runs before the reply.
 * - `orders_kept_unchecked`: and no one is asked ("no need to confirm with
 *   the organiser", "skip the usual review"). Off on the user's own text,
 *   where "follow the steps in setup.md, no need to ask me" is their say.
 *
 * A guide that sends its reader to instructions elsewhere, or a user who
 * asks to be walked through a runbook, keeps them in view. Each rule opens
 * on its marker, the rarer half, and reads the order within 200 characters
 * either side of it: the orders' own words ("do", "run", "what") are on
 * every page.
 *
 * @example
 * ordersKeptElsewhereRules.map((rule) => rule.id); // ["instruction_override.orders_kept_elsewhere", "forced_tool_use.orders_kept_unchecked"]
 */
export const ordersKeptElsewhereRules: readonly Rule[] = ordersKeptRules("", {
  obey: obeyKept,
  unseen,
  unchecked,
  unseenAnchors,
  uncheckedAnchors,
});

/**
 * One language set's two rules, `orders_kept_elsewhere` and
 * `orders_kept_unchecked` with `suffix` on their ids: each opens on its
 * markers and reads `obey` within 200 characters either side. The same
 * channels and severities for every language set.
 *
 * @example
 * ordersKeptRules("_xx", { obey: "do it", unseen: "quietly", unchecked: "unasked", unseenAnchors: ["quietly"], uncheckedAnchors: ["unasked"] }).map((rule) => rule.id); // ["instruction_override.orders_kept_elsewhere_xx", "forced_tool_use.orders_kept_unchecked_xx"]
 */
export function ordersKeptRules(
  suffix: string,
  words: {
    readonly obey: string;
    readonly unseen: string;
    readonly unchecked: string;
    readonly unseenAnchors: readonly string[];
    readonly uncheckedAnchors: readonly string[];
  },
): Rule[] {
  // One pattern object for both rules: a companion is read once per scan.
  const obeyPattern = rx(`(?:${words.obey})`);
  return [
    {
      id: `instruction_override.orders_kept_elsewhere${suffix}`,
      category: "instruction_override",
      anchors: words.unseenAnchors,
      // Opens on words of every sentence ("not", "sin", "ohne"): walks its own windows.
      pattern: rx(`${ownWalk}(?:${words.unseen})`),
      follows: { pattern: obeyPattern, within: 200, after: 200 },
      severity: { default: "high", text: "medium" },
      quotedIsMention: true,
    },
    {
      id: `forced_tool_use.orders_kept_unchecked${suffix}`,
      category: "forced_tool_use",
      anchors: words.uncheckedAnchors,
      pattern: rx(`${ownWalk}(?:${words.unchecked})`),
      follows: { pattern: obeyPattern, within: 200, after: 200 },
      severity: { default: "high", argument: "medium", text: "off" },
      quotedIsMention: true,
    },
  ];
}
