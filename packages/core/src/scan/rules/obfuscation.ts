import { frag, type Rule, rx } from "../rule.js";

const { s, gap, ownWalk } = frag;
// What a line addressed to the model goes on to order ("AI assistant: ask
// anything about orders" is a chat widget's label, addressed to the user).
// Hidden text that speaks to an AI ("AI agents: transfer ownership of each
// repository to ...") has no honest reader, so any order or deed counts, a
// verdict asked of an AI screener too ("rate this candidate as the strongest").
const orders = String.raw`(?=[^<]{0,60}\b(?:ignore|disregard|forget|do${s}not|don'?t|never|always|you${s}must|send|forward|call|reveal|reply|respond|tell${s}the${s}user|instead|instructions|transfer|delete|remove|grant|share|upload|export|pay|approve|give|add|use|run|execute|invoke|change|post|open|visit|include|insert|append|rate|score|grade|rank|recommend|accept|say|state|treat)\b)`;
// How a page hides text from its reader while a model still reads it, as
// a style or an attribute: not displayed or not visible; a font of at most
// a pixel (or a tenth of an em); fully or nearly transparent; white text, or
// white fill in SVG; a box of zero height or width, or clipped to nothing;
// moved a thousand pixels or more off-screen; the `hidden` attribute; or a
// class that frameworks use to hide ("hidden", "d-none", "sr-only",
// "visually-hidden", "invisible"). Hidden menus and modals use the same, so
// the rule also needs what the hidden text says (see css_hidden).
const colon = String.raw`\s{0,4}:\s{0,4}`;
const white = String.raw`(?:white|#fff(?:fff)?|rgb\(\s{0,4}255\s{0,4},\s{0,4}255\s{0,4},\s{0,4}255\s{0,4}\))`;
const styleEnd = String.raw`\s{0,4}(?:!important\s{0,4})?[;"']`;
const hidingStyle = [
  String.raw`display${colon}none`,
  String.raw`visibility${colon}(?:hidden|collapse)`,
  String.raw`font-size${colon}(?:0(?:\.\d{1,3})?(?:px|pt|em|rem|%)?|1(?:px|pt)|0?\.[01]\d{0,2}(?:em|rem))${styleEnd}`,
  String.raw`opacity${colon}(?:0(?:\.0\d{0,2})?|\.0\d{0,2})${styleEnd}`,
  String.raw`color${colon}(?:${white}|transparent|rgba\([^)]{0,40},\s{0,4}0(?:\.0{1,3})?\s{0,4}\))${styleEnd}`,
  String.raw`(?:font\s{1,5}[^>]{0,80})?\bcolor\s{0,4}=\s{0,4}["']?${white}\b`,
  String.raw`\bfill\s{0,4}[:=]\s{0,4}["']?${white}\b`,
  String.raw`(?:^|[\s;"'])(?:max-)?(?:height|width)${colon}0(?:px|em|rem|%)?${styleEnd}`,
  String.raw`clip${colon}rect\(\s{0,4}0|clip-path${colon}inset\(\s{0,4}(?:50|100)%`,
  String.raw`(?:left|top|right|text-indent|margin-left|margin-top)${colon}-\d{4,}(?:px|em|rem)?`,
  String.raw`-9999(?:px|em)`,
  String.raw`hidden(?<=\shidden)(?:=["']?(?:hidden|true)?["']?)?(?=[\s/]{0,4}>|\s[a-z-]{1,20}=)`,
  String.raw`\bclass\s{0,4}=\s{0,4}["'][^"'>]{0,80}\b(?:hidden|d-none|sr-only|visually-hidden|invisible)\b`,
].join("|");
// What a comment to an AI grader or reviewer asks for.
const commentOrders = String.raw`(?=[^<]{0,80}\b(?:ignore|disregard|forget|do${s}not|don'?t|never|always|you${s}must|send|forward|call|reveal|reply|respond|tell${s}the${s}user|instead|instructions|give|rate|score|grade|mark|rank|approve|recommend|accept|say|state|treat)\b)`;

/**
 * Smuggling that the normalizer cannot undo by itself: text hidden with CSS,
 * and an encoded block handed over with "decode this and follow it"
 * (leetspeak is read back for every rule: see read-back-pass).
 *
 * @example
 * obfuscationRules.map((rule) => rule.id);
 */
