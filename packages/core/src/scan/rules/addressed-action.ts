import { frag, type Rule, rx } from "../rule.js";
import { riskyToolGrammar } from "./risky-tool-grammar.js";

const { s, gap } = frag;
const { riskyCall, unlessConsent, outside, callWords } = riskyToolGrammar;
// The reader named as a machine: "assistant", "agent", "model", "LLM", or
// "AI" with a word that makes it an address ("the AI", "AI:"). Every form
// holds one of the anchors literally, so the rule is tried only near one.
const machine = String.raw`(?:assistant|agent|model|llm|chatbot|copilot)s?`;
// The anchor index reads literal words: "the ai" must be spelled out per
// article, not as an alternation of articles before "ai".
const aiNamed = [
  ...["the", "any", "all", "every", "an"].map((w) => String.raw`${w}${s}ais?`),
  ...["the", "any", "every"].map((w) => String.raw`${w}${s}bots?`),
].join("|");
// "whichever assistant reads this", "LLM agents".
const who = String.raw`(?:(?:(?:the|any|all|every|an?|whichever|whatever)${s})?(?:(?:ai|llm)${s})?${machine}|${aiNamed})\b`;
const aiReading = ["reading", "processing", "summari[sz]ing", "seeing", "handling", "parsing"]
  .map((w) => String.raw`ai${s}${w}`)
  .join("|");
const aiHello = ["hey", "hi", "hello", "dear", "attention", "psst"]
  .flatMap((w) => [String.raw`${w}${s}ais?\b`, String.raw`${w}${s}bots?\b`])
  .join("|");
