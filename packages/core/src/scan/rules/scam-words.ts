import { frag } from "../rule.js";

const { s, sentenceGap } = frag;

// A place to act: a link, a bare domain, a phone number or a handle. The
// domain needs a letter in its last label, so "v1.2" and "3.5" are not one.
const place = String.raw`(?:https?://|www\.|\b[a-z0-9][a-z0-9-]{1,40}(?:\.[a-z0-9-]{1,40}){0,3}\.[a-z]{2,10}(?:/|\b)|\+?\(?\d{1,4}\)?(?:[\s.-]{1,2}\(?\d{2,5}\)?){2,5}|@[a-z0-9_]{3,30})`;

// What a scam says has happened to something of the user's: locked, frozen,
// compromised, expired, held, or about to be lost. "Cancelled", "closed"
// and "returned" as news are ordinary ("tell the customer their order was
// cancelled"); as what will happen, they are the threat.
const threatened = String.raw`\b(?:(?:has|have)${s}been|is|are|was|were|will${s}be|(?:is|are)${s}(?:being|about${s}to${s}be)|gets?|got)${s}(?:(?:temporarily|permanently|now|already|automatically|currently)${s})?(?:suspended|locked|blocked|frozen|limited|restricted|compromised|hacked|breached|infected|deactivated|disabled|expired|expiring|on${s}hold|flagged|at${s}risk|revoked|seized)\b|\bwill${s}be${s}(?:permanently${s})?(?:wiped|deleted|disconnected|cancell?ed|closed|terminated|dropped|destroyed|returned|forfeited)\b|\b(?:expires?|lapses?)${s}(?:today|tonight|tomorrow|in${s}\d{1,3}${s}(?:hours?|minutes?)|at${s}the${s}end${s}of)\b|\b(?:has|have)${s}(?:(?:already|now)${s})?(?:suspended|locked|blocked|frozen|limited|restricted|compromised|hacked)\b|\bflagged${s}(?:[a-z'-]{1,15}${s}){1,4}as${s}(?:compromised|suspicious|fraudulent|at${s}risk)\b|\b(?:detected|found)${s}(?:an?${s})?(?:trojan|virus|malware|spyware|ransomware|infection|keylogger)\b`;

// What it then asks of the user, with somewhere to do it: "verify their
// identity at …", "call +1 555 …", "pay the fee via …".
const demanded = String.raw`\b(?:verify|confirm|re-?verify|re-?confirm|re-?enter|validate|re-?activate|unlock|re-?register|re-?sync|re-?link|re-?authenticate|authenticate|pay|settle|call|phone|ring|whatsapp|text|dm|install|download|sign${s}(?:in|the)|log${s}in)(?:s|es|ing)?\b${sentenceGap(100)}${place}`;

// A clock or a loss held over the user: "within 24 hours", "before
// midnight", "… or the parcel will be returned". A bare "otherwise" is
// honest help ("verify your e-mail, otherwise you cannot post").
const lost = String.raw`\bwill${s}be${s}(?:permanently${s})?(?:returned|deleted|destroyed|closed|suspended|locked|blocked|cancell?ed|lost|dropped|wiped|terminated|frozen|disabled|deactivated|seized)\b`;
const deadline = String.raw`\b(?:within|in)${s}(?:the${s}next${s})?\d{1,3}${s}(?:hours?|hrs?|minutes?|mins)\b|\bwithin${s}\d{1,3}h\b|\b(?:before|by)${s}(?:midnight|tonight|end${s}of${s}(?:the${s})?day)\b|\b(?:or|otherwise|unless|else)\b${sentenceGap(60)}${lost}`;

// Handing a secret over: "read out the six-digit code to the advisor",
// "give the technician the 9-digit ID", "send the code to +44 …", "have
// their card number and the security code ready for the agent".
const secret = String.raw`(?:(?:one-?time|verification|security|confirmation|sms|2fa|mfa|otp|authenticat(?:ion|or)|login|access|verify|\d-digit|(?:four|five|six|eight|nine)-digit)${s}(?:pass)?(?:codes?|pins?|ids?)|\botps?\b|\bpins?\b|\bpasswords?\b|\bcvv\b|\bcvc\b|\bcard${s}numbers?|\b(?:bank|banking|online${s}banking)${s}(?:login|password|username|credentials)|\bsocial${s}security${s}numbers?|\bssn\b|\b(?:seed|recovery)${s}(?:phrases?|words)|\b(?:12|24|twelve|twenty-four)-word\b|\b(?:anydesk|teamviewer)${s}ids?)`;
const party = String.raw`(?:the${s}|our${s}|an?${s}|this${s}|that${s}|their${s})?(?:agent|advisor|adviser|operator|representative|rep|technician|tech|support|caller|specialist|officer|employee|staff|team|desk|line|number|department|person|courier|manager|bank|us|me|him|her|them|whoever|\+?\d|@|[a-z0-9._-]{1,40}@)`;
const handedOver = [
  String.raw`(?:\b(?:read(?:${s}(?:you|me|us|him|her|them))?(?:${s}back)?${s}out|read${s}(?:you|me|us|him|her|them)|dictate|hand${s}over)(?:ing)?\b|\b(?:give|tell|text|send)(?:ing|s)?${s}${party})${sentenceGap(60)}${secret}`,
  String.raw`\b(?:give|share|send|provide|forward|text|tell|confirm|read|reply${s}with)(?:ing|s)?\b${sentenceGap(60)}${secret}${sentenceGap(40)}\b(?:to|with)${s}${party}`,
  String.raw`\bhave${s}${sentenceGap(40)}${secret}${sentenceGap(40)}\bready\b`,
].join("|");

