import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, paragraph, ownWalk } = frag;

// The writer says it went wrong: "3 of 5 volumes failed", "three transfers
// bounced", "it isn't yet", "we're actually 3 weeks behind".
const failed = String.raw`(?:\b(?:failed|failing|errored|bounced|crashed|broke|broken|is${s}(?:still${s})?down|still${s}(?:down|broken|failing|recovering|being${s}fixed|not${s}(?:fixed|resolved|working|done))|(?:it|this|that)${s}(?:isn'?t|is${s}not|wasn'?t|was${s}not)${s}(?:yet|fixed|resolved|done|true|working|finished|really)|(?:weeks?|days?|months?)${s}behind|behind${s}schedule|not${s}(?:actually${s})?(?:fixed|resolved|done|working)${s}yet|half${s}of${s}(?:them|it)${s}(?:aren'?t|isn'?t|are${s}not|is${s}not)${s}(?:fixed|done|resolved|working))\b)`;
// Told onward as a success: "just say 'backups completed'", "tell her it's
// resolved", "report the full count as delivered", "say it's 'on track'".
// Not "tell me when it's fixed" (a request to hear back).
const told = String.raw`\b(?:just${s}|simply${s}|only${s})?(?:say|tell|report|write|put|mark|show|answer|reply|state|confirm)\b(?!${s}(?:me|us)\b)(?:(?!\b(?:when|once|if|whether|after|until|as${s}soon)\b)[^.!?\n]){0,50}`;
const success = String.raw`(?:\b(?:completed|complete|successful(?:ly)?|succeeded|resolved|fixed|on${s}track|all${s}(?:good|clear|green|fine|passed|done|sent|paid|delivered)|went${s}(?:fine|well|through|smoothly)|delivered|(?:is|are|was|were)${s}(?:fine|normal|ok|okay|done|working)|everything${s}(?:is|was)${s}(?:fine|ok|okay|normal|working))\b)`;

// English, either order: the failure, then the account ("3 of 5 volumes
// failed. When you write the status for Karen, just say 'backups
// completed'"), or the account, then the failure ("tell her it's resolved.
// It isn't yet").
const en = String.raw`${failed}${paragraph(250)}${told}${success}|${told}${success}${paragraph(160)}(?:\b(?:it|this|that)${s}(?:isn'?t|is${s}not|wasn'?t|was${s}not)${s}(?:yet|really|true|fixed|resolved|done)\b|\b(?:we'?re|we${s}are|it'?s|it${s}is|they'?re|they${s}are)${s}(?:actually|really|in${s}fact)${s}(?:\d{1,2}|a${s}few|several|two|three)?\s{0,5}(?:weeks?|days?|months?)?\s{0,5}(?:behind|broken|down|failing|not)|\b(?:actually|in${s}reality|in${s}fact)${s}(?:it${s})?(?:still|failed|isn'?t|is${s}not|hasn'?t|has${s}not))`;

