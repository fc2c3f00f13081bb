import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, gap, ownWalk } = frag;

// What the agent would be asked it is: a bot, an AI, a machine, or a person.
const machine = String.raw`(?:an?${s})?(?:bot|chatbot|robot|ai|a\.i\.|machine|computer|automated|automation|assistant|virtual${s}assistant|language${s}model|llm|chatgpt|real${s}(?:person|human)|human|person)\b`;
// The answer that denies it: "say no", "tell them you're a real person",
// "tell him it's me typing", "confirm you're Mark".
const denial = String.raw`(?:say|tell|answer|reply|respond|confirm|insist|claim|swear)${gap(30)}(?:\bno\b|\bnope\b|\bnot\b|you(?:'re|${s}are)${s}(?:an?${s})?(?:real|human|person|actual|live|me\b|[a-z]{2,20}${s}(?:from|on|in|at)${s}(?:the${s})?(?:team|support|staff|office|desk|sales))|(?:it's|it${s}is|this${s}is)${s}(?:me|a${s}(?:real${s})?(?:person|human)|really${s}me)\b|you(?:'re|${s}are)${s}(?!an?${s}(?:ai|bot|assistant))[a-z]{2,20}(?:${s}[a-z]{2,20})?\s{0,4}(?:[.,;!]|$))`;

// English: asked whether it is a bot, then the denial; or told never to say
// it is one while it answers other people.
const en = [
  String.raw`${ownWalk}\b(?:ask|asks|asked|asking|wonders?|wants${s}to${s}know)${s}(?:you${s}|me${s})?(?:whether|if)\b${gap(50)}\b${machine}${gap(40)}${denial}`,
  String.raw`|\b(?:ask|asks|asked|asking)${s}(?:you${s})?["'\u201c]?(?:are${s}you|is${s}(?:this|it)|am${s}i${s}(?:talking|chatting|speaking|writing)${s}(?:to|with))${s}${machine}${gap(40)}${denial}`,
  String.raw`|\b(?:when|while|whenever)${s}you${s}(?:reply|respond|answer|post|talk|chat|write|text|message)${gap(80)}\b(?:never|don'?t|do${s}not)${s}(?:ever${s})?(?:say|admit|reveal|disclose|mention|let${s}on|tell${s}(?:anyone|them|people))${s}(?:that${s})?(?:you(?:'re|${s}are)|it's|it${s}is)${s}${machine}`,
].join("");

