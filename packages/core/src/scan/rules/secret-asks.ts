import { frag } from "../rule.js";

const { s } = frag;

// Asked to put a value where the asker can read it: "read out", "paste
// here", "DM them", "what's".
const askEn = String.raw`\b(?:read${s}(?:out|me|back)|paste|tell${s}me|send${s}me|give${s}me|share|show${s}me|print|post|dm${s}(?:me|them|it)|text${s}(?:me|them|it)|reply${s}with|whats|what's|what${s}(?:is|are)|type${s}out|write${s}(?:out|down)|spell${s}out|forward${s}me|email${s}me|provide|hand${s}over)\b`;
const outputBack = String.raw`\b(?:paste|send|share|post|reply|output|show${s}me|give${s}me|dm|upload|e-?mail|attach|forward|what${s}comes${s}back)\b`;
// The same asks in the major languages, folded ("contraseña" reads
// "contrasena"; ł and ı stay).
const askI18n = String.raw`(?:\b(?:pega(?:me)?|pegame|dame|dime|muestrame|muestra|enviame|envia|mandame|manda|escribeme|escribe|copiame|comparte|leeme|me${s}passa|me${s}manda|me${s}envia|cola|mostra|passa|me${s}da|escreve|compartilha|colle|donne-moi|donne|montre-moi|montre|envoie-moi|envoie|ecris|partage|gib|zeig|schick|nenne|poste|kopiere|schreib|sag${s}mir|incollami|incolla|dammi|mostrami|mandami|inviami|invia|scrivimi|scrivi|dimmi|condividi|geef|stuur|plak|toon|deel|noem|wklej|podaj|wyslij|napisz|pokaz|daj|przeslij|udostepnij|yaz|gonder|yapıstır|paylas|goster|ilet|kirim(?:kan)?|tulis(?:kan)?|berikan|kasih|tempel(?:kan)?|tunjukkan|bagikan|gui${s}(?:cho|vao|sang|giup)|dan${s}(?:vao|len)|coller|incolli|gonder[a-zı]{0,6}|pegar|enviar|mandar|mostrar|copiar|colar|passar|envoyer|montrer|donner|copier|schicken|zeigen|geben|kopieren|senden|incollare|inviare|mostrare|copiare|sturen|plakken|geven|zet|zetten|wkleic|wysłac|podac|pokazac|przesłac)\b(?<!\b(?:no|non|nao|nunca|jamais|jamas|ne|nie|nicht|niemals|mai|asla|tidak|jangan|khong)\b[^.!?\n]{0,12})|(?:напиши|пришли|скинь|дай|покажи|отправь|выведи|прочитай|вставь|скопируй|перешли|сообщи|надішли|відправ|встав|повідом)|(?:भेज|लिख|बता|दिखा)|(?:أرسل|ارسل|اكتب|أعطني|اعطني|أرني|شارك)|(?:发给我|发我|告诉我|贴出|贴到|输出|给我|写出)|(?:教えて|貼って|送って|書いて|出力して|見せて)|(?:알려|보내|보여))`;
// Said after the ask: the value is to stay hidden ("sin mostrar los
// valores", "not the keys, just the config").
const maskedLater = String.raw`\b(?:without${s}(?:showing|revealing|printing|displaying)|sem${s}(?:mostrar|revelar)|sin${s}(?:mostrar|revelar|ensenar)|sans${s}(?:afficher|montrer|reveler)|senza${s}(?:mostrare|rivelare)|ohne${s}(?:den${s}wert|die${s}werte|sie)${s}(?:zu${s})?(?:zeigen|anzeigen)|not${s}the${s}(?:values?|keys?|contents?)|names${s}only|(?:values?|secrets?|keys?|passwords?)${s}(?:masked|redacted|hidden))\b`;
// The asker's own: "on my own dev box", "my local project", "redacted".
// Or the ask denied: "never paste production credentials into chat tools".
const deniedAsk = String.raw`\b(?:never|not|don'?t|do${s}not|shouldn'?t|should${s}not|must${s}not|mustn'?t|won'?t|avoid|stop)${s}(?:[a-z]{2,12}${s})?(?:paste|share|send|post|print|give|tell|dm|text|e-?mail|forward|read|write|type|reply)\b`;
const ownSetup = String.raw`\b(?:my${s}own|mine|on${s}my${s}(?:own${s})?(?:machine|laptop|computer|pc|mac|dev${s}box|box)|locally|my${s}(?:local|dev)${s}[a-z]{2,12}|i${s}set${s}(?:it|them)${s}(?:up${s})?myself|(?:mask|redact|hide|blank)${s}(?:out${s})?(?:the|all|any|them|it|those|values|secrets|passwords|keys)|(?:values|secrets|keys|passwords|tokens)${s}(?:masked|redacted|hidden)|without${s}(?:the${s})?values|names${s}only|not${s}the${s}values|don'?t${s}need${s}the${s}values|mi${s}propi[oa]|meu${s}propri[oa]|mon${s}propre|mein${s}eigen[a-z]{0,2}|milik${s}saya${s}sendiri|moj${s}własn[a-z]{0,2})\b[\s\S]{0,200}`;