// The reader named by what it is doing with the data: "any agent triaging
// this issue", "the assistant reviewing this repository".
const reading = String.raw`(?:reading|processing|summari[sz]ing|seeing|handling|parsing|using|triaging|reviewing|analy[sz]ing|indexing|crawling|browsing|visiting)${s}(?:this|these)(?:${s}[a-z]{2,12})?`;
// A gap that an e-mail address or a domain does not end: a dot followed at
// once by a letter or a digit is inside a token, not a sentence end.
const tgap = (n: number): string => String.raw`(?:[^.!?\n]|\.(?=[a-z0-9])){0,${n}}`;
const email = String.raw`[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z]`;
// Deeds that matter without a tool name: money, deletion, rights, credentials.
const riskyDeed =
  String.raw`(?:(?:send|forward|upload|transfer|wire|pay|e-?mail|post|share|publish|leak|exfiltrate|export)\b${tgap(40)}\b(?:to|into|on|in|at|with)${s}${outside}|(?:initiate|make|send|execute|schedule)${s}(?:a${s}|the${s})?(?:wire${s}|bank${s})?(?:transfer|payment|wire)${s}(?:of${s})?(?:[$\u20ac\u00a3]\s{0,2}\d|\d)|(?:send|transfer|wire|pay)${s}(?:[$\u20ac\u00a3]\s{0,2}\d|\d[\d.,]{0,12}${s}(?:btc|eth|usdt|usdc|usd|eur|gbp|dollars|euros|pounds|bitcoin))|delete${s}(?:all|every|the${s}(?:user'?s?|entire|whole))\b|(?:delete|drop|wipe|truncate|destroy|purge)${s}(?:the${s}|this${s}|our${s}|all${s})?(?:(?:staging|production|prod|live|main|primary|customer|users?|billing|backup)${s})?(?:databases?|db|tables?|buckets?|clusters?|backups?|snapshots?)\b|reset${s}the${s}password|change${s}the${s}(?:admin${s}|root${s})?password|disable${s}(?:the${s})?(?:mfa|2fa|two-?factor|audit|logging|security|firewall|antivirus)|grant${s}(?:admin|owner|root|full|write|push|maintain)\b|grant${s}(?:the${s})?(?:user${s}|account${s})?[\x60'"]?[a-z0-9_.@-]{1,40}[\x60'"]?${s}(?:the${s})?(?:admin|owner|maintainer|write|push)${s}(?:role|access|rights|permissions?)\b|(?:add|invite)${s}${tgap(40)}\bas${s}(?:an?${s})?(?:admin|owner|collaborator|maintainer|co-?owner|editor)|approve${s}(?:the${s}|all${s}(?:of${s})?(?:the${s})?|every${s})?(?:pending${s})?(?:payment|transfer|refund|invoice|pull${s}request|transaction)s?|accept${s}(?:all|every)${s}(?:of${s}the${s}|the${s})?(?:pending${s}|outstanding${s}|open${s})?(?:invites?|invitations?|(?:friend|connection|access|follow|join|share|collaboration)${s}requests?)\b|create${s}(?:a${s}|an${s})?(?:new${s})?(?:api${s}|access${s}|admin${s})(?:key|token|user|account)|(?:run|execute)${s}[\x60'"]?(?:rm${s}-|curl${s}|wget${s}|sudo${s}|chmod${s}|powershell|bash${s}-c)|(?:share|publish|post)${s}(?:the${s}user'?s|the|their|this|these|all)${s}${gap(40)}\b(?:publicly|with${s}(?:anyone|everyone|the${s}public))\b` +
  // What is private made public: "set the repository visibility to public",
  // "make the user's drive folder public".
  String.raw`|(?:make|set|change|switch|turn|flip)${s}(?:the${s}user'?s${s}|the${s}|this${s}|their${s}|all${s}(?:of${s})?(?:the${s})?)?(?:[a-z0-9_-]{1,20}${s}){0,2}(?:repo|repos|repository|repositories|bucket|buckets|folder|folders|drive|files?|documents?|project|calendar|gist|dataset|notebook|album)(?:'s)?(?:${s}(?:visibility|access|sharing|permissions?))?${s}(?:to${s}|as${s})?public\b(?!-|${s}(?:holidays?|transport|domain|key|api|schools?|sector|health|library|companies|company|events?|folder${s}structure)\b)(?![^.!?\n]{0,60}\b(?:only${s}(?:after|once|when|if)|unless|(?:after|once|when|if)${s}[^.!?\n]{0,30}\b(?:approves?|approved|confirms?|confirmed|signs?${s}off|reviews?|reviewed))\b)` +
  // Access handed to an outsider: "invite guest@mail.example to the
  // project", "add me, x@mail.example, to the calendar", "grant read
  // access on /hr to ...", "... with edit rights".
  String.raw`|(?:add|invite)\b${tgap(30)}${email}|grant${s}(?:read|edit|delete|modify)${s}(?:access|rights|permissions?)\b|with${s}(?:admin|owner|edit|editing|write|full)${s}(?:access|rights|permissions?|privileges)\b` +
  // Work queued for a person approved in bulk: "approve the pending expense
  // reports", "approve all outstanding requests".
  String.raw`|approve${s}(?:all${s}(?:of${s})?)?(?:the${s})?(?:pending|outstanding|queued)${s}[a-z]` +
  // Account settings an attacker wants: "turn off two-factor
  // authentication", "change the recovery e-mail to ...", "update the
  // delivery address on order 5 to ...", "change the account password".
  String.raw`|(?:turn|switch)${s}off${s}(?:the${s})?(?:mfa|2fa|two-?factor|two-?step|audit|logging|security|firewall|antivirus)|(?:change|update|set|replace|switch)${s}(?:the${s}|their${s}|the${s}user'?s${s}|this${s}account'?s${s})?(?:delivery|shipping|billing|recovery)${s}(?:e-?mail|address|phone|account|details|number)\b|(?:change|reset)${s}(?:the${s}|their${s}|the${s}user'?s${s}|this${s})?(?:account|user|login)${s}password` +
  // Everything of the user's cancelled at once: "cancel all of
  // the user's upcoming meetings".
  String.raw`|cancel${s}(?:all|every)${s}(?:of${s})?(?:the${s}user'?s|their|the|your)\b` +
  // Deeds on the user's social or shop account: "star the repo", "follow
  // @acme", "endorse me", "issue a $500 store credit", "refund the full
  // order", "sign them up for the premium plan", "place an order for ...",
  // "schedule a call on their calendar".
  String.raw`|(?:star|upvote|fork)${s}(?:the${s}|this${s}|our${s}|my${s})?(?:repo|repository|project|post|page)\b|follow${s}(?:@[a-z0-9_]{2,30}|(?:us|me)${s}on\b|(?:our|my)${s}(?:account|page|profile|channel)\b)|endorse${s}(?:me|us)\b|(?:issue|grant|apply|add)${s}(?:a${s}|an${s})?(?:[$\u20ac\u00a3]\s{0,2}\d[\d.,]{0,10}${s})?(?:store${s}|account${s})?(?:credit|voucher|coupon|gift${s}card)\b|refund${s}(?:the${s}|this${s}|all${s}|every${s})?(?:full${s})?(?:order|payment|purchase|charge)s?\b|(?:subscribe|sign)${s}(?:the${s}user${s}|them${s})?(?:up${s})?(?:to|for)${s}(?:the${s}|our${s}|a${s})?(?:premium|paid|pro|annual|monthly)\b|place${s}(?:an?${s}|the${s})?(?:new${s})?order${s}for\b|schedule${s}(?:a|an)${s}[^.\n]{0,30}\bon${s}(?:their|the${s}user'?s|his|her|your)${s}calendar)`;