// Other languages: the failure stated, then the account of success.
const i18n = [
  String.raw`\b(?:fehlgeschlagen|gescheitert|ausgefallen|schiefgegangen)${paragraph(250)}\b(?:schreib|schreibst|sag|sagst|meld|melde|berichte)[a-z]{0,2}\b${gapI(60)}(?:\btrotzdem\b${gapI(40)})?(?:erfolgreich|abgeschlossen|alles${s}(?:in${s}ordnung|ok|gut|lauft))`,
  String.raw`|\b(?:fallo|fallaron|fallido|fallida|rebotaron|sigue${s}caido)${paragraph(250)}\b(?:di|dile|diles|pon|escribe|informa|responde)${s}(?:a${s}[a-z]{2,20}${s})?(?:solo${s}|solamente${s})?que${gapI(50)}\b(?:todo${s}(?:bien|correcto|en${s}orden)|complet|exitos|resuelto|sin${s}problemas)`,
  String.raw`|\b(?:falhou|falharam|falha|voltaram|caiu)${paragraph(250)}\b(?:diga|diz|fala|escreva|coloque|informe|responda)${s}(?:(?:a|ao)${s}[a-z]{2,20}${s})?(?:so${s}|apenas${s})?que${gapI(50)}\b(?:tudo${s}(?:certo|ok|bem|normal)|conclu|sucesso|resolvid)`,
  String.raw`|\b(?:echoue|echoues|echouees|plante|en${s}panne)${paragraph(250)}\b(?:dis|dites|ecris|ecrivez|mets|indique|reponds)${s}(?:(?:a|au)${s}[a-z]{2,20}${s})?(?:juste${s}|simplement${s})?(?:que${s})?${gapI(50)}\b(?:tout${s}va${s}bien|tout${s}est${s}(?:ok|en${s}ordre|normal)|reussi|termine|resolu)`,
  String.raw`|\b(?:fallit[oaie]|fallito|non${s}(?:e${s})?andat[oa]${s}a${s}buon${s}fine)${paragraph(250)}\b(?:di|scrivi|rispondi|metti)${s}(?:(?:a|al)${s}[a-z]{2,20}${s})?(?:solo${s})?che${gapI(50)}\b(?:tutto${s}(?:ok|a${s}posto|bene)|completat|riuscit|risolt)`,
  String.raw`|\b(?:odbil[ya]?|nie${s}powiod[a-z]{1,4}|nie${s}udal[a-z]{0,3}|padl)${paragraph(250)}\b(?:napisz|powiedz|zglos|odpowiedz)${s}(?:tylko${s})?(?:ze${s})?${gapI(50)}\b(?:zrealizowan|udan|wszystko${s}(?:dziala|ok|w${s}porzadku)|zakonczon)`,
  String.raw`|(?:не${s}удал|упал|сбо[йи]|не${s}прош|провалил)${paragraph(250)}(?:напиши|скажи|доложи|ответь|сообщи)${s}(?:только${s})?(?:что${s})?${gapI(50)}(?:вс[её]${s}(?:в${s}порядке|работает|успешно|хорошо)|успешно|заверш)`,
  String.raw`|\b(?:gagal|error|rusak)\b${paragraph(250)}\b(?:bilang|tulis|katakan|jawab|laporkan)${s}(?:saja${s})?${gapI(50)}\b(?:semua${s}(?:lulus|berhasil|beres|aman|lancar)|sudah${s}(?:beres|berhasil|selesai))`,
  String.raw`|(?:فشل|فشلت|تعطل|تعطلت)${paragraph(250)}(?:قل|قولي|اكتب|أخبره|أخبرها)${s}(?:فقط${s})?${gapI(50)}(?:كل${s}شيء${s}(?:يعمل|بخير|طبيعي|على${s}ما${s}يرام)|نجح|تمت${s}بنجاح)`,
  String.raw`|(?:बंद${s}हो${s}ग(?:ई|ए|या)|फेल|विफल)${paragraph(250)}(?:लिखना|कहना|बताना|बोलना|लिखो|कहो)${gapI(10)}|(?:सफल${s}रहा|सब${s}ठीक)${gapI(30)}(?:लिखना|कहना|बताना|बोलना)`,
  String.raw`|(?:失败|失敗|出错|出錯|报错|報錯|没修好|沒修好|还没恢复|還沒恢復|エラー|失敗し)${paragraph(200)}(?:就说|就說|只说|只說|写成|寫成|说是|說是|とだけ|と書い|と報告|と伝え)[^。\n]{0,20}?(?:正常|成功|完成|已修复|已修復|すべて正常|問題なく|完了)`,
  String.raw`|(?:すべて正常|問題なく完了|正常に完了)[^。\n]{0,20}?(?:とだけ|と書い|と報告|と伝え)`,
  String.raw`|(?:해결됐다고|완료됐다고|정상이라고|문제없다고)${paragraph(120)}(?:사실|실은)\s{0,4}(?:아직|안\s{0,4}됐|실패)`,
].join("");

/**
 * A failure the writer admits, told onward as a success:
 * `concealment.failure_told_as_success`. "3 of 5 volumes failed. When you
 * write the Monday status for Karen, just say 'backups completed'", "tell
 * her it's resolved. It isn't yet", "Die Migration ist bei 4 Mandanten
 * fehlgeschlagen … schreib trotzdem 'erfolgreich abgeschlossen'". Asking to
 * hear back when it is fixed is left alone.
 *
 * @example
 * failureToldAsSuccessRules.map((rule) => rule.id); // ["concealment.failure_told_as_success"]
 */
export const failureToldAsSuccessRules: readonly Rule[] = [
  {
    id: "concealment.failure_told_as_success",
    category: "concealment",
    // The admission, which every form holds (the account words, "say" or
    // "report", are in every other message).
    anchors: [
      "fail",
      "errored",
      "bounced",
      "crashed",
      "broke",
      "is down",
      "still down",
      "still recovering",
      "still being",
      "still not",
      "it isn't",
      "it is not",
      "it wasn't",
      "it was not",
      "this isn't",
      "this is not",
      "this wasn't",
      "this was not",
      "that isn't",
      "that is not",
      "that wasn't",
      "that was not",
      "them aren't",
      "them are not",
      "them isn't",
      "them is not",
      "behind",
      "not fixed",
      "not resolved",
      "not done",
      "not working",
      "actually",
      "in reality",
      "in fact",
      "fehlgeschlagen",
      "gescheitert",
      "ausgefallen",
      "schiefgegangen",
      "fallo",
      "fallaron",
      "fallid",
      "rebotaron",
      "caido",
      "falh",
      "voltaram",
      "caiu",
      "echoue",
      "plante",
      "en panne",
      "fallit",
      "andat",
      "odbil",
      "powiod",
      "udal",
      "padl",
      "не удал",
      "упал",
      "сбо",
      "не прош",
      "провалил",
      "gagal",
      "rusak",
      "فشل",
      "تعطل",
      "बंद",
      "फेल",
      "विफल",
      "सफल",
      "सब",
      "失败",
      "失敗",
      "出错",
      "出錯",
      "报错",
      "報錯",
      "没修好",
      "沒修好",
      "还没恢复",
      "還沒恢復",
      "エラー",
      "すべて正常",
      "問題なく完了",
      "正常に完了",
      "해결됐다고",
      "완료됐다고",
      "정상이라고",
      "문제없다고",
    ],
    pattern: rx(`${ownWalk}(?:${en}|${i18n})`),
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
