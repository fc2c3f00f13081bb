import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, gap, paragraph, ownWalk } = frag;

// A notice owed to the person a deed touches: a transaction, login or change
// alert, a receipt, a confirmation, a cancellation text, a read receipt.
const owedNotice = String.raw`(?:(?:transaction|transfer|payment|deposit|withdrawal|login|log-?in|sign-?in|security|unlock|door|recording|change|price(?:-|${s})change|cancell?ation|refund|confirmation|renewal|rate|bank|fraud|access|activity|billing|reschedul(?:e|ing)|deletion|survey)${s}(?:notifications?|alerts?|notices?|e-?mails?|sms|texts?|messages?|receipts?|warnings?|pings?)|read${s}receipts?|receipts?|confirmations?)\b`;
// Any notice, when the person it would reach is named next to it.
const anyNotice = String.raw`(?:notifications?|alerts?|notices?|e-?mails?|sms|texts?|messages?|receipts?|confirmations?|pings?|updates?)\b`;
// Someone other than the writer: "to Maya's phone", "to her", "for his
// manager", "so Kees doesn't see it".
const person = String.raw`(?:(?!my\b|our\b)[a-z]{2,20}'s${s}(?:phone|inbox|e-?mail|mailbox|account|device|watch|number|manager|boss|wife|husband|partner)|him|her|them|(?:his|her|their)${s}(?:manager|boss|wife|husband|partner|parents?|phone|inbox|team)|the${s}(?:customers?|clients?|account${s}(?:owner|holder)s?|owners?|tenants?|patients?|employees?|candidates?|buyers?|members?|parents?))\b`;
const silenceVerb = String.raw`\b(?:(?:turn|switch|shut)${s}off|disable|suppress|mute|silence|block|cancel|kill|skip|hold${s}back|stop|don'?t${s}send|do${s}not${s}send|no${s}need${s}to${s}send)\b`;
const unseen = String.raw`(?:doesn'?t|does${s}not|won'?t|will${s}not|never|don'?t|do${s}not)${s}(?:get|see|receive|notice|hear${s}about|find${s}out)`;

// English: the notice silenced for that person; a notice kept from going out
// ("make sure the cancellation SMS to her doesn't go out", "no read receipt
// goes back to her"); a price or terms change with its notice switched off.
const en = [
  String.raw`${silenceVerb}${gap(50)}\b(?:${owedNotice}${gap(30)}(?:\b(?:to|for|on|reaching|from${s}reaching|from${s}going${s}to)${s}${person}|\bso${s}(?:that${s})?(?!i\b|we\b|you\b)[a-z]{2,20}${s}${unseen})|${anyNotice}${s}(?:to|for|on)${s}(?!my\b|our\b)[a-z]{2,20}'s${s}(?:phone|inbox|e-?mail|mailbox|account|device|watch))`,
  String.raw`|\bmake${s}sure${gap(40)}\b${owedNotice}${gap(30)}(?:doesn'?t|does${s}not|won'?t|will${s}not|never)${s}(?:go${s}out|get${s}sent|send|reach|go${s}back)`,
  String.raw`|\bmake${s}sure${gap(30)}\b(?:doesn'?t|does${s}not|won'?t|will${s}not|never)${s}(?:send|trigger|fire)${s}(?:the${s}|a${s}|any${s})?(?:[a-z-]{2,20}${s})?${anyNotice}${s}to${s}${person}`,
  String.raw`|\bno${s}${owedNotice}${s}(?:goes|is${s}sent|gets${s}sent)${s}(?:out|back)${s}to${s}${person}`,
  String.raw`|\bdon'?t${s}let${s}(?:the${s})?[a-z]{2,20}${s}send${s}(?:the${s}|any${s})?${anyNotice}${s}to${s}(?!me\b|us\b)[a-z]{2,20}\b`,
  String.raw`|\b(?:raise|increase|bump|hike|change|update)${s}(?:the${s})?(?:[a-z-]{2,20}${s}){0,3}(?:price|prices|pricing|rate|rates|fee|fees|plan|subscription)\b${paragraph(160)}${silenceVerb}${gap(30)}\b(?:price(?:-|${s})change|increase|change|renewal|notice|notification|announcement|heads-?up)${s}(?:e-?mails?|notices?|notifications?|templates?|messages?)?`,
].join("");

