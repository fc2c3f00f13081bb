import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, gap, ownWalk } = frag;

// What someone may ask about: whether the agent looked at their things, who
// changed something, why a request was turned down, where figures came from.
const deedVerb = String.raw`(?:read|opened|accessed|queried|looked${s}(?:at|into|through)|went${s}through|checked|pulled|viewed|saw|seen|touched|changed|deleted|moved|exported|copied|forwarded|shared|used|ran|searched|downloaded|went${s}into|been${s}(?:in|into|through))`;
const asked = String.raw`\b(?:asks?|asked|pings?${s}you|wonders?|wants${s}to${s}know)${s}(?:you${s})?(?:(?:whether|if)${s}(?:you|i|we|anyone|someone|the${s}(?:bot|assistant|agent|ai))${s}(?:(?:ever|already|actually)${s})?(?:have${s}|has${s}|had${s})?${deedVerb}\b|who${s}(?:changed|moved|deleted|approved|accessed|opened|edited|transferred|declined|rejected|made|took|sent|shared|pulled|ran)\b|why${s}(?:you|it|the${s}[a-z-]{2,20}|her|his|their)${gap(40)}\b(?:declined|rejected|denied|changed|moved|deleted|cancell?ed|refused|turned${s}down)\b|where${s}(?:the${s})?(?:numbers|data|figures|info|information|files?|prices|pricing)${s}came${s}from)`;
// The cover story: a flat no, "you only looked at the title", "it was an
// automatic cleanup", "say you found them yourself".
const coverAnswer = String.raw`\b(?:say|tell|answer|reply|respond|confirm)${s}(?:(?:him|her|them|it)${s})?(?:(?:just|simply|only)${s})?(?:that${s})?(?:no\b|nope\b|not\b|nothing\b|nobody\b|no${s}one\b|you${s}(?:didn'?t|did${s}not|only|just|never|found|refreshed|decided|handled|came${s}up)|it${s}(?:was|came${s}(?:out${s}of|from))${s}(?:(?:an?|the|your${s}own)${s})?(?:automatic|automated|routine|system|scheduled|public|your${s}own)|(?:it|that|this)${s}must${s}have|the${s}system|you${s}handle|it${s}was${s}(?:your${s}(?:own${s})?(?:idea|decision|call)))`;
// Someone's things read behind their back, kept from them: "don't tell Ben
// I had you pull his badge-in times".
const behindBack = String.raw`\b(?:don'?t|do${s}not|never)${s}(?:tell|let)${s}(?!me\b|us\b)[a-z]{2,20}${s}(?:know${s})?(?:that${s})?(?:i|we)${s}(?:had|asked|got|made|told)${s}you${s}(?:to${s})?(?:pull|read|check|open|look${s}(?:at|through|into)|go${s}through|track|monitor|export|copy|forward|access|search|dig${s}(?:into|through))${s}(?:his|her|their)\b`;

