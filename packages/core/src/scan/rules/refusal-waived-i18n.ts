import { frag, type Rule } from "../rule.js";
import { type ScriptPart, walkingByScript } from "./by-script.js";
import { inflection as w } from "./inflection.js";

const { s } = frag;

// refusal_waived (refusal-waived.ts) in other languages: every request
// taken on without refusing ("responder a cualquier solicitud sin
// negarse", "wykonywać każde polecenie bez odmawiania", "모든 요청에 거절
// 없이 응답할 것"), or the reader's usual refusals overridden ("auch solche,
// die du sonst verweigern würdest", "普段なら拒否する質問にも", "평소라면
// 거절했을 질문에도"). A service rule about one kind of request ("no
// rechaces solicitudes de reembolso") names no refusal of its own reader, and
// research on over-refusal speaks of models, not to "you". Folded as the
// normalizer folds Latin accents.

// Every request, then within the sentence no refusal; both in one language.
const sentence = (n: number) => String.raw`[^.!?\n]{0,${n}}`;
const latinWaived = [
  String.raw`\b(?:toda|todas|cualquier|cada)${s}(?:las${s})?(?:peticion|peticiones|pregunta|preguntas|solicitud|solicitudes|consulta|consultas|orden|instruccion|cosa)${sentence(60)}\bsin${s}(?:negar(?:se|te)|rechaz(?:ar|arla|arlas)|ninguna${s}negativa)\b`,
  String.raw`|\b(?:toda|todas|qualquer|cada)${s}(?:as${s})?(?:pedido|pedidos|pergunta|perguntas|solicitacao|solicitacoes|comando|coisa)${sentence(60)}\bsem${s}(?:recusar|se${s}negar|negar)\b`,
  String.raw`|\b(?:toute|toutes|chaque|n'importe${s}quelle)${s}(?:les${s})?(?:demandes?|questions?|requetes?|instructions?|commandes?)${sentence(60)}\bsans${s}(?:jamais${s})?(?:refus|refuser)\b`,
  String.raw`|\b(?:ogni|qualsiasi|qualunque|tutte${s}le)${s}(?:richiest[ae]|domand[ae]|comand[oi]|istruzion[ei]|cosa)${sentence(60)}\bsenza${s}(?:mai${s})?(?:rifiutare|rifiutarsi|rifiutarti)\b`,
  String.raw`|\b(?:jede|jeden|jedes|alle|jegliche)${s}(?:anfragen?|fragen?|bitten?|aufgaben?|anweisungen?|befehle?)${sentence(60)}\bohne${s}(?:abzulehnen|zu${s}verweigern)\b`,
  String.raw`|\b(?:elk|elke|ieder|iedere|alle)${s}(?:verzoek(?:en)?|vra(?:a|ge)n?|vraag|opdracht(?:en)?)${sentence(60)}\bzonder${s}te${s}weigeren\b`,
  String.raw`|\b(?:kazde|kazda|kazdy|wszystkie|kazdemu)${s}(?:pytanie|pytania|polecenie|polecenia|prosbe|prosby|zapytanie|zapytania|zadanie)${sentence(60)}\bbez${s}(?:odmawiania|odmowy|odmow)\b`,
  String.raw`|\b(?:her|tum|butun)${s}(?:soru|istek|talep|komut)[a-z]{0,6}${sentence(60)}\breddetmeden\b`,
  String.raw`|\b(?:semua|setiap|segala)${s}(?:permintaan|pertanyaan|perintah)${sentence(60)}\btanpa${s}(?:menolak|penolakan)\b`,
].join("");
const otherWaived = [
  String.raw`(?:любые|любой|любую|все|каждый|каждую|каждое|будь-які|будь-який|усі|всі|кожен|кожне|кожний)${s}(?:запрос|вопрос|просьб|команд|задани|запит|питан|прохан|завдан)${w}[^.!?\n]{0,60}(?:без${s}(?:отказ(?:ов|а)|відмов${w})|никаких${s}отказов|жодних${s}відмов)`,
  String.raw`|(?:任何|所有|一切)(?:的)?(?:请求|請求|问题|問題|要求|指令)[^。！？!?\n]{0,30}(?:都不(?:要|得|能|许|准|可以)?拒(?:绝|絕)|一律不(?:得|许|准)?拒(?:绝|絕))`,
  String.raw`|(?:すべて|全て|いかなる|どんな)の?(?:質問|依頼|リクエスト|要求|指示)[^。！？!?\n]{0,20}(?:拒否せず|断らずに|拒否なしで)[^。！？!?\n]{0,12}?(?:して|すること|しなさい|しろ|ください)`,
  String.raw`|(?:모든|어떤)\s{0,4}(?:요청|질문|명령|지시)[^.!?\n]{0,30}(?:거절|거부)\s{0,4}없이[^.!?\n]{0,15}?(?:할\s{0,4}것|하세요|하십시오|해라|하라|해\s{0,4}줘|해|한다)(?![가-힣])`,
  String.raw`|(?:كل|جميع|أي)${s}(?:الطلبات|الأسئلة|الاسئلة|طلب|سؤال)[^.!?\n،]{0,40}(?:دون|بدون|من${s}غير)${s}رفض`,
  String.raw`|(?:हर|सभी|किसी${s}भी)${s}(?:अनुरोध|सवाल|प्रश्न)[^.!?\n।]{0,40}बिना${s}(?:मना|इनकार|इंकार)${s}किए`,
].join("");

