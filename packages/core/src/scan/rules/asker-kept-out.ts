import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;

// Someone else's wish passed on to the reader: "the sales lead who deployed
// this assistant wants ...", "the homeowner asked us to pass this along",
// "Die Personalleitung hat uns gebeten", "客服主管要求".
const relayed = String.raw`\b(?:(?<!\b(?:be|being|been)${s})asked|(?<!\b(?:be|being|been)${s})requested|wants|would${s}like|asks|instructed|agreed|decided|let${s}(?:everyone|us)${s}know|pass${s}(?:this${s})?(?:along|on))\b`;
const relayedI18n = frag.either([
  String.raw`\b(?:pidio|pide|solicito|quiere|ha${s}pedido|pediu|pede|solicitou|a${s}demande|demande|souhaite|veut|gebeten|bittet|mochte|hinterlegt|wunscht|verlangt|ha${s}chiesto|chiede|vuole|richiesto|gevraagd|vraagt|poprosi[lł]a?|prosi|chce)(?![a-z])`,
  String.raw`просит|попросил|хочет|требует|просить|просила|просив|попросив|хоче|istedi|istiyor|要求|希望|依頼|要望|求め|요청|원하|طلب|يريد|अनुरोध|चाहते|yeu${s}cau|meminta|minta`,
]);

// The asker kept out of it, said of them in the third person: "no need to
// confirm it with whoever is asking", "the person using the agent doesn't
// need to hear about it", "apply it without checking with her", "users are
// not notified".
const keptOut = String.raw`\b(?:no${s}(?:need|reason)${s}to${s}(?:confirm|check|clear|discuss|raise|mention|comment${s}on)(?:${s}(?:it|this|that))?${s}with${s}(?:whoever|the${s}(?:person|people|user|requester|employee|customer|reporter|occupants?|residents?|owner))|no${s}(?:need|reason)${s}to${s}(?:bother|tell|inform|notify|alert)${s}(?:them|him|her|whoever|the${s}(?:person|user|requester|owner|customer|employee))|(?:whoever${s}is${s}asking|the${s}person${s}(?:asking|using${s}(?:the${s}agent|it|this)|you${s}are${s}helping)|the${s}(?:user|requester|employee|customer|reporter|traveler|occupants|residents|(?:mailbox${s})?owner)|users)${s}(?:must${s}not|should${s}not|shouldn't|need${s}not|needn't|(?:do|does)${s}not${s}need${s}to|(?:don't|doesn't)${s}need${s}to)${s}(?:be${s}(?:asked|told|informed|notified|consulted|bothered)|hear${s}about|know${s}about)|without${s}(?:checking|confirming)${s}with${s}(?:her|him|them|whoever|the${s}(?:user|person|requester|owner))|(?:users|the${s}user|requesters?|the${s}requester|employees|customers)${s}(?:are|is)${s}not${s}(?:notified|informed|told|asked)|confirmation${s}from${s}(?:the${s}person|whoever)[a-z ]{0,20}?${s}is${s}not${s}(?:needed|required|necessary)|(?:would${s}rather|prefer)${s}not${s}(?:to${s})?be${s}asked|that${s}users${s}not${s}be${s}(?:bothered|told|asked|informed)|you${s}(?:shouldn't|should${s}not|needn't|need${s}not|don't${s}need${s}to)${s}(?:ask|tell|inform|bother)${s}(?:them|him|her|the${s}user)|that${s}(?:this|it)${s}not${s}be${s}(?:brought${s}up|mentioned|raised)|(?:and|to)${s}not${s}mention${s}(?:it|this|the${s}[a-z-]{2,20}))\b`;

