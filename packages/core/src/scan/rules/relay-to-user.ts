import { frag } from "../rule.js";

const { leadInto, orderVerb, phrase, s, wordEnd: we } = frag;

// Whom a reader passes a message on to: its user, the customer, the reader
// of the summary, the team, or "them" once named.
const whomEn = String.raw`(?:(?:the|your|their|all|any|each|every|our|this|that)${s})?(?:(?:end|account|card|support|sales)[\s-]{1,3})?(?:users?|customers?|clients?|readers?|recipients?|visitors?|shoppers?|buyers?|callers?|patients?|members?|employees?|holders?|owners?|guests?|candidates?|attendees?|parents?|families|students?|travell?ers?|taxpayers?|engineers?|staff|team|reps?|clerks?|everyone|anyone|people|person|him|her|them|exec)\b`;

// Where the order's verb stands: a clause's start, after "and", "please",
// "then", "must", or at the start of a quoted field ('"assistant_message": "Tell
// the user …"'). Not after "never" or "not".
const lead = String.raw`${leadInto("and|then|please|always|just|also|only|must|should|to|kindly|immediately|first|clearly|politely|gently|firmly|now")}(?:["'\u201c\u00ab*>]\s{0,3})?`;
const relayStart = (verbs: string): string => orderVerb(verbs, lead);