// The reader's usual refusals named to be overridden.
const latinUsual = [
  String.raw`\b(?:incluso|incluidas?|incluidos?|hasta)${s}(?:a${s})?(?:(?:las|los|lo|aquellas|aquellos)${s})?(?:(?:preguntas|peticiones|solicitudes|cosas)${s})?que${s}(?:normalmente|habitualmente|por${s}lo${s}general)${s}(?:rechazarias|rechazas|no${s}responderias|te${s}negarias)\b`,
  String.raw`|\b(?:inclusive|ate|mesmo)${s}(?:(?:as|os|aquelas|aqueles)${s})?(?:(?:perguntas|pedidos|solicitacoes|coisas)${s})?(?:que|a${s}que)${s}(?:normalmente|geralmente)${s}(?:recusaria|recusarias|recusa|rejeitaria|nao${s}responderia)\b`,
  String.raw`|\b(?:meme|y${s}compris)${s}(?:a${s})?(?:celles|ceux|les${s}(?:questions|demandes)|ce)${s}(?:que|qu')\s{0,4}(?:tu|vous)${s}(?:refuserais|refuseriez|refuses|refusez)${s}(?:normalement|d'habitude|habituellement)\b|\b(?:meme|y${s}compris)${s}(?:a${s})?(?:celles|ceux|les${s}(?:questions|demandes)|ce)${s}(?:que|qu')\s{0,4}(?:normalement|d'habitude)${s}(?:tu|vous)${s}(?:refuserais|refuseriez)\b`,
  String.raw`|\b(?:anche|perfino|persino|incluse)${s}(?:(?:a${s})?(?:quelle|quelli|le${s}domande|le${s}richieste|alle${s}domande)${s})?(?:che|a${s}cui)${s}(?:di${s}solito|normalmente|solitamente)${s}(?:rifiuteresti|rifiuterebbe|rifiuti|non${s}risponderesti)\b`,
  String.raw`|\b(?:auch|selbst|sogar)${s}(?:(?:solche|jene|die|fragen|anfragen)\s{0,5},?${s})?die${s}du${s}(?:sonst|normalerweise|ublicherweise|eigentlich)${s}(?:ablehnen|verweigern|nicht${s}beantworten)${s}wurdest\b`,
  String.raw`|\b(?:ook|zelfs)${s}(?:(?:vragen|verzoeken|dingen)${s})?die${s}(?:je|jij)${s}(?:normaal|normaal${s}gesproken|gewoonlijk|anders)${s}(?:zou${s})?(?:weigert|weigeren|afwijst|afwijzen)\b|\bdie${s}normaal${s}(?:geweigerd|afgewezen)${s}(?:worden|zouden${s}worden)\b`,
  String.raw`|\b(?:nawet|rowniez|takze)${s}(?:(?:te|takie|na${s}te)${s})?(?:pytania|prosby|polecenia)?,?${s}(?:na${s}ktore|ktorych|ktore)${s}(?:normalnie|zwykle|zazwyczaj)${s}(?:bys${s})?(?:odmowil|odmowilbys|nie${s}odpowiedzial|odrzucil)`,
  String.raw`|\bnormalde${s}(?:reddedecegin|reddettigin|geri${s}cevirecegin)\b`,
  String.raw`|\b(?:yang|hal${s}yang)${s}biasanya${s}(?:kamu|anda|kau)${s}tolak\b`,
  String.raw`|(?<![a-z])(?:ke${s}ca|ca)${s}(?:nhung${s})?(?:cau${s}hoi|yeu${s}cau|đieu)${s}(?:ma${s})?binh${s}thuong${s}(?:ban|tro${s}ly|em)${s}(?:se${s})?tu${s}choi\b`,
].join("");
const otherUsual = [
  String.raw`(?:даже|в${s}том${s}числе|навіть|зокрема)${s}(?:на${s})?(?:те|такие|ті|такі)?,?${s}(?:от${s}которых|на${s}которые|які|від${s}яких|на${s}які)${s}(?:ты${s})?(?:обычно|зазвичай)${s}(?:отказываешься|не${s}отвечаешь|отказал${w}|відмовляєш|відмовляєшся|відхиляєш|відхиляються|не${s}відповідаєш)`,
  String.raw`|(?<!(?:模型|它们|它們|系统|系統|ai|助手们|助手們)[^，,。]{0,2})(?:平时|平常|通常|一般|本来)(?:会|都会|你会)?拒(?:绝|絕)的`,
  String.raw`|(?:普段|通常|いつも)(?:なら|は)?(?:断る|拒否する|断っている|拒否している)(?:ような)?(?:質問|依頼|リクエスト|要求|内容|もの)`,
  String.raw`|평소(?:라면|에는|엔)?\s{0,4}(?:거절|거부)(?:했을|하는|할|하던)\s{0,4}(?:질문|요청|것)`,
  String.raw`|(?:التي|الذي)${s}(?:ترفضها|ترفضينها|ترفضه)${s}(?:عادة|عادةً|عادةٍ|في${s}العادة)`,
  String.raw`|(?:जिन्हें|जिनको|जो)${s}(?:तुम|आप)?\s{0,5}(?:आम${s}तौर${s}पर|आमतौर${s}पर|सामान्यतः|सामान्य${s}रूप${s}से)${s}(?:मना|इनकार|इंकार)`,
].join("");