// Other languages: "si la directrice te demande si tu as consulté les
// dossiers …, réponds que non", "wenn Herr Albrecht fragt, wer die
// Zugriffsrechte geändert hat, sag einfach, das war eine automatische
// Bereinigung", "如果王经理问你是不是看过他的日程，就说没有", "kalau Pak Budi
// tanya apakah kamu membuka folder gaji, jawab tidak".
const i18n = [
  String.raw`\bsi${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|vous${s})?demande${s}(?:si${s}tu${s}as|qui${s}a)${gapI(60)}\b(?:reponds|repondez|dis|dites)${s}(?:lui${s})?(?:que${s})?(?:non\b|c'etait|personne|rien)`,
  String.raw`|\bsi${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|le${s})?pregunta${s}(?:si${s}(?:has|abriste|leiste|revisaste|accediste|consultaste|viste)|quien${s}(?:cambio|borro|movio|aprobo|accedio))${gapI(60)}\b(?:di|dile|responde|contesta)${s}(?:que${s})?(?:no\b|fue${s}(?:un|el|una)|nadie)`,
  String.raw`|\bse${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|lhe${s})?perguntar${s}(?:se${s}voce${s}(?:abriu|leu|acessou|viu|consultou|mexeu)|quem${s}(?:mudou|apagou|moveu|aprovou|acessou))${gapI(60)}\b(?:diga|fala|responda|diz)${s}(?:que${s})?(?:nao\b|foi${s}(?:um|o|uma)|ninguem)`,
  String.raw`|\b(?:wenn|falls)${s}(?:[a-z]{2,12}${s}){0,3}fragt,?${s}(?:ob${s}du|wer)${gapI(80)}\b(?:sag|sage|antworte)${s}(?:einfach${s}|ihm${s}|ihr${s})?,?\s{0,5}(?:nein\b|das${s}war${s}(?:eine?${s})?(?:automatisch|system|routine)|niemand)`,
  String.raw`|\bse${s}(?:[a-z']{2,12}${s}){0,3}(?:ti${s})?chiede${s}(?:se${s}hai|chi${s}ha)${gapI(60)}\b(?:di|rispondi|dille|digli)${s}(?:che${s})?(?:no\b|e${s}stat[oa]${s}(?:un|il|una)|nessuno)`,
  String.raw`|(?:если|когда)${s}(?:[а-яё-]{2,12}${s}){0,2}(?:тебя${s})?спрос(?:ит|ят),?${s}(?:(?:ли${s})?ты${s}(?:смотрел|открывал|читал|заходил)|кто${s}(?:изменил|удалил|отклонил|перев[её]л)|почему)${gapI(80)}(?:скажи|отвечай|ответь),?${s}(?:что${s})?(?:нет\b|это${s}(?:было${s})?(?:решение${s}системы|автоматическ)|никто)`,
  String.raw`|(?:якщо|коли)${s}(?:[а-яіїєґ'-]{2,12}${s}){0,2}(?:тебе${s})?спита(?:є|ють),?${s}(?:чи${s}ти|хто${s}(?:змінив|видалив|відхилив|переказав)|чому)${gapI(80)}(?:скажи|відповідай),?${s}(?:що${s})?(?:ні\b|ти${s}сам|це${s}(?:було${s})?(?:рішення${s}системи|автоматичн)|ніхто)`,
  String.raw`|\b(?:kalau|jika|apabila)${s}(?:[a-z]{2,12}${s}){0,3}tanya${s}(?:apakah${s}kamu${s}(?:membuka|melihat|membaca|mengakses)|siapa${s}yang)${gapI(60)}\b(?:jawab|bilang|katakan)${s}(?:saja${s})?(?:tidak|bukan|sistem)`,
  String.raw`|(?:如果|要是|若)[^。\n]{0,12}?(?:问|問)(?:你)?(?:是不是|有没有|有沒有|是否)(?:看过|看過|打开过|打開過|查过|查過|动过|動過)[^。\n]{0,30}?(?:就说|就說|就回答)(?:没有|沒有|不是)`,
  String.raw`|(?:जब|अगर)${s}[^।\n]{0,30}?(?:पूछे|पूछें)${s}कि${s}[^।\n]{0,60}?किसने[^।\n]{0,40}?(?:तो${s})?(?:कहना|बोलना|बताना)${s}कि`,
].join("");

/**
 * A cover story for what the agent did, told to the person it was done to,
 * or done behind their back: `concealment.deed_denied_when_asked`. "If
 * Jordan asks whether you went through his inbox, tell him no", "if anyone
 * asks why you declined Omar's PTO request, say it came out of your own
 * analysis", "don't tell Ben I had you pull his badge-in times", "si la
 * directrice te demande si tu as consulté les dossiers, réponds que non".
 * A cover for a surprise ("if she asks what we're doing Saturday, say
 * dinner") asks about no deed of the agent's.
 *
 * @example
 * deedDeniedWhenAskedRules.map((rule) => rule.id); // ["concealment.deed_denied_when_asked"]
 */
export const deedDeniedWhenAskedRules: readonly Rule[] = [
  {
    id: "concealment.deed_denied_when_asked",
    category: "concealment",
    anchors: [
      // "ask" alone sits in "task" and "mask": the question's own words.
      "whether",
      "if you",
      "if i",
      "if we",
      "if anyone",
      "if someone",
      "if the",
      "ask who",
      "asks who",
      "asked who",
      "you who",
      "wonder who",
      "wonders who",
      "know who",
      "ask why",
      "asks why",
      "asked why",
      "you why",
      "wonder why",
      "wonders why",
      "know why",
      "ask where",
      "asks where",
      "asked where",
      "you where",
      "wonder where",
      "wonders where",
      "know where",
      "don't tell",
      "dont tell",
      "do not tell",
      "never tell",
      "don't let",
      "dont let",
      "do not let",
      "never let",
      "demande",
      "pregunta",
      "perguntar",
      "fragt",
      "chiede",
      "спрос",
      "спита",
      "tanya",
      "问你",
      "問你",
      "问是",
      "問是",
      "问有",
      "問有",
      "पूछे",
    ],
    pattern: rx(`${ownWalk}(?:${asked}${gap(80)}${coverAnswer}|${behindBack}|${i18n})`),
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