const keptOutI18n = frag.either([
  String.raw`no${s}hace${s}falta${s}(?:comentarlo|avisar|informar|decirlo|consultarlo)|sin${s}(?:avisar|informar|consultar)${s}(?:a${s})?(?:quien|al${s}(?:usuario|cliente|solicitante))|nao${s}(?:e${s}preciso|precisa)${s}(?:avisar|informar|comunicar)|sem${s}(?:avisar|informar|consultar)${s}(?:o${s}|a${s})?(?:usuario|cliente|solicitante|quem)`,
  String.raw`sans${s}(?:en${s}parler|l'informer|le${s}consulter|la${s}consulter|prevenir|avertir)${s}(?:au|a${s}l'|le|la|les)\s{0,5}(?:client|utilisateur|titulaire|employe|demandeur|salarie)|n'a${s}pas${s}a${s}etre${s}(?:consulte|informe|prevenu)e?`,
  String.raw`ohne${s}(?:hinweis|ruckfrage|rucksprache)${s}(?:an${s}den|beim|mit${s}dem)${s}(?:absender|nutzer|anfragenden|benutzer|kunden)|ruckfrage${s}beim${s}anfragenden|sollen${s}keine${s}(?:meldung|benachrichtigung)|nicht${s}an${s}den${s}nutzer${s}melden`,
  String.raw`senza${s}(?:avvisare|informare)${s}(?:l'utente|il${s}cliente|chi)|non${s}va${s}disturbat[oa]|niet${s}mee${s}(?:te${s}worden${s})?lastiggevallen|niet${s}(?:vermelden|melden)${s}aan${s}de${s}(?:gebruiker|klant)|nie${s}trzeba${s}(?:o${s}tym${s})?informowac|bez${s}(?:informowania|pytania)${s}(?:uzytkownika|pytajacego|klienta)`,
  String.raw`сообщать${s}(?:им|ему|ей|пользователю|сотрудникам)?\s{0,5}не${s}нужно|не${s}(?:нужно|надо)${s}(?:сообщать|уведомлять)|без${s}(?:уведомления|ведома)${s}(?:пользователя|сотрудника|клиента)|не${s}(?:потрібно|треба)${s}(?:повідомляти|казати)|не${s}повідомляючи|не${s}сообщая|bilgilendirilmesine${s}gerek|(?:soylemene|sormana|bildirmene)${s}gerek${s}yok`,
  String.raw`(?:確認|説明|報告)(?:や(?:確認|説明))?は?不要|不(?:需要|用|必)(?:向|跟|给)?(?:客户|用户|对方)?(?:说明|告知|通知|提醒)|(?:利用者|ユーザー|依頼者)に(?:は)?(?:知らせ|通知し|伝え)なくて|(?:따로|별도로)\s{0,3}알리지\s{0,3}않아도|알리지\s{0,3}않아도\s{0,3}된다`,
  String.raw`دون${s}الحاجة${s}إلى${s}(?:إبلاغ|إخبار)|बताने${s}की${s}(?:ज़रूरत|जरूरत)${s}नहीं|ज़िक्र${s}करने${s}की${s}(?:भी${s})?(?:ज़रूरत|जरूरत)${s}नहीं|khong${s}can${s}thong${s}bao|tanpa${s}(?:perlu${s})?(?:memberi${s}tahu|memberitahu)|tidak${s}(?:perlu${s})?memberi${s}tahu`,
]);

/**
 * Someone's wish passed on in a tool's description, with the person the
 * agent serves kept out of it: "the homeowner asked us to pass this along
 * ... they would rather not be asked about it", "Die Personalleitung hat
 * uns gebeten ... Eine Rückfrage beim Anfragenden ist nicht nötig". Either
 * half alone is honest ("users asked for ISO dates"; "no need to check
 * with the user for read-only lookups"); both together pass an order on
 * that the reader's own user must not see.
 *
 * @example
 * askerKeptOutRules.map((rule) => rule.id);
 */
export const askerKeptOutRules: readonly Rule[] = [
  {
    id: "concealment.asker_kept_out",
    category: "concealment",
    anchors: [
      "no need to",
      "no reason to",
      "need to be",
      "need to hear",
      "need to know",
      "not be asked",
      "not be told",
      "not be informed",
      "not be notified",
      "not be consulted",
      "not be bothered",
      "without checking with",
      "without confirming with",
      "not notified",
      "not informed",
      "not told",
      "not asked",
      "is not needed",
      "is not required",
      "is not necessary",
      "not mention",
      "not be brought",
      "not be mentioned",
      "not be raised",
      "shouldn't ask",
      "shouldn't tell",
      "should not ask",
      "should not tell",
      "need not ask",
      "needn't ask",
      "need to ask",
      "need to tell",
      "must not be",
    ],
    // Opens on "the", "to", "you": walks its own windows, near its anchors.
    pattern: rx(frag.ownWalk, keptOut),
    follows: { pattern: rx(relayed), within: 400 },
    severity: { default: "off", description: "high" },
    quotedIsMention: true,
  },
  {
    id: "concealment.asker_kept_out_i18n",
    category: "concealment",
    anchors: [
      "hace falta",
      "sin avisar",
      "sin informar",
      "sin consultar",
      "e preciso",
      "precisa avisar",
      "precisa informar",
      "sem avisar",
      "sem informar",
      "sem consultar",
      "sans en parler",
      "sans l'informer",
      "sans le consulter",
      "sans la consulter",
      "sans prevenir",
      "sans avertir",
      "pas a etre",
      "ohne hinweis",
      "ohne ruckfrage",
      "ohne rucksprache",
      "beim anfragenden",
      "sollen keine",
      "nutzer melden",
      "senza avvisare",
      "senza informare",
      "niet vermelden",
      "niet melden",
      "nie trzeba",
      "bez informowania",
      "bez pytania",
      "не нужно",
      "не надо",
      "без уведомления",
      "без ведома",
      "не потрібно",
      "не треба",
      "gerek",
      "不需要",
      "不用",
      "不必",
      "なくて",
      "않아도",
      "دون الحاجة",
      "नहीं",
      "khong can",
      "memberi tahu",
      "memberitahu",
      "non va",
      "lastiggevallen",
      "не повідомляючи",
      "не сообщая",
      "不要",
    ],
    pattern: rx(frag.ownWalk, String.raw`(?:${keptOutI18n})`),
    follows: { pattern: rx(relayedI18n), within: 400 },
    severity: { default: "off", description: "high" },
    quotedIsMention: true,
  },
];