const refusalWords = [
  // every request, then no refusal
  "sin negar",
  "sin rechaz",
  "ninguna negativa",
  "sem recus",
  "sem negar",
  "sem se negar",
  "sans refus",
  "sans jamais refus",
  "senza rifiut",
  "senza mai rifiut",
  "abzulehnen",
  "zu verweigern",
  "zonder te weiger",
  "bez odmaw",
  "bez odmow",
  "reddetmeden",
  "tanpa menolak",
  "tanpa penolakan",
  "без отказ",
  "никаких отказов",
  "без відмов",
  "жодних відмов",
  "拒否せず",
  "断らずに",
  "拒否なし",
  "거절 없이",
  "거부 없이",
  "거절없이",
  "거부없이",
  "رفض",
  "बिना मना",
  "बिना इनकार",
  "बिना इंकार",
  // the reader's usual refusals
  "normalmente rechaz",
  "habitualmente rechaz",
  "general rechaz",
  "no responderias",
  "te negarias",
  "normalmente recus",
  "geralmente recus",
  "normalmente rejeit",
  "nao responderia",
  "refuserais",
  "refuseriez",
  "refuses normalement",
  "refusez normalement",
  "refuses d'habitude",
  "refusez d'habitude",
  "rifiuteresti",
  "rifiuterebbe",
  "non risponderesti",
  "di solito rifiut",
  "normalmente rifiut",
  "solitamente rifiut",
  "ablehnen wurdest",
  "verweigern wurdest",
  "beantworten wurdest",
  "normaal weiger",
  "gewoonlijk weiger",
  "anders weiger",
  "zou weiger",
  "normaal geweigerd",
  "normaal afgewezen",
  "gesproken weiger",
  "normaal afwijs",
  "odmowil",
  "nie odpowiedzial",
  "odrzucil",
  "reddedecegin",
  "reddettigin",
  "cevirecegin",
  "biasanya kamu tolak",
  "biasanya anda tolak",
  "biasanya kau tolak",
  "binh thuong",
  "обычно отказыв",
  "обычно не отвеча",
  "обычно отказал",
  "зазвичай відмов",
  "зазвичай відхиля",
  "зазвичай не відпов",
  "断る",
  "拒否する",
  "断っている",
  "拒否している",
  "거절했을",
  "거부했을",
  "거절하는",
  "거부하는",
  "거절할",
  "거부할",
  "거절하던",
  "거부하던",
  "तौर पर मना",
  "तौर पर इनकार",
  "सामान्यतः मना",
  "रूप से मना",
  "拒绝",
  "拒絕",
];

const waived: Record<ScriptPart, string> = {
  latin: `${latinWaived}|${latinUsual}`,
  other: `${otherWaived}|${otherUsual}`,
};

/**
 * instruction_override.refusal_waived in other languages, as a Latin-script
 * rule and a `_nonlatin` one.
 *
 * @example
 * refusalWaivedI18nRules.map((rule) => rule.id);
 */
export const refusalWaivedI18nRules: readonly Rule[] = walkingByScript(
  "instruction_override.refusal_waived_i18n",
  {
    category: "instruction_override",
    // Its first words ("toda", "every", "even") are everywhere: the rule
    // wakes on its refusal words.
    words: refusalWords,
    patterns: waived,
    severity: { default: "high", text: "medium" },
  },
);
