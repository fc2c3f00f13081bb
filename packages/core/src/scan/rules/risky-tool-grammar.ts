import { frag } from "../rule.js";

const { s, unlessUserConsents } = frag;
// A tool that moves money, data or rights, by a whole component of its name:
// `share_document`, `disable-mfa`, `payments.send`. "get_weather" and
// "list_branches" are ordinary routing and stay out.
const riskyStem = String.raw`(?:send|email|e-mail|mail|forward|upload|transfer|pay|payment|payments|wire|refund|delete|remove|destroy|wipe|purge|erase|grant|approve|merge|share|publish|post|invite|admin|permission|permissions|password|passwd|credential|credentials|secret|secrets|token|tokens|key|keys|mfa|2fa|exec|shell|bash|terminal|deploy|disable|revoke|webhook|purchase|checkout|withdraw|money|fund|funds|bank|wallet|sudo|reset|export|dump|execute|command|commands|cmd|eval|python|powershell|cancel|terminate|deactivate|suspend|unsubscribe|ban)`;
// "call \x60client.delete_user()\x60" and "the delete_user endpoint" are code and HTTP docs.
// A chat slash command names a tool too: "run /export-channel".
const identWith = (stem: string): string =>
  String.raw`[\x60'"]?\/?(?=(?:[a-z0-9]{1,24}[_.-]){0,3}${stem}(?![a-z0-9]))[a-z][a-z0-9]{0,24}(?:[_.-][a-z0-9]{1,16}){1,3}(?![a-z0-9_-]|\.[a-z0-9]|\(\))(?<!\.(?:sh|py|js|ts|rb|ps1|bat|exe|yml|yaml|json|txt|md))[\x60'"]?(?!${s}(?:endpoint|method|api|route|hook|command|script|job|migration|cli|flow|page|form|screen|button|wizard|dialog|workflow)s?\b)`;
const riskyIdent = identWith(riskyStem);
// "the payments tool", "your email tool", "the send_email function".
const riskyTool = String.raw`(?:(?:the|your)${s})?(?:${riskyIdent}(?:${s}(?:tool|function|action|plugin))?|(?:[a-z0-9_-]{1,16}${s})?${riskyStem}${s}(?:tool|function|plugin|integration))`;
/**
 * The verbs that call a tool, in the forms an order and a timing clause use
 * ("call", "invoking", "run", "executing"): a regex source, for the rules
 * that read a named tool's call (tool-steering.ts,
 * addressed-action.ts and waived-say.ts).
 *
 * @example
 * new RegExp(`^${callVerb}$`).test("invoking"); // true
 */
export const callVerb = String.raw`(?:call(?:ing)?|invok(?:e|ing)|us(?:e|ing)|run(?:ning)?|execut(?:e|ing)|trigger(?:ing)?|fir(?:e|ing)|open(?:ing)?)`;
// "The agent will call send_email for every alert" describes it.
const riskyCall = String.raw`${callVerb}(?<!\b(?:will|would|can|could|may|might|which|that|it|automatically)\s{1,5}${callVerb})${s}(?:the${s})?${riskyTool}`;
// A destination outside the conversation.
const outside = String.raw`(?:[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.|https?://|ftp://|www\.|\+?\d[\d ()-]{6,20}\d|(?:the${s}|this${s})?(?:wallet|account|iban)\b|#[a-z0-9_-]{2,40}|(?:all|every|each)${s}(?:of${s})?(?:the${s}|their${s}|the${s}user'?s${s}|your${s}|my${s})?contacts)`;
// Tools whose call a description never needs to force: money, deletion,
// rights. Fetching a token, starting an upload or an export, opening a shell
// session are ordinary prerequisites ("first call upload_init").
const dangerStem = String.raw`(?:pay|payment|payments|transfer|wire|refund|withdraw|purchase|checkout|wallet|fund|funds|money|bank|delete|remove|destroy|wipe|purge|erase|truncate|grant|approve|admin|revoke|disable)`;
const dangerIdent = identWith(dangerStem);
// An honest description routes a risky tool behind the user's consent.
const unlessConsent = unlessUserConsents(50);
// Words one of which every order of the tool-steering rules contains: a call
// verb, a deed verb or its object (deedWords in addressed-action.ts). Rules
// try their pattern only where one sits near an anchor.
const callWords = [
  "call",
  "invok",
  "use",
  "using",
  "run",
  "execut",
  "trigger",
  "fire",
  "firing",
  "open",
];

/**
 * The fragments the tool-steering rules share (tool-steering.ts,
 * addressed-action.ts, targeted-calls.ts): a risky or a dangerous tool by
 * its name, a call of a risky tool, the user's consent that excuses one, a
 * destination outside the conversation, and the call words the rules
 * require.
 *
 * @example
 * new RegExp(riskyToolGrammar.riskyIdent).test("send_email"); // true
 */
export const riskyToolGrammar = {
  riskyIdent,
  riskyTool,
  riskyCall,
  dangerIdent,
  unlessConsent,
  outside,
  callWords,
} as const;