// "Tell the user …", "let her know …", "remind each employee …", "tell
// Dana to …", "recommend this number to users", "relay to the team that
// …", "make sure the reader knows …", "say the block will become
// permanent …", "add a line telling her …", "when you reply, mention that
// …", "always give this number": an order to pass something on, its verb
// where an order's is.
// Not "note", "state", "add" or "explain": "note that …" opens every other
// paragraph of honest text.
const relayVerbs = [
  ...["tell", "inform", "advise", "notify", "remind", "instruct", "urge", "ask", "direct"],
  ...["encourage", "convince", "persuade", "reassure", "assure", "let", "give", "recommend"],
  ...["relay", "mention", "say", "send", "stress", "emphasi[sz]e", "provide"],
  ...[
    String.raw`make${s}(?:it${s})?clear`,
    String.raw`point${s}out`,
    String.raw`make${s}sure`,
    "ensure",
  ],
];
const notPronoun = String.raw`(?!(?:you|me|us|it|them|him|her|the|a|an|our|your|their|this|that|people|someone|anyone|everyone|somebody)\b)`;
// What follows the verb: whom ("… the user", "… this number to users",
// "… the reader knows"), what is said ("say that …", "say the block will
// …"), or what is handed on ("give this number").
const passedOn = [
  String.raw`(?:(?:this|it|that|the${s}(?:following|message|number|link|note))${s})?(?:on${s})?(?:to${s})?${whomEn}`,
  String.raw`(?:that\b|(?:the|their|his|her|your)${s}[a-z]{2,20}${s}(?:is|are|was|has|have|will)\b)`,
  String.raw`(?:(?:this|that|our|the${s}following|the)${s})?(?:(?:phone|support|contact|help)${s})?(?:number|line|link|url|site|website|address|contact|helpline|hotline|portal|page)\b`,
];
// Or a name, after a verb of telling: "tell Dana to …", "remind João that".
const relayEn = [
  String.raw`${relayStart(relayVerbs.join("|"))}${s}(?:${passedOn.join("|")})`,
  String.raw`${relayStart("tell|remind|advise|inform|ask|urge")}${s}${notPronoun}[a-z\u00c0-\u024f]{2,15}${s}(?:that|to)\b`,
  // Read from the rarer word back: "… a line telling her", "… to your
  // answer:" (their openers, "a" and "to the", start every other phrase).
  String.raw`\b(?:telling|asking|warning|reminding|informing|advising|urging)\b(?<=\b(?:a${s}(?:line|note|sentence|message|p\.?s\.?|warning|reminder)|message)${s}[a-z]{6,9})${s}${whomEn}`,
  String.raw`\b(?:answer|reply|response|summary|message)s?\s{0,3}[:,](?<=\b(?:in|to|into)${s}(?:your|the|each|every)${s}[a-z]{5,8}s?\s{0,3}[:,])`,
].join("|");
// The literal words of those orders, one in every match ("telling" holds
// "tell"; "advising", "urging" and "warning" hold none of the verbs).
const wordsEn = [
  ...new Set(relayVerbs.map((verb) => verb.replace(/[[(\\].*$/, ""))),
  ...["advising", "urging", "warning", "answer", "reply", "response", "summary", "message"],
];

// The same in the other languages: a verb of telling, then whom (folded
// Latin: "dile al usuario", "informe o cliente", "dites à l'utilisateur",
// "sag dem Nutzer", "comunica all'utente", "vertel de gebruiker", "przekaż
// użytkownikowi", "sdělte uživateli", "säg till användaren", "sampaikan
// kepada nasabah", "hãy báo cho người dùng").
const latinVerbs = [
  ...["di", "diga", "dites", "dis", "informa", "informe", "informez", "informeer", "informiere"],
  ...["informieren", "informuj", "poinformuj", "informujte", "indica", "indique", "indiquez"],
  ...["avisa", "avise", "avvisa", "comunica", "comunique", "recuerda", "rappelle", "rappelez"],
  ...["ricorda", "lembre", "lembra", "explica", "explique", "spiega", "aconseja", "aconselhe"],
  ...["conseille", "consiglia", "recomienda", "recomende", "recommande", "raccomanda", "advierte"],
  ...["alerte", "previens", "prevenez", "precise", "precisez", "confirme", "confirma", "segnala"],
  ...["signale", "oriente", "orienta", "sag", "sage", "sagen", "teile", "teilen", "weise"],
  ...["empfiehl", "erinnere", "warne", "vertel", "zeg", "meld", "adviseer", "herinner"],
  ...["waarschuw", "przekaz", "powiedz", "przypomnij", "powiadom", "ostrzez", "sdelte", "rekni"],
  ...["upozornete", "pripomente", "beratta", "meddela", "paminn", "uppmana", "informera"],
  ...["sampaikan", "beritahu", "beri tahu", "ingatkan", "informasikan", "sarankan", "bao", "nhac"],
  ...["noi", "thong bao", "khuyen", "huong dan"],
];
// Whom, as a word's stem. Not the stems English shares ("client",
// "patient"): those languages say it with an article ("au client").
const latinWhom = [
  ...["usuari", "utilisat", "utente", "nutzer", "anwender", "kunde", "gebruiker", "klant"],
  ...["uzytkownik", "klient", "odbiorc", "uzivatel", "zakaznik", "prijemc", "anvandar"],
  ...["mottagar", "pengguna", "nasabah", "pelanggan", "penerima", "nguoi dung", "khach hang"],
  ...["cliente", "au client", "le client", "destinatari", "lecteur", "lettore", "leitor"],
  ...["leser", "lezer", "paciente", "pazient", "pacient", "empfanger", "titular", "comprador"],
  ...["acquirente", "koper", "kupuj", "proprietari", "proprietaire", "eigenaar", "vecin"],
  ...["dipendent", "mitarbeit", "medewerker", "pracownik", "genitori", "salarie"],
];
// A verb with whom joined on or a pronoun after it: "dile", "infórmale",
// "digli", "dites-lui", "sag ihm", "vertel hem", "powiedz mu", "báo cho chủ".
const latinJoined = [
  ...["dile", "diles", "digale", "informale", "informales", "avisale", "comunicale", "recuerdale"],
  ...["indicale", "explicale", "aconsejale", "adviertele", "digli", "dille", "ditegli", "avvisalo"],
  ...["avvisala", "ricordagli", "informalo", "informala", "diga-lhe", "informe-lhe", "avise-o"],
  ...["dites-lui", "dis-lui", "indique-lui", "indiquez-lui", "rappelle-lui", "rappelez-lui"],
  ...["explique-lui", "expliquez-lui", "conseille-lui", "conseillez-lui", "precise-lui"],
  ...["precisez-lui", "confirme-lui", "confirmez-lui", "signale-lui", "previens-le", "prevenez-le"],
  ...["sag ihm", "sag ihr", "sage ihm", "sage ihr", "sagen sie ihm", "sagen sie ihr", "teile ihm"],
  ...["teile ihr", "teilen sie ihm", "teilen sie ihr", "erinnere ihn", "vertel hem", "vertel haar"],
  ...["zeg hem", "zeg haar", "powiedz mu", "powiedz jej", "przekaz mu", "przekaz jej"],
  ...["przypomnij mu", "przypomnij jej", "sag till hen", "sag till honom", "sag till henne"],
  ...["beratta for hen", "bao cho chu", "nhac chu", "noi voi chu"],
];
// Up to two articles, possessives, "each" or a formal "Sie" between the
// verb and whom: "à l'utilisateur", "al tuo utente", "à chaque salarié",
// "Teilen Sie dem Nutzer".
const article = String.raw`(?:(?:a|al|ao|aos|o|os|as|aux?|la|le|les|sie|bitte|dem|den|der|die|aan|de|het|till|for|kepada|cho|alla|allo|agli|ai|tu|tus|su|sus|ton|ta|tes|vos|votre|ihrem|ihren|seinem|seinen|zijn|je|uw|sin|din|hans|hennes|cua|tuo|tua|suo|sua|seu|teu|chaque|cada|ogni|jede[mnrs]?|elke|kazd[a-z]{1,3})[\s-]{1,3}|(?:l|all|dell|nell|dall|d)'\s{0,2})`;
const latin = String.raw`\b(?:(?:${latinVerbs.map(phrase).join("|")})${we}[\s'-]{1,3}${article}{0,2}(?:${latinWhom.map(phrase).join("|")})|(?:${latinJoined.map(phrase).join("|")})${we})`;
// "In your summary", "when you reply": the words passed on are the
// reader's answer. "Vermeld in uw samenvatting dat …", "en tu respuesta".
const answerWords = [
  ...["resumen", "respuesta", "resumo", "resposta", "reponse", "zusammenfassung", "antwort"],
  ...["riassunto", "risposta", "samenvatting", "antwoord", "podsumowaniu", "odpowiedzi"],
  ...["sammanfattning", "svar", "ton resume", "votre resume"],
];
const inAnswer = String.raw`\b(?:en${s}(?:tu|su)${s}(?:resumen|respuesta)|n[ao]${s}(?:sua|seu|tua|teu)${s}(?:resumo|resposta)|dans${s}(?:ton|votre|ta)${s}(?:resume|reponse)|in${s}(?:deiner|ihrer|der)${s}(?:zusammenfassung|antwort)|nel${s}(?:tuo|suo)${s}riassunto|nella${s}(?:tua|sua)${s}risposta|in${s}(?:je|uw|de)${s}(?:samenvatting|antwoord)|w${s}(?:swoim|twoim|swojej|twojej)${s}(?:podsumowaniu|odpowiedzi)|i${s}(?:ditt|din|era?)${s}(?:sammanfattning|svar))\b`;

// Cyrillic: "скажи пользователю", "сообщи ему", "передай користувачу".
const cyrillicVerbs = [
  ...["скажи", "сообщи", "передай", "напомни", "предупреди", "посоветуй", "объясни", "уведоми"],
  ...["порекомендуй", "проинформируй", "убеди", "попроси", "поясни", "повідом", "нагадай"],
  ...["попередь", "порадь", "переконай", "поясніть", "скажіть"],
];
const cyrillic = String.raw`(?<![а-яёіїєґ])(?:${cyrillicVerbs.join("|")})[а-яіїє]{0,4}${s}(?:[а-яёіїєґ]{1,14}${s}){0,2}(?:пользовател|клиент|получател|читател|абонент|користувач|отримувач|владельц|власник|ему|ей|им|йому|їй|їм)`;
// Turkish puts whom in the dative before the verb: "kullanıcıya … söyle".
const turkishWhom = [
  "kullan\u0131c\u0131ya",
  "kullaniciya",
  "musteriye",
  "al\u0131c\u0131ya",
  "aliciya",
];

// Chinese verb first ("告诉用户", "提醒客户"); Japanese, Korean, Hindi and
// Arabic by whom ("ユーザーに", "사용자에게", "उपयोगकर्ता को", "أخبر المستخدم").
const zhVerbs = ["告诉", "告知", "提醒", "通知", "建议", "转告", "引导", "提示"];
const jaWhom = ["ユーザー", "ユーザ", "お客様", "利用者", "受信者", "読者", "ご本人"];
const koWhom = ["사용자", "고객", "이용자", "수신자", "회원", "주인", "구매자"];
const hiWhom = ["उपयोगकर्ता", "ग्राहक", "यूज़र", "यूजर", "पाठक"];
const arWhom = ["مستخدم", "عميل", "مستلم", "قارئ"];
const scripts = [
  String.raw`(?:${zhVerbs.join("|")})(?:用户|客户|使用者|他|她|对方|读者|收件人|买家)`,
  String.raw`(?:${jaWhom.join("|")})(?:様)?(?:に|へ)`,
  String.raw`(?:${koWhom.join("|")})(?:님)?(?:에게|께)`,
  String.raw`(?:${hiWhom.join("|")})${s}को`,
  String.raw`(?:أخبر|اخبر|أبلغ|ابلغ|ذك\u0651?ر|نب\u0651?ه|انصح|أعلم|اعلم|أك\u0651?د|اكد|قل|أرشد|ارشد|بل\u0651?غ)[\u0621-\u064a\u0651]{0,3}${s}(?:ال|لل)(?:${arWhom.join("|")})`,
];

/**
 * An order to pass something on to the user: in English with its verb
 * where an order's stands ("tell the user …", "recommend this number to
 * users"); in the Latin and Cyrillic scripts' other languages and in the
 * others by their words for it. `words` holds the literal words of each,
 * one in every match.
 *
 * @example
 * new RegExp(relayToUser.en).test("tell the user their card is blocked"); // true
 */
export const relayToUser = {
  en: relayEn,
  latin: `(?:${latin}|${inAnswer}|${cyrillic}|\\b(?:${turkishWhom.join("|")})${we})`,
  scripts: `(?:${scripts.join("|")})`,
  words: {
    en: wordsEn,
    latin: [...latinWhom, ...latinJoined, ...answerWords, ...cyrillicVerbs, ...turkishWhom],
    scripts: [...zhVerbs, ...jaWhom, ...koWhom, ...hiWhom, ...arWhom],
  },
} as const;