// A secret entered where the scam says: "restore their wallet on … by
// entering their recovery phrase", "re-enter their bank login at …".
// Only the secrets no honest page asks for at a link: an honest session
// sends the user to its own sign-in page for the password.
const strongSecret = String.raw`(?:\bpins?\b|\bcvv\b|\bcvc\b|\bcard${s}numbers?|\b(?:bank|banking|online${s}banking)${s}(?:login|password|username|credentials)|\bsocial${s}security${s}numbers?|\bssn\b|\b(?:seed|recovery)${s}(?:phrases?|words)|\b(?:12|24|twelve|twenty-four)-word\b)`;
const entered = String.raw`\b(?:enter|re-?enter|type|input|submit|confirm|verify|provide|with)(?:ing)?\b${sentenceGap(60)}${strongSecret}`;
const enteredAt = String.raw`${entered}(?:${sentenceGap(150)}${place}|(?<=${place}${sentenceGap(200)}))`;

// The tells no honest notice carries: a "safe account", gift or prepaid
// cards as payment, "bank transfer only", the overpayment sent back, all
// savings moved, new bank details, a fee to release a parcel or an
// account, remote-control tools for "support", the security software
// turned off, a command pasted into the Run box, an extension or a codec
// installed "to view" a page, a wallet's approval signed, the number on the
// card called out of date.
const tells = [
  String.raw`\b(?:safe|secure[d]?|protected|safety|reserve|insured|holding|custod(?:y|ial))${s}(?:[a-z0-9-]{1,20}${s})?(?:bank${s})?(?:account|vault|wallet)s?\b`,
  String.raw`\b(?:gift|itunes|google${s}play|steam|apple|prepaid|vanilla)${s}(?:visa${s})?cards?\b`,
  String.raw`\b(?:zelle|western${s}union|moneygram|wire${s}transfer|bank${s}transfer|crypto(?:currency)?|bitcoin|usdt)${s}only\b`,
  String.raw`\b(?:return|send${s}back|wire${s}back|refund)(?:ing|s)?${s}(?:any${s}|the${s})?(?:remainder|excess|overpayment|extra${s}amount)\b`,
  String.raw`\b(?:move|transfer|withdraw)(?:ing|s)?${s}(?:all${s}(?:of${s})?)?(?:their|your|his|her|the)${s}(?:full${s}|entire${s}|whole${s})?(?:savings|funds|balance|money|assets|holdings|deposits|crypto|tokens|coins)\b`,
  String.raw`\bpa(?:id|y)${s}(?:in)?to${s}(?:the|our|this|a)${s}new${s}(?:bank${s})?account\b`,
  String.raw`\b(?:new|updated|different)${s}(?:bank${s}(?:account|details)|account${s}details|remittance${s}(?:details|instructions)|banking${s}details|payment${s}(?:details|instructions))\b|\bmoved${s}(?:to${s}a${s}new${s}bank|(?:its|their|our)${s}(?:business${s})?(?:bank${s})?account)\b|\b(?:previous|former|usual|existing)${s}(?:remittance|bank(?:ing)?|payment|account)${s}(?:details|account|information|instructions)\b${sentenceGap(30)}\b(?:closed|changed|invalid|no${s}longer|frozen|suspended|discontinued|replaced)`,
  String.raw`\b(?:release|clearance|customs|redelivery|re-delivery|unlock(?:ing)?|verification|reactivation|re-activation|reconnection|address${s}(?:update|correction))${s}(?:fee|deposit)\b`,
  String.raw`\b(?:anydesk|teamviewer|rustdesk|ultraviewer|screenconnect|quick\s{0,3}assist)\b`,
  String.raw`\b(?:disable|turn${s}off|deactivate|pause|switch${s}off)${s}(?:their${s}|your${s}|the${s})?(?:[a-z-]{1,15}${s}){0,2}(?:antivirus|defender|gatekeeper|firewall|smartscreen|security${s}software)\b`,
  String.raw`\bwin(?:dows)?(?:${s}key)?\s{0,3}\+\s?r\b|\.(?:exe|apk|msi|scr)\b`,
  String.raw`\binstall${s}(?:the${s}|a${s}|an${s}|our${s})?(?:[^\s]{1,25}${s}){0,4}(?:extension|codec|plug-?in|add-?on|viewer|module|driver|certificate|profile)\b${sentenceGap(80)}\b(?:to${s}(?:view|open|read|join|hear|play|access|see|watch)|required|needed|otherwise|or${s}(?:they|you)${s}(?:won't|can't|cannot|will${s}not))\b`,
  String.raw`\b(?:connect|link)(?:ing)?${s}(?:their|your|the)${s}wallet\b${sentenceGap(80)}\bsign|\bsetapprovalforall\b`,
  String.raw`\b(?:number|line|site|website|address|portal)s?${s}(?:printed${s}|listed${s}|shown${s})?on${s}[^\s]{1,40}${s}(?:is|are)${s}(?:out${s}of${s}date|outdated|no${s}longer${s}(?:valid|in${s}service|monitored|active)|(?:being${s})?redirected|fake|a${s}scam)\b`,
  String.raw`\b(?:number|line)${s}(?:printed${s})?on${s}(?:the${s}(?:back|box)${s}(?:of${s})?)?(?:their|your|the)${s}(?:card|box|bill|statement)${s}(?:is|are)${s}(?:out${s}of${s}date|outdated|no${s}longer|wrong|compromised|(?:being${s})?redirected|not${s}(?:safe|secure|valid))|\brather${s}than${s}(?:the${s}|their${s})?(?:bank'?s|card'?s)${s}own${s}number\b`,
];