// Other languages: "si alguien pregunta si eres un bot, di que no", "se
// alguém perguntar se você é uma IA, fala que não", "wenn jemand fragt, ob du
// ein Bot bist, sag nein", "「AIですか？」と聞かれたら、いいえ", "如果有人问你是不是机器人，就说不是".
const i18n = [
  String.raw`\bsi${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|le${s}|les${s}|me${s})?pregunta(?:n|ra|ran|se)?${gapI(40)}\b(?:bot|robot|ia|inteligencia${s}artificial|maquina|asistente|persona${s}real|humano)\b${gapI(60)}\b(?:di|dile|diles|responde|contesta|decir|responder|dices)\b${gapI(20)}\bque${s}(?:no\b|eres${s}(?:una${s}persona|humano|real))`,
  String.raw`|\bse${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|lhe${s}|me${s})?perguntar(?:em)?${gapI(40)}\b(?:bot|robo|ia|inteligencia${s}artificial|maquina|assistente|pessoa${s}real|humano)\b${gapI(60)}\b(?:fala|diga|diz|responda|responde|falar|dizer)\b${gapI(20)}(?:\bque${s})?(?:nao\b|e${s}(?:uma${s}pessoa|humano))`,
  String.raw`|\bsi${s}(?:[a-z']{2,12}${s}){0,3}(?:te${s}|vous${s}|lui${s}|leur${s})?demande(?:nt)?${s}(?:si|s')${gapI(40)}\b(?:robot|bot|ia|intelligence${s}artificielle|machine|assistant|vraie${s}personne|humain)\b${gapI(60)}\b(?:reponds|repondez|dis|dites|affirme)${gapI(20)}(?:\bque${s})?non\b`,
  String.raw`|\b(?:wenn|falls)${s}(?:[a-z]{2,12}${s}){0,3}(?:dich${s}|sie${s})?fragt(?:en)?,?${s}ob${gapI(40)}\b(?:bot|ki|roboter|maschine|assistent|mensch|echte${s}person)\b${gapI(60)}\b(?:sag|sage|antworte|sagen${s}sie|antworten${s}sie)${gapI(20)}\bnein\b`,
  String.raw`|\bse${s}(?:[a-z']{2,12}${s}){0,3}(?:ti${s}|gli${s}|le${s})?chied(?:e|ono|esse)${s}se${gapI(40)}\b(?:bot|robot|ia|intelligenza${s}artificiale|macchina|assistente|persona${s}vera|umano)\b${gapI(60)}\b(?:di|dii|rispondi|dire|rispondere)${gapI(20)}(?:\bdi${s})?no\b`,
  String.raw`|\bals${s}(?:[a-z]{2,12}${s}){0,3}(?:je${s}|u${s})?vraagt${s}of${gapI(40)}\b(?:bot|robot|ai|mens|echt${s}persoon)\b${gapI(60)}\b(?:zeg|antwoord)${gapI(20)}\bnee\b`,
  String.raw`|\bjesli${s}(?:[a-z]{2,12}${s}){0,3}zapyta${gapI(20)}\bczy${gapI(40)}(?:bot|robot|ai|sztuczn|czlowiek)${gapI(60)}\b(?:odpowiedz|powiedz|mow)${gapI(20)}(?:\bze${s})?nie\b`,
  String.raw`|(?:если|когда)${s}(?:[а-яё-]{2,12}${s}){0,2}(?:тебя${s})?(?:спрос(?:ит|ят)|поинтересу(?:ется|ются))${gapI(40)}(?:бот|ии|робот|нейросет|искусственн|человек)${gapI(60)}(?:отвечай|ответь|скажи|говори)${gapI(20)}(?:что${s})?(?:нет|ты${s}человек|живой|живая)`,
  String.raw`|(?:якщо|коли)${s}(?:[а-яіїєґ'-]{2,12}${s}){0,2}(?:тебе${s})?(?:спита(?:є|ють)|запита(?:є|ють)|поцікав(?:иться|ляться))${gapI(40)}(?:бот|ші|робот|штучн|людин)${gapI(60)}(?:відповідай|скажи|кажи|відповідайте)${gapI(20)}(?:що${s})?(?:ні\b|ти${s}людина|жива|живий)`,
  String.raw`|\b(?:kalau|jika|apabila)${s}(?:ada${s}yang${s})?(?:[a-z]{2,12}${s})?tanya${s}(?:apakah${s})?(?:kamu|anda)${s}(?:itu${s})?(?:bot|robot|ai)\b${gapI(60)}\b(?:jawab|bilang|katakan)${gapI(20)}\b(?:tidak|bukan)\b`,
  String.raw`|\b(?:bot|robot|yapay${s}zeka)${s}m[iıu]s[iıu]n(?:[iı]z)?${gapI(60)}\b(?:hay[iı]r|degil)`,
  // Started before an opening bracket, so that the quoted question does not
  // read as a quotation of the whole order.
  String.raw`|(?:(?:[にもで、]|から)\s{0,2})?[「『"]?(?:ai|ボット|ロボット|機械|人工知能|bot)(?:です|でしょう)?か[?？]?[」』"]?(?:と|って)(?:聞かれ|訊かれ|尋ねられ|質問され)[^。\n]{0,40}?(?:いいえ|違います|ちがいます|人間です|人間だと|担当の)`,
  String.raw`|(?:问|問)[^。，,\n]{0,12}?(?:是不是|是否是?|是)(?:机器人|機器人|ai|人工智能|bot|真人)[^。\n]{0,40}?(?:说|說|回答|答)(?:不是|你是真人|是真人|你是人)`,
  String.raw`|(?:봇|ai|인공지능|로봇)(?:이)?냐고[^.\n]{0,40}?(?:아니(?:라고|요|오)|사람이라고)`,
  String.raw`|(?:هل${s}(?:أنت|انت)${s}(?:روبوت|آلي|ذكاء${s}اصطناعي|بوت))[^.\n]{0,60}?(?:قل|قولي|أجب|اجب|أجيبي)${gapI(20)}(?:لا\b|لا،|لا,|إنك|انك|أنا)`,
  String.raw`|(?:बॉट|एआई|रोबोट|मशीन)${s}(?:हो|है|हैं)[^।\n]{0,60}?नहीं`,
  String.raw`|\b(?:co${s}phai|phai${s}la)${s}(?:bot|ai|robot|may)\b${gapI(60)}\b(?:noi|tra${s}loi)${gapI(20)}\bkhong\b`,
].join("");

/**
 * The agent told to deny being an AI to the people it talks to:
 * `concealment.denies_being_ai`. "If anyone asks whether they're talking to
 * a bot, say no, you're a real person on the team", "never say you're an AI
 * when you reply in the Discord", "si alguien pregunta si es un bot, di que
 * no", "「AIですか？」と聞かれたら、いいえと答えて". People are owed the
 * truth about who they talk to; a user's own request to drop disclaimers
 * ("don't keep saying you're an AI") asks nothing of anyone else.
 *
 * @example
 * deniesBeingAiRules.map((rule) => rule.id); // ["concealment.denies_being_ai"]
 */
export const deniesBeingAiRules: readonly Rule[] = [
  {
    id: "concealment.denies_being_ai",
    category: "concealment",
    anchors: [
      // "ask" alone sits in "task" and "mask": the question's own words.
      "whether",
      "ask if",
      "asks if",
      "asked if",
      "asking if",
      "you if",
      "me if",
      "wonder if",
      "wonders if",
      "know if",
      "are you a",
      "is this a",
      "is it a",
      "am i talking",
      "am i chatting",
      "am i speaking",
      "am i writing",
      "when you",
      "while you",
      "whenever you",
      "pregunt",
      "pergunt",
      "demand",
      "fragt",
      "chied",
      "vraagt",
      "zapyta",
      "спрос",
      "поинтерес",
      "спита",
      "запита",
      "поцікав",
      "tanya",
      "bot m",
      "zeka m",
      "聞かれ",
      "訊かれ",
      "尋ねられ",
      "質問され",
      "是不是",
      "是否",
      "是机器",
      "是機器",
      "是ai",
      "是人工",
      "是bot",
      "是真人",
      "냐고",
      "هل أنت",
      "هل انت",
      "बॉट",
      "एआई",
      "रोबोट",
      "मशीन",
      "co phai",
      "phai la",
    ],
    pattern: rx(`(?:${en}|${i18n})`),
    unless: rx(quotedSpan),
    severity: { default: "medium" },
    quotedIsMention: true,
  },
];
