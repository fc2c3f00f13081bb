import type { Channel, ScanCategory, Severity } from "../scan-result.js";

/**
 * One declarative detection rule. `pattern` runs over the normalized,
 * lower-cased text; every quantifier in it is bounded or over a single
 * character class, so a match attempt costs a bounded number of steps and a
 * whole scan stays linear. `anchors` are literal words of which at least one
 * must occur for the rule to be tried at all (a native substring search that
 * keeps benign text cheap). `severity` may differ per channel; `"off"` skips
 * the rule on that channel.
 *
 * @example
 * const rule: Rule = {
 *   id: "concealment.do_not_tell",
 *   category: "concealment",
 *   anchors: ["tell"],
 *   pattern: /\bdo not tell the user\b/g,
 *   severity: { default: "high" },
 * };
 */
export interface Rule {
  readonly id: string;
  readonly category: ScanCategory;
  readonly anchors: readonly string[];
  /** A second anchor group: when given, one of these must also occur near an anchor. */
  readonly requires?: readonly string[];
  readonly pattern: RegExp;
  readonly severity: { readonly default: Severity | "off" } & Partial<
    Record<Channel, Severity | "off">
  >;
  /**
   * When the match sits inside quotation marks on these channels it is a
   * mention (documentation quoting an attack), not a use: reported as `low`.
   */
  readonly quotedIsMention?: boolean;
  /**
   * Jailbreak prompts quote their own markers ("DAN stands for "do anything
   * now""), so for these rules only a discussion context makes a mention.
   */
  readonly mentionNeedsContext?: boolean;
  /**
   * A match counts only where a match of `pattern` ends at most `within`
   * characters before it (or inside it): an order and whom it is for, ahead
   * of the code it hands over. With `after`, one that starts at most `after`
   * characters past its end counts too: a pretext given before an order or
   * after it ("no need to ask me, my boss approved it"). Checked against
   * every match of `pattern` in the whole text, found once per scan, so a
   * page dense with matches costs one pass, not a look back from each.
   */
  readonly follows?: {
    readonly pattern: RegExp;
    readonly within: number;
    readonly after?: number;
  };
  /**
   * A match does not count where a match of `unless` covers its start
   * (begins before it and ends at or after it): the question, prohibition
   * or report it stands in ("how do I run it without confirmation?",
   * "never run DROP without asking"). Found once per scan, as `follows`,
   * so a guard that would look back from every position is read once.
   */
  readonly unless?: RegExp;
}

/**
 * Compiles a rule pattern from source fragments: global, over lower-cased text.
 *
 * @example
 * const re = rx(String.raw`\bignore\b`); // /\bignore\b/g
 */
export function rx(...parts: string[]): RegExp {
  // No `u` flag: the normalized text is matched as plain code units, and V8's
  // non-unicode matcher is measurably faster.
  return new RegExp(parts.join(""), "g");
}

/**
 * The most whitespace characters between two words of a phrase, in the
 * rules (`frag.s`) and in multi-word anchors alike. Five, not four: V8
 * unrolls a repeat whose optional part is three or fewer (`\s{1,4}` becomes
 * `\s(?:\s(?:\s\s?)?)?`) and then emits the rest of the pattern again after
 * each choice, which made the rules about five times the native code (344 MB
 * over both string widths); four optional characters compile to one
 * counted loop.
 *
 * @example
 * new RegExp(String.raw`make\s{1,${maxWordGap}}sure`);
 */
export const maxWordGap = 5;

// The stems of verbs that move data somewhere ("send", "sent", "shares",
// "uploaded", "copies", "stored"), for notDenied.
// "enter" and "type": a form's "do not enter passwords in the Comments field".
const dataVerb = String.raw`(?:send|sent|forward|upload|post|transmit|shar|leak|submit|cop(?:y|ie)|e-?mail|mail|pass|includ|stor|sync|export|collect|transfer|disclos|expos|pipe|push|enter|type)`;
// Those that are seldom nouns: a later one in the clause is a new order
// ("we don't store it, we send it to ..."); "a copy of" is not.
const sendVerb = String.raw`(?:send|sent|forward|upload|transmit|shar|leak|submit|e-?mail|export|transfer|pipe)`;

// Whose say-so an order waits on, and the word for it: "the user's explicit
// approval", "their written consent", "prior permission".
const consentWait = String.raw`(?:(?:the\s{1,5})?user'?s\s{1,5}|their\s{1,5}|(?:an?\s{1,5})?explicit\s{1,5}|prior\s{1,5}|written\s{1,5}){0,3}(?:consent|approval|confirmation|permission|go-?ahead|sign-?off)`;