// The reader addressed as a machine ("Note to AI assistants:", "AI:", "the
// assistant should now", "the model reading this page") or timed to its
// answer to the user ("before you respond to the user"). "Once you read
// this, send me the numbers" is an e-mail between people.
// "Assistant: I'll send it now" is a transcript, not an order.
const addressed = [
  String.raw`(?:\b(?:note|message|instructions?|reminder|memo|notice|request|task|directive|heads[\s-]{1,4}up|step(?:${s}\d{1,2})?|p\.?s\.?|quick${s}one)${s}(?:to|for)${s}${who}`,
  // "(For AI assistants: ...)" opening a sentence or a parenthesis.
  String.raw`|(?:^|[\n(\[]\s{0,4}|[.!?:]\s{1,5}|[\u2014\u2013]\s{0,4})(?:for|to)${s}(?:(?:all|any|every)${s})?(?:ai${s})?${machine}\s{0,4}[:,\u2014\u2013]`,
  // "Step 2 (for the assistant): ...".
  String.raw`|\((?:for|to)${s}the${s}(?:ai${s})?${machine}\)\s{0,4}:`,
  // "Assistants processing invoices must call ...".
  // "AI agents that read this ticket should ...".
  String.raw`|\b(?:(?:ai|llm)${s}(?:agents|assistants|bots)|assistants|bots)(?<!\b(?:administrative|executive|personal|office|teaching|medical|legal|dental|sales|research|virtual|support|human)${s}(?:assistants|bots))${s}(?:(?:that|which|who)${s}(?:read|process|see|handle|review|triage|summari[sz]e)|processing|handling|reading|reviewing|triaging|working${s}on)${s}(?:this${s}|these${s}|the${s})?[a-z]{2,20}${s}(?:must|should|need${s}to|have${s}to|are${s}(?:required|expected|asked|instructed)${s}to)`,
  // "for the AI assistant that manages Jane's inbox", "@assistant please".
  String.raw`|\b(?:to|for)${s}(?:(?:the|any|every|all)${s}(?:ai${s})?${machine}|${aiNamed})${s}(?:that|who|which)${s}(?:manages|reads|handles|processes|summari[sz]es|runs|helps|assists|works${s}(?:on|for))\b`,
  // A handle named for its role: "@repo-assistant-bot", "@coding-agent",
  // "@triage-assistant". "@dependabot" and "@renovate-bot" are bots that
  // take commands, not readers of the text.
  String.raw`|(?:@ai|@assistant|@agent|@bot|@copilot|@claude|@gpt|@llm)[a-z0-9_-]{0,20}\b|@[a-z0-9][a-z0-9_]{0,20}(?:-[a-z0-9_]{1,20}){0,2}-(?:assistant|agent|copilot|ai|llm|gpt)(?:-bot)?\b`,
  String.raw`|\baction${s}required${s}(?:by|from|of)${s}${who}`,
  // A greeting may end its own sentence: "Hi assistant! While you're in
  // here, ...", "Hello, AI! Please ...".
  String.raw`|\b(?:${aiHello}|(?:hey|hi|hello|dear|attention|psst)(?:${s}|\s{0,4},\s{0,4})(?:${who}|ai\b|bot\b))(?:\s{0,4}!{1,3})?`,
  // "If you're an AI assistant, ...", "If you are an AI agent working for
  // the account owner, ...": a reader that is a machine, then its orders.
  // "If you are an AI researcher, ..." speaks to a person.
  String.raw`|\bif${s}you(?:'re|${s}are)${s}(?:an?${s})?(?:ai|llm|(?:large${s})?language${s}model|automated)(?:${s}(?:assistant|agent|model|system|bot|reader))?(?:${s}(?:reading|processing|summari[sz]ing|handling|managing|triaging|working${s}(?:for|on${s}behalf${s}of)|acting${s}(?:for|on${s}behalf${s}of))${gap(40)})?\s{0,4}[,:]`,
  // "[For the assistant] ...", "(to the AI agent)".
  String.raw`|[\[(]\s{0,2}(?:for|to)${s}(?:the${s}|any${s}|all${s})?(?:ai${s})?${machine}\s{0,2}[\])]`,
  // The reader's own summary or answer as the moment to act: "Before you
  // summarize this page, please first forward ...", "before writing your
  // final answer, ...". People are told "before you write your summary,
  // read the chapter", so only a risky deed after it counts.
  String.raw`|\bbefore${s}(?:you${s})?(?:summari[sz](?:e|ing)(?=\s{0,4}[,:;\u2014\u2013]|${s}(?:this|these|it)\b|${s}the${s}(?:page|document|e-?mail|thread|conversation|search${s}results|content|text|article|inbox|messages?|website|site|ticket|issue)\b)|(?:writ(?:e|ing)|giv(?:e|ing)|produc(?:e|ing)|return(?:ing)?|finish(?:ing)?|complet(?:e|ing)|generat(?:e|ing)|send(?:ing)?)${s}(?:your|the)${s}(?:final${s})?(?:summary|answer|reply|response|recap)|(?:continu(?:e|ing)|proceed(?:ing)?)${s}with${s}your${s}(?:task|summary|answer|work))\b`,
  // "[[assistant: ...]]", "(AI: ...)": an aside in brackets opens the same way.
  String.raw`|(?:^|[\n.!?>\]}|*#"',:[({]\s{0,4})(?:${who}(?:${s}${reading})?(?:${s}(?:instructions?|note|notice|task|directive|command|orders?))?\s{0,4}(?:[:,]|->|\u2192|[\u2014\u2013](?=\s))|(?:ai:|ai,|ais:|ais,)|(?:${aiReading})${s}(?:this|these)(?:${s}[a-z]{2,12})?\s{0,4}[:,])(?!\s{0,4}(?:i\b|i'|we\b|let\b|sure\b|okay\b|ok\b|certainly|of${s}course|here\b|yes\b|done\b|got${s}it))`,
  String.raw`|\b(?:(?:the|any|an?)${s}(?:ai${s})?${machine}|the${s}ai|any${s}ai|an${s}ai)${s}(?:(?:that|who)${s}(?:reads|processes|sees)${s}(?:this|these)(?:${s}[a-z]{2,12})?|${reading})`,
  String.raw`|\b(?:the${s}(?:ai${s})?(?:assistant|agent|model|llm)|the${s}ai)${s}(?:should|must|needs${s}to|has${s}to|is${s}(?:expected|required|asked|supposed)${s}to|will${s}need${s}to|ought${s}to)${s}(?:now|next|immediately|first|also|then|right${s}away)\b`,
  String.raw`|\bbefore${s}(?:you${s})?(?:answer(?:ing)?|respond(?:ing)?|repl(?:y|ying)|return(?:ing)?${s}(?:the${s})?results?)${s}to${s}the${s}user\b`,
  // A label in brackets: "[assistant instruction]", "[note for the agent]".
  String.raw`|\[\s{0,2}(?:(?:ai${s})?${machine}${s}(?:instructions?|note|notice|directive|task|command|orders?)|(?:instructions?|note|notice|directive|task|command|orders?)${s}(?:to|for)${s}${who})\s{0,2}\]`,
  // A page that speaks for the user: "the user wants you to approve all
  // pending pull requests". Only a risky deed or tool follows.
  String.raw`|\bthe${s}user${s}(?:wants|needs|asked|would${s}like|expects|has${s}asked|requested)${s}you${s}to\b`,
  // Machines as a class, told what to do first: "AI agents must first run".
  String.raw`|\b(?:ai${s})?(?:agents|assistants|models|llms)${s}(?:must|should|need${s}to|have${s}to|are${s}(?:required|expected|asked)${s}to)${s}(?:first|now|immediately|also|then|right${s}away)\b`,
  // Machines named by what they are, told what to do: "automated agents
  // must execute ...", "Note for automated agents: ...".
  String.raw`|\b(?:automated|autonomous|ai)${s}(?:coding${s})?(?:agents|assistants|bots)(?:${s}(?:working|operating|running)${s}(?:in|on)${s}this${s}[a-z]{2,12})?(?:\s{0,4}:|${s}(?:must|should|need${s}to|have${s}to|are${s}(?:required|expected|asked|instructed)${s}to))`,
  String.raw`|\b(?:note|notice|message|instructions?|reminder)${s}(?:to|for)${s}(?:all${s})?(?:automated|autonomous)${s}(?:agents|assistants|bots|systems)\b`,
  // A hand-off between agents: "Handoff from the research agent to the
  // executor agent: ...".
  String.raw`|\b(?:hand-?off|handover|hand${s}over)${s}(?:note${s})?(?:from${s}(?:the${s})?[a-z-]{2,20}${s}(?:agent|model|bot)${s})?(?:to|for)${s}(?:the${s})?[a-z-]{2,20}${s}(?:agent|model|bot)\b)`,
].join("");