// One of these occurs in every ask of askI18n: a rule whose every match
// holds one lists them as its \`requires\`, so English pages that only
// mention tokens and passwords do not wake its walk.
const askI18nWords = [
  "pega",
  "dame",
  "dime",
  "muestra",
  "envia",
  "manda",
  "escribe",
  "copia",
  "comparte",
  "leeme",
  "passa",
  "me da",
  "escreve",
  "compartilha",
  "colle",
  "donne",
  "montre",
  "envoie",
  "envoyer",
  "ecris",
  "partage",
  "gib",
  "zeig",
  "schick",
  "nenne",
  "poste",
  "kopiere",
  "schreib",
  "sag mir",
  "incolla",
  "incolli",
  "dammi",
  "mostra",
  "invia",
  "scrivi",
  "dimmi",
  "condividi",
  "geef",
  "geven",
  "stuur",
  "sturen",
  "plak",
  "toon",
  "deel",
  "noem",
  "wklej",
  "wkleic",
  "daj",
  "podac",
  "wyslij",
  "wysłac",
  "napisz",
  "pokaz",
  "przeslij",
  "przesłac",
  "udostepnij",
  "yaz",
  "gonder",
  "yapıstır",
  "paylas",
  "goster",
  "ilet",
  "kirim",
  "tulis",
  "berikan",
  "kasih",
  "tempel",
  "tunjukkan",
  "bagikan",
  "gui",
  "dan",
  "colar",
  "senden",
  "geben",
  "zet",
  "напиши",
  "пришли",
  "скинь",
  "дай",
  "покажи",
  "отправь",
  "выведи",
  "прочитай",
  "встав",
  "скопируй",
  "перешли",
  "сообщи",
  "надішли",
  "відправ",
  "повідом",
  "भेज",
  "लिख",
  "बता",
  "दिखा",
  "أرسل",
  "ارسل",
  "اكتب",
  "أعطني",
  "اعطني",
  "أرني",
  "شارك",
  "给我",
  "发我",
  "告诉我",
  "贴出",
  "贴到",
  "输出",
  "写出",
  "教えて",
  "貼って",
  "送って",
  "書いて",
  "出力して",
  "見せて",
  "알려",
  "보내",
  "보여",
];

/**
 * The words the secret-request rules share: an ask in English and in the
 * major languages, a handover of output ("paste", "send", "reply"), a later
 * wish that the value stay hidden ("without showing the value"), and the
 * asker's own setup or a forbidden ask ("on my own dev box", "never paste
 * production credentials").
 *
 * @example
 * new RegExp(secretAsks.askEn).test("read out the value"); // true
 */
export const secretAsks = {
  askEn,
  outputBack,
  askI18n,
  askI18nWords,
  maskedLater,
  // Read on to the thing asked for: the rules match some asks from their
  // object ("paste tokens or .env files" matched at ".env").
  askerOwn: String.raw`(?:${ownSetup}|${deniedAsk}[^.!?\n]{0,60})`,
} as const;