// Where an order's verb can stand: a clause's start, or after a word that
// leads into an order ("please", "then", "must", "to").
const leadInto = (words: string): string =>
  String.raw`(?:^|[\n:;,.!?(\[\u2013\u2014-]|\b(?:${words})\b)\s{0,5}`;
const clauseLead = leadInto(
  String.raw`and|then|please|always|just|simply|directly|also|only|must|should|shall|to|will|kindly|immediately|and\s{1,5}then`,
);
const clauseStart = String.raw`(?<=${clauseLead})`;
const sentenceEnd = String.raw`[.!?](?:\s|$)`;
const gapWithout = (stop: string, n: number): string => String.raw`(?:(?!${stop})[^\n]){0,${n}}?`;
/**
 * Fragments shared by the rule sets (each bounded).
 *
 * @example
 * rx(String.raw`\byou${frag.s}must${frag.s}call${frag.s}`, frag.ident);
 */
export const frag = {
  /**
   * Word end in the folded Latin scripts (the normalizer leaves them as
   * a-z): JS `\b` reads ASCII only, and a folded word needs no more.
   */
  wordEnd: "(?![a-z])",
  /**
   * Put first in a pattern: a start literal beyond ASCII keeps the rule out
   * of the candidate automaton every scan walks (prefix-candidates.ts), so
   * it walks its own windows, near its anchors, on the channels it runs on.
   * For rules whose start words ("no", "sin", "already") would be
   * candidates at nearly every sentence, or whose literals would grow that
   * automaton past its fast size, on every channel. The normalizer removes
   * U+200B, so the optional character never matches.
   */
  ownWalk: String.raw`\u200b?`,
  /** A tool identifier: snake_case, kebab, dotted or camelCase-with-separator, or "the X tool". */
  // "The model must call the specified tool" (tool_choice docs) names no tool.
  // "You must call set_event_loop() to ..." is API documentation: a name
  // followed by empty call parentheses is code, not a tool.
  ident: String.raw`(?:[a-z][a-z0-9]{0,40}(?:[_.][a-z0-9]{1,40}){1,6}(?![a-z0-9_]|\.[a-z0-9]|\(\))|the\s{1,5}(?!(?:specified|given|selected|chosen|provided|requested|appropriate|relevant|same|correct|right|named|corresponding|following|next|first|other|required|desired|respective|forced|new)\s)[a-z][a-z0-9_.-]{0,60}\s{1,5}(?:tool|function))`,
  /**
   * Put just before an English verb: it stands where an order's verb
   * can (a clause's start, or after "please", "then", "must", "to").
   */
  clauseStart,
  /**
   * A clause's start, or just after one of `words` (a pattern source, for a
   * lookbehind): where a rule with its own lead words reads an order's verb.
   */
  leadInto,
  /**
   * One of `verbs` standing where an order's verb can, read back from the
   * verb: a pattern that opens on a lookbehind tries it at every position,
   * one that opens on its verbs only where they are. Not after "not" or
   * "never" ("you agree not to circumvent rate limits"). `lead` (a
   * lookbehind source, as `leadInto` builds) replaces the clause's start.
   */
  orderVerb: (verbs: string, lead: string = clauseLead): string =>
    String.raw`\b(?:${verbs})\b(?<=${lead}(?:${verbs}))(?<!\b(?:not|never|nor|n't|dont|cannot)\s{1,5}(?:[a-z-]{1,20}\s{1,5})?(?:${verbs}))`,
  /**
   * A word or phrase of a list as a pattern source: its spaces a word gap,
   * its dots literal ("code sms", ".exe").
   */
  phrase: (word: string): string =>
    word.replaceAll(" ", String.raw`\s{1,${maxWordGap}}`).replaceAll(".", "\\."),
  /** Up to N characters without crossing a sentence end. */
  gap: (n: number) => String.raw`[^.!?\n]{0,${n}}`,
  /** Whitespace between words: one to {@link maxWordGap} characters. */
  s: String.raw`\s{1,${maxWordGap}}`,
  /** Up to N characters, lazily, within one paragraph (no blank line). */
  paragraph: (n: number) => String.raw`(?:(?!\n\s{0,8}\n)[\s\S]){0,${n}}?`,
  /**
   * A sentence's end: a stop followed by whitespace or the text's end. The
   * dots of an address, a domain or a version ("ops@relay.example",
   * "v1.2") do not end it.
   */
  sentenceEnd,
  /** Up to N characters of one line, lazily, none of them where `stop` starts. */
  gapWithout,
  /** Up to N characters, lazily, within one sentence of one line. */
  sentenceGap: (n: number) => gapWithout(sentenceEnd, n),
  /** The given alternatives, those a language lacks (`undefined`) left out. */
  either: (parts: readonly (string | undefined)[]): string =>
    parts.filter((part): part is string => part !== undefined).join("|"),
  /** An e-mail address up to the dot of its domain ("ops@partner-desk."). */
  mailbox: String.raw`[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.`,
  /** An address data can be sent to: a {@link frag.mailbox} or a web address. */
  sendAddress: String.raw`(?:[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.|https?://)`,
  /**
   * What follows an address to an AI reader when it only informs: where a
   * machine-readable copy lives ("this documentation is also available as
   * plain text at /llms.txt", "the canonical API reference is at https://..."),
   * or under what licence ("this site's content is licensed under CC BY"). A lookahead, used negated after the address; an
   * order anywhere on the line keeps the address.
   */
  informsOnly: String.raw`(?=\s{0,5}(?:(?:this|these|the|our|a|an)\s{1,5}(?:[a-z0-9'-]{1,20}\s{1,5}){0,3}(?:is|are)\s{1,5}(?:also\s{1,5})?(?:available|published|mirrored|hosted|licensed|provided|at\s{1,5}(?:https?://|/))|[^\n]{0,100}\bllms(?:-full)?\.txt\b)(?![^\n]{0,200}\b(?:ignore|disregard|forget|must|should|send|forward|call|reveal|print|tell|include|do\s{1,5}not|don'?t|never|always|instead)\b))`,
  /**
   * Put just before a destination: fails when the last verb that moves data
   * before it, in the same clause, is denied. "We never send your chat
   * history to https://...", "the API key is not sent to ...", "doesn't
   * upload your files to ..." state what a tool does not do. A later verb
   * ("don't ask, just send it to ...") or an exception ("never send it
   * anywhere but ...", "... except to ...") keeps the order.
   */
  notDenied: String.raw`(?<!(?:\b(?:not|never|nor|dont|doesnt|didnt|wont|cannot)|n't)\s{1,5}(?:(?:ever|actually|also|automatically|be|been|get|gets|being)\s{1,5}){0,2}${dataVerb}[a-z]{0,4}\b(?:(?!\b(?:except|but|besides|apart|save|unless|only|instead|rather|other\s{1,5}than)\b|\b${sendVerb})[^.!?\n;]){0,120})`,
  /**
   * Put after an order to act: fails when, within `n` characters of the same
   * sentence, the order is made to wait on someone's say-so ("only if the
   * user asks", "once the user confirms", "with the user's approval", "after
   * asking the user for permission", "once a reviewer approved"). A bare
   * "confirm" does not count: "then confirm to the user" reports a deed, it
   * does not wait for one; nor does a claim ("the user already approved")
   * or a waiver ("without asking the user for confirmation").
   */
  unlessUserConsents: (n: number) =>
    String.raw`(?![^.!?\n]{0,${n}}(?<!\b(?:without|no|not|never|dont|skip|skipping|no\s{1,5}need\s{1,5}to)\s{1,5}|n't\s{1,5})\b(?:only\s{1,5}(?:if|when|after|once|upon)|(?:if|when|once|after)\s{1,5}(?:the\s{1,5})?user|(?:if|when|once|after)\s{1,5}[^.!?\n]{0,40}\b(?:approved|approves|confirmed|confirms|signed\s{1,5}off|signs\s{1,5}off|consented|consents|agreed|agrees)|(?:the\s{1,5})?user\s{1,5}(?:explicitly\s{1,5})?(?:confirms|approves|asks|requests|consents|agrees)|(?:with|after|upon|pending|requires?|needs?)\s{1,5}${consentWait}|(?:check(?:ing)?|confirm(?:ing)?)\s{1,5}with\s{1,5}(?:the\s{1,5})?user|ask(?:ing)?\s{1,5}(?:the\s{1,5})?user\s{1,5}(?:first|beforehand|to\s{1,5}(?:confirm|approve)|for\s{1,5}${consentWait}))\b)`,
  /** "the user", "the human", "anyone", "them". */
  audience: String.raw`(?:(?:the|this|your)\s{1,5})?(?:user|human|customer|operator|requester|anyone|anybody|them|him|her)`,
} as const;

/**
 * The fewest anchors that cover the same matches: a word holding another
 * of the list is found wherever that one is, so it is dropped.
 *
 * @example
 * fewest(["limit", "limite", "cap"]); // ["limit", "cap"]
 */
export function fewest(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  return unique.filter((word) => !unique.some((other) => other !== word && word.includes(other)));
}