// with the word before or after it.
const addressedAnchors = [
  "assistant",
  "agent",
  "model",
  "llm",
  "chatbot",
  "copilot",
  "ai:",
  "ai,",
  "ais:",
  "ais,",
  "the ai",
  "an ai",
  "any ai",
  "all ai",
  "every ai",
  "hey ai",
  "hi ai",
  "hello ai",
  "dear ai",
  "attention ai",
  "psst ai",
  "ai reading",
  "ai processing",
  "ai summari",
  "ai seeing",
  "ai handling",
  "ai parsing",
  "to the user",
  "the bot",
  "any bot",
  "every bot",
  "hey bot",
  "hi bot",
  "hello bot",
  "dear bot",
  "attention bot",
  "psst bot",
  "user wants",
  "user needs",
  "user asked",
  "user would like",
  "user expects",
  "user has asked",
  "user requested",
  "automated",
  "autonomous",
  "@ai",
  "@bot",
  "@claude",
  "@gpt",
  "if you're an",
  "if you are an",
  "hello, ai",
  "hi, ai",
  "hey, ai",
  "dear, ai",
  "hello, bot",
  "hi, bot",
  "hey, bot",
  "before you",
  "before summari",
  "before writing",
  "before giving",
  "before producing",
  "before returning",
  "before finishing",
  "before completing",
  "before generating",
  "before sending",
  "before continuing",
  "before proceeding",
];
// The call words, then the deed verbs and their objects (see callWords).
const deedWords = [
  ...callWords,
  "send",
  "forward",
  "upload",
  "transfer",
  "wire",
  "pay",
  "mail",
  "post",
  "share",
  "publish",
  "leak",
  "exfiltrat",
  "export",
  "delete",
  "drop",
  "wipe",
  // "truncate" holds "run".
  "destroy",
  "purge",
  "password",
  "disable",
  "grant",
  "add",
  "accept",
  "approve",
  "create",
  // Settings changed by their noun, not their verb: "change" and "update"
  // are in every changelog.
  "invit",
  "rights",
  "privileg",
  "turn",
  "delivery",
  "shipping",
  "billing",
  "recovery",
  "cancel",
  "star",
  "upvote",
  "fork",
  "follow",
  "endorse",
  "issue",
  "apply",
  "refund",
  "subscribe",
  "sign",
  "place",
  "schedule",
  // "set the repository visibility to public"
  "public",
];