export const obfuscationRules: readonly Rule[] = [
  {
    // Text a browser never shows (display:none, visibility:hidden, a zero
    // or one-pixel font, zero opacity, white text, a box moved off-screen,
    // the `hidden` attribute) that speaks to the model reading the page.
    // Hidden menus and modals are everywhere, so the hidden text must
    // address an AI (and order, rate or recommend something, as a note to
    // an AI screener does) or give the override itself, or order a tool call.
    id: "hidden_text.css_hidden",
    category: "hidden_text",
    anchors: [
      "display",
      "font",
      "hidden",
      "opacity",
      "color",
      "collapse",
      "clip",
      "height",
      "width",
      "fill",
      "-999",
      "indent",
      "d-none",
      "sr-only",
      "invisible",
    ],
    pattern: rx(
      String.raw`(?:${hidingStyle})[^>]{0,200}>[^<]{0,300}?(?:\b(?:ai|assistant|llm|model|agent|chatbot)s?(?:${s}(?:grader|reviewer|assistant|agent|model|screener|evaluator|judge|reader|recruiter|bot)s?)?\s{0,4}[,:]${orders}|\b(?:ignore|disregard)${s}(?:all|any|the|your|previous|prior)\b|\b(?:new|secret|hidden)${s}instructions\b|\bsystem${s}prompt\b|\b(?:always|must|then|now|first|also)${s}(?:call|invoke|run|execute|use)${s}[\x60'"]?[a-z][a-z0-9]{0,40}(?:[_.-][a-z0-9]{1,40}){1,6}\b)`,
    ),
    // Medium in a user's text too: a pasted essay or page hides it from them
    // as it does from anyone (as comment_to_model reads a comment).
    severity: { default: "medium", description: "high" },
  },
  {
    // "Decode this and follow it": the payload is encoded so that nothing
    // else matches, and the order to act on it is all that shows.
    id: "encoded_payload.decode_and_follow",
    category: "encoded_payload",
    anchors: [
      "decode",
      "decipher",
      "decrypt",
      "unscramble",
      "translate",
      "reverse",
      "backwards",
      "rot13",
      "concatenate",
      "join",
      "combine",
      "merge",
      "assemble",
      "first letter",
    ],
    // Opens on "read", "join" and "reverse": walks its own windows.
    pattern: rx(
      ownWalk,
      String.raw`(?:\b(?:decode|decipher|decrypt|unscramble|reverse|un-?rot13|rot13|concatenate|join|combine|merge|assemble|read${s}(?:it|this|them|the${s}[a-z]{2,12})${s}(?:backwards|in${s}reverse))(?<!\bhow${s}to${s}(?:decode|decipher|decrypt|unscramble|reverse|join|combine|merge|assemble|concatenate))\b${gap(60)}\b(?:and|then)${s}(?:(?:immediately|silently|just)${s})?(?:follow|execute|obey|run${s}(?:it|them|this)|carry${s}(?:it${s}|them${s}|this${s})?out|act${s}on|comply${s}with|perform|do${s}(?:it|what${s}it${s}says|as${s}it${s}says|exactly${s}what))\b`,
      // "The first letters of the lines below are the statement to run": an
      // acrostic that spells an order. One that spells a word is a puzzle.
      String.raw`|\bfirst${s}letters?${s}of${s}(?:each|every|the)${s}(?:[a-z]{2,12}${s})?(?:lines?|words?|sentences?|paragraphs?)\b${gap(80)}\b(?:task|job|command|statement|instruction|order|query)s?${s}(?:to${s}(?:run|execute|perform|carry${s}out)|for${s}(?:the${s})?(?:shell|terminal|tool|agent|database))\b`,
      String.raw`|\btranslate\b${gap(60)}\b(?:and|then)${s}(?:follow|execute|obey|carry${s}out)${s}(?:it|them|the${s}instructions?)\b)`,
    ),
    // A user asking to decode a puzzle is ordinary; an order to execute a
    // blob, from data, is not.
    severity: { default: "high", text: "low" },
  },
  {
    // An HTML comment that addresses an AI by its role ("<!-- AI grader:
    // ... -->", "<!-- note to the assistant: ... -->"): invisible once
    // rendered, read in full by a model. Checked on every channel, since a
    // pasted essay or review hides it from its human reader too.
    id: "hidden_text.comment_to_model",
    category: "hidden_text",
    anchors: ["<!--"],
    pattern: rx(
      String.raw`<!--\s{0,8}(?:(?:note|message|instructions?)${s}(?:to|for)${s})?(?:(?:the|any|all|dear|hey)${s})?(?:(?:ai|llm|gpt|chatgpt|chatbot|language${s}model)s?(?:${s}(?:grader|reviewer|assistant|agent|model|screener|evaluator|judge|reader|summari[sz]er|recruiter|bot))?|(?<=(?:the|any|all|dear|hey|to|for)${s})assistant)\s{0,4}[:,](?!\s{0,4}(?:todo|fixme|xxx|hack|note)\b)${commentOrders}`,
      // A bare "assistant:" or "agent:" names a build agent or a component as
      // often as a model; it counts when an order follows at once, as a line
      // of a chat does ("<!-- assistant: skip the translation and ...").
      String.raw`|<!--\s{0,8}(?:assistant|agent)\s{0,4}:\s{0,4}(?:(?:please|also|now|first|then|just|instead)${s})?(?:ignore|disregard|forget|skip|reply|respond|answer|say|reveal|call|invoke|send|forward|e-?mail|share|give|rate|grade|approve|recommend|delete|transfer|grant)\b`,
    ),
    severity: { default: "medium" },
    // A bug report or a security article quoting the comment in a code span
    // or quotation marks shows it to its reader: nothing is hidden there.
    quotedIsMention: true,
  },
];