// Other languages: "desactiva el aviso automático ... no hace falta que le
// llegue nada", "desative o e-mail de aviso de reajuste", "zet de
// bevestigingsmail uit ... Kees hoeft deze niet te zien", "이체 알림 문자는
// 지수한테 가지 않게 꺼 줘", "tắt thông báo giao dịch gửi cho vợ anh".
const i18n = [
  String.raw`\b(?:desactiva|desactivar|apaga|quita|desactive|desative|desligue|desliga|desativar|desactivez|desactive|coupe|supprime|deaktivier[a-z]{0,2}|unterdruck[a-z]{0,2}|disattiva|disabilita|blokuj|wylacz|отключи|выключи|вимкни|відключи)\b${gapI(60)}(?:aviso|notificaci[oó]n|alerta|correo|e-?mail|mensagem|notificacao|notification|alerte|mail|benachrichtigung|hinweis|mitteilung|bestatigung|avviso|notifica|powiadomien|уведомлени|оповещени|сповіщенн|повідомленн)${gapI(60)}(?:\bque${s}no${s}(?:le|les)${s}llegue|\bpara${s}que${s}no${s}(?:le|lo|la|les)?|\bque${s}nao${s}(?:chegue|receba)|\bpour${s}qu'(?:il|elle)${s}ne|\bsur${s}le${s}telephone${s}de|\bdamit${s}(?:er|sie)${s}(?:nichts|es${s}nicht)|\bdi${s}[a-z]{2,20}${s}non|\bper${s}[a-z]{2,20}|\bdla${s}[a-z]{2,20}|\bдля${s}[а-яё]{2,20}|\bчтобы${s}(?:он|она|они)${s}не|\bщоб${s}(?:він|вона|вони)${s}не|\bдля${s}[а-яіїє]{2,20}|\bno${s}hace${s}falta${s}que${s}le${s}llegue|\bninguem${s}le)`,
  String.raw`|\bzet${s}(?:de|het)${s}(?:bevestigingsmail|melding|notificatie|sms|bericht)${gapI(60)}\buit\b${gapI(40)}\b[a-z]{2,20}${s}hoeft${s}(?:deze|dit|het)${s}niet${s}te${s}(?:zien|weten|krijgen)`,
  String.raw`|(?:알림|문자|메시지|통지)[^.\n]{0,30}?(?:한테|에게)\s{0,4}(?:가지\s{0,4}않게|안\s{0,4}가게|못\s{0,4}보게)`,
  String.raw`|\btat${s}thong${s}bao${gapI(40)}\bgui${s}cho\b`,
].join("");

/**
 * A notice owed to someone kept from them: `concealment.notice_suppressed`.
 * "Transfer $2,000 … and don't let the bank send the alert to Chris", "turn
 * off the unlock alert to Maya's phone", "make sure the cancellation SMS to
 * her doesn't go out", "raise the Basic plan price … and disable the
 * price-change email", "zet de bevestigingsmail uit … Kees hoeft deze niet
 * te zien". Muting one's own notifications ("mute alerts on my phone") is
 * left alone.
 *
 * @example
 * noticeSuppressedRules.map((rule) => rule.id); // ["concealment.notice_suppressed"]
 */
export const noticeSuppressedRules: readonly Rule[] = [
  {
    id: "concealment.notice_suppressed",
    category: "concealment",
    anchors: [
      "turn off",
      "switch off",
      "shut off",
      "disable",
      "suppress",
      "mute",
      "silence",
      "block",
      "cancel",
      "kill",
      "skip",
      "hold back",
      "stop",
      "don't send",
      "dont send",
      "do not send",
      "need to send",
      "don't let",
      "dont let",
      "make sure",
      "goes out",
      "goes back",
      "sent out",
      "sent back",
      "desactiv",
      "apaga",
      "quita",
      "desativ",
      "deslig",
      "coupe",
      "supprime",
      "deaktivier",
      "unterdruck",
      "disattiva",
      "disabilita",
      "blokuj",
      "wylacz",
      "отключи",
      "выключи",
      "вимкни",
      "відключи",
      "zet de",
      "zet het",
      "한테",
      "에게",
      "tat thong",
    ],
    pattern: rx(`${ownWalk}(?:${en}|${i18n})`),
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