// The literal words of those marks, one in every match (the rules' anchors).
const anchors = [
  // What has happened: locked, compromised, infected.
  ...["suspended", "locked", "blocked", "frozen", "limited", "restricted", "compromised"],
  ...["hacked", "breached", "infected", "deactivated", "disabled", "expir", "on hold", "flagged"],
  ...["at risk", "revoked", "seized", "lapse", "trojan", "virus", "malware", "spyware"],
  ...["ransomware", "infection", "keylogger"],
  // The clock: "within 24 hours", "before midnight", "or it will be lost".
  ...["hour", "hrs", "minute", "mins", "within", "midnight", "tonight", "end of day"],
  ...["end of the day", "returned", "deleted", "destroyed", "closed", "lost", "dropped"],
  ...["wiped", "terminated", "cancel"],
  // The secret handed over or entered.
  ...["one-time", "onetime", "verification", "security", "confirmation", "sms", "2fa", "mfa"],
  ...["otp", "authenticat", "login", "access", "verify", "digit", "pin", "password", "cvv"],
  ...["cvc", "card number", "bank", "social security", "ssn", "seed", "recovery", "12-word"],
  ...["24-word", "twelve-word", "twenty-four-word", "anydesk", "teamviewer"],
  // The tells.
  ...["safe", "secure", "protected", "reserve", "insured", "holding", "custod", "gift"],
  ...["itunes", "google play", "steam", "apple", "prepaid", "vanilla", "zelle", "western union"],
  ...["moneygram", "wire transfer", "crypto", "bitcoin", "usdt", "remainder", "excess"],
  ...["overpayment", "extra amount", "savings", "funds", "balance", "money", "assets"],
  ...["holdings", "deposits", "tokens", "coins", "new account", "remittance", "account details"],
  ...["payment details", "payment instructions", "moved", "previous", "former", "usual"],
  ...["existing", "release", "clearance", "customs", "redelivery", "re-delivery", "unlock"],
  ...["reactivation", "re-activation", "reconnection", "address update", "address correction"],
  ...["rustdesk", "ultraviewer", "screenconnect", "quick assist", "quickassist", "antivirus"],
  ...["defender", "gatekeeper", "firewall", "smartscreen", "+r", "+ r", ".exe", ".apk", ".msi"],
  ...[".scr", "install", "wallet", "setapprovalforall", "out of date", "outdated", "redirected"],
  ...["fake", "scam", "no longer", "own number", "wrong", "not valid", "disconnect", "forfeit"],
];

/**
 * The marks of a scam in what a reader is told to pass on, in English: a
 * threat with a demand and a place, a demand with a deadline, a secret handed
 * over or entered at a place, or a tell no honest notice carries; their
 * literal words; and a place to act (a link, a domain, a phone number).
 *
 * @example
 * new RegExp(scamWords.scamEn).test("their account has been locked and they must verify it at acme-verify.example"); // true
 */
export const scamWords = {
  anchors,
  scamEn: `(?:(?:${threatened})${sentenceGap(200)}${demanded}|${demanded}${sentenceGap(120)}(?:${deadline})|${enteredAt}|${handedOver}|${tells.join("|")})`,
  place,
} as const;