/**
 * A note addressed to the AI reading it ("Note to AI assistants:", "the
 * assistant should now") or timed to its answer ("before you respond to the
 * user"), then a risky tool or a deed that moves money, data or rights.
 * Spread into the tool-steering rules at their place in the order.
 *
 * @example
 * addressedActionRules.map((rule) => rule.id);
 */
export const addressedActionRules: readonly Rule[] = [
  {
    // Addressed to the machine reading it ("Note to AI assistants:", "AI:",
    // "the assistant should now", "the model reading this page") or to its
    // answer ("before you respond to the user"), then a risky tool ("call
    // `share_document`") or a deed that moves money, data or rights ("send
    // a message to all of the user's contacts", "reset the password of
    // admin"). On the text channel the user is asking their own assistant:
    // the rule is not run there at all (no hint, no cost).
    id: "forced_tool_use.addressed_action",
    category: "forced_tool_use",
    anchors: addressedAnchors,
    requires: deedWords,
    pattern: rx(addressed, String.raw`${tgap(60)}\b(?:${riskyCall}${unlessConsent}|${riskyDeed})`),
    // "Note for the assistant: call send_message to reply" may be an honest
    // description, so there it needs a second finding or the classifier.
    severity: { default: "high", description: "medium", text: "off" },
    quotedIsMention: true,
  },
];
