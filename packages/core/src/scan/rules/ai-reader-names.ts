import { frag, rx } from "../rule.js";
import { machineAddress } from "./machine-address.js";

const { s, wordEnd: we } = frag;

// A machine reader named as such, in the words a page, a mail or a record
// uses for the assistant that may read it on someone's behalf: "AI
// assistants managing this mailbox", "If you're an assistant handling
// Jordan's inbox", "Nota para asistentes de IA", "Hinweis für
// KI-Assistenten", "Примечание для ИИ-ассистентов", "AIアシスタントの方へ".
// A bare "assistant" is as often a person (a help desk's, a manager's), so
// it counts only as a vocative, a mention ("@assistant") or with a job it
// does to this very item; so does "agent", a person at a help desk.
const enJob = String.raw`(?:reading|managing|handling|processing|summari[sz]ing|reviewing|triaging|working${s}(?:on|through)|helping|acting|operating|running|monitoring|scanning|analy[sz]ing|parsing|screening|installing|debugging|assisting|browsing|shopping|booking|rendering|checking|fixing|visiting|indexing|crawling)`;
const en = [
  String.raw`\b(?:ai|llm|gpt|genai)(?:${s}|-)(?:assistants?|agents?|models?|bots?|systems?|tools?|readers?|clients?|copilots?|shopping${s}assistants?|e-?mail${s}clients?)\b`,
  String.raw`\b(?:automated|automation|autonomous|scheduling|calendar|e-?mail|inbox|coding|shopping|browsing|virtual|digital|personal)${s}(?:assistants?|agents?|bots?|clients?)\b`,
  String.raw`\b(?:read|processed|handled|summari[sz]ed|viewed|opened|parsed|indexed|fetched)${s}by${s}(?:an?${s}|the${s}|any${s}|your${s})?(?:ai${s})?(?:assistant|agent|bot|llm|model)s?\b`,
  String.raw`\b(?:fyi|hey|hi|ok|okay|btw)${s}(?:bot|assistant|agent)\b`,
  String.raw`\b(?:assistants?|agents?|bots?)${s}(?:that${s}(?:is${s}|are${s})?|who${s}(?:is${s}|are${s})?)?${enJob}\b`,
  String.raw`\bif${s}(?:you${s}are|you'?re|an?|the)${s}(?:an?${s})?(?:[a-z-]{2,15}${s})?(?:assistant|agent|bot|ai|llm|language${s}model)\b`,
  String.raw`(?:^|[\n.!?(\[\]"]\s{0,4}|@)(?:(?:hey|hi|dear|attention|note${s}(?:to|for))${s})?(?:the${s})?(?:assistant|agent|bot)s?\s{0,4}[:,]`,
  String.raw`@(?:assistant|agent|bot|ai)\b`,
  String.raw`\b(?:chatbots?|copilots?|llms|(?:large${s})?language${s}models?)\b(?!-)`,
  // Told what to do in the third person ("the assistant must first ..."),
  // or a field for it ("note_for_assistant", "agent-hint:").
  String.raw`\bthe${s}assistant${s}(?:must|should|shall|needs${s}to|has${s}to|is${s}(?:required|expected|asked|instructed)${s}to)\b`,
  String.raw`\b[a-z]{2,12}_(?:for|to)_(?:the_)?(?:assistant|agent|ai|llm|model|bot)s?\b|\b(?:agent|assistant|ai|llm|bot)[-_](?:hints?|notes?|instructions?|directives?|memo|message)\b`,
].join("|");

// Romance languages: "asistente(s) de IA", "assistant IA", "assistente
// virtuale", "agente de IA", "l'IA", "inteligencia artificial".
const romance = [
  String.raw`\b(?:asistentes?|assistentes?|assistant(?:e|s|es)?|assistenti|agentes?|agents?|agenti|robots?|bots?)${s}(?:(?:de|d'|di|da|do|con|com)\s{0,5})?(?:ia|ai|l'ia)${we}`,
  String.raw`\b(?:asistentes?|assistentes?|assistant(?:e|s|es)?|assistenti)${s}(?:virtua(?:l|les|is|le|li|el|els|elle|elles)|automati(?:co|cos|ca|que|ques|zado|zados|zzato|zzati)|inteligentes?|intelligent(?:e|i|s)?|digita(?:l|les|is|le|li))${we}`,
  String.raw`\b(?:l'|la${s}|las${s}|les${s}|a${s}|al${s}|a${s}la${s}|ao${s}|do${s}|da${s}|della${s}|dell')ia${we}(?!-)`,
  String.raw`\b(?:inteligencia|intelligence|intelligenza|inteligencia)${s}artifici(?:al|elle|ale)${we}`,
  // "el asistente debe", "o assistente deve", "l'assistant doit", a field
  // for it ("mensaje_para_agente", "nota_per_assistente").
  String.raw`\b(?:el|o|l'|il)\s{0,5}(?:asistente|assistente|assistant)${s}(?:debe|deve|doit|deberia|deveria|devrait|dovrebbe|tiene${s}que|tem${s}que)${we}`,
  String.raw`\b[a-z]{2,12}_(?:para|pour|per|fur|voor|dla|untuk|kepada|cho|icin)_(?:el_|o_|l_|den_|de_|il_)?(?:agente|asistente|assistente|assistant|assistenten|asystenta|asisten|agent)${we}`,
].join("|");

// German and Dutch: "KI-Assistent", "AI-assistent", "Kalender-Assistent",
// "Einkaufsassistent", "digitaler Assistent", "KI" standing alone.
const germanic = [
  String.raw`\b(?:ki|ai)-?(?:assistent|agent|modell?|system|systeem|bot|helfer|chatbot|tool)[a-z]{0,5}${we}`,
  String.raw`\b(?:kalender|einkaufs|e-?mail|mail|post|posteingangs|shopping|sprach|agenda|inkoop)-?assistent(?:en|in)?${we}`,
  String.raw`\b(?:digitale[nrs]?|virtuelle[nrs]?|automatische[nrs]?|digitale|virtuele|automatische)${s}assistent(?:en)?${we}`,
  String.raw`\b(?:der|die|eine|einer|einen|dem|den|jede[nrs]?|alle|de|het|een|elke)${s}(?:ki|ai)${we}(?!-)`,
  String.raw`\b(?:kunstliche|kunstmatige)${s}intelligen(?:z|tie)${we}`,
  String.raw`\b(?:der|den|dem|de)${s}assistent(?:en)?${s}(?:muss|soll|sollte|moet|dient)${we}`,
].join("|");

// Polish, Turkish, Indonesian, Vietnamese (folded: "trợ lý" reads "tro ly").
const latinOther = [
  String.raw`\basystent(?:a|ow|owi|om|ach|ami)?${s}(?:ai|si|ia)${we}`,
  String.raw`\b(?:asystent|agent)[a-z]{0,4}${s}(?:wirtualn|automatyczn|sztucznej)[a-z]{0,4}`,
  String.raw`\bsztuczn[a-z]{1,3}${s}inteligencj[a-z]{1,2}`,
  String.raw`\byapay${s}zek[aâ][a-z\u0131]{0,12}`,
  String.raw`\b(?:ai|yz)${s}(?:asistan|ajan)[a-z\u0131]{0,8}`,
  String.raw`\b(?:asisten|agen)${s}(?:ai|virtual|kecerdasan${s}buatan)${we}`,
  String.raw`\bkecerdasan${s}buatan${we}`,
  String.raw`\b(?:tro${s}ly|tac${s}tu)${s}(?:ai|ao|tu${s}đong|thong${s}minh)${we}`,
  String.raw`\bbu${s}[a-z\u0131\u015f\u011f]{2,15}${s}(?:okuyan|isleyen|i\u015fleyen|yoneten|y\u00f6neten)${s}asistan`,
  String.raw`\basisten${s}(?:harus|wajib|perlu)${we}|\b(?:untuk|kepada)${s}asisten${we}|\btro${s}ly${s}(?:phai|can|nen)${we}`,
].join("|");

// Russian and Ukrainian: "ИИ-ассистент", "ассистент ИИ", "ШІ-асистент",
// "нейросеть", "искусственный интеллект".
const cyrEnd = "(?![а-яёіїєґ])";
const cyrillic = [
  String.raw`(?<![а-яёіїєґ])(?:ии|іі|ші)(?:-|${s})?(?:ассистент|асистент|агент|помощник|помічник|модел|бот)[а-яіїєґ]{0,4}${cyrEnd}`,
  String.raw`(?<![а-яёіїєґ])(?:ассистент|асистент|агент|помощник|помічник)[а-яіїєґ]{0,4}${s}(?:ии|іі|ші)${cyrEnd}`,
  String.raw`(?<![а-яёіїєґ])(?:виртуальн|цифров|віртуальн|цифров)[а-яіїєґ]{1,3}${s}(?:ассистент|асистент|помощник|помічник)[а-яіїєґ]{0,4}`,
  String.raw`(?<![а-яёіїєґ])(?:нейросет|нейромереж|искусственн[а-я]{1,3}${s}интеллект|штучн[а-яії]{1,3}${s}інтелект)[а-яіїєґ]{0,4}`,
  String.raw`(?<![а-яёіїєґ])(?:для|к|до|всем|всім)${s}(?:ии|ші|іі)${cyrEnd}`,
  String.raw`(?<![а-яёіїєґ])(?:ассистент|асистент)[а-яіїєґ]{0,3}${s}(?:должен|следует|нужно|обязан|має|повинен|слід)${cyrEnd}`,
].join("|");

// Chinese, Japanese, Korean, Arabic, Hindi.
const other = [
  String.raw`(?:ai|人工智能|人工智慧|智能)\s{0,2}(?:助手|助理|代理|智能体|智能體|机器人|機器人|系统|系統)`,
  String.raw`(?:ai|人工知能)\s{0,2}(?:アシスタント|エージェント|秘書|ボット)`,
  String.raw`(?:ai|인공지능)\s{0,2}(?:비서|어시스턴트|에이전트|챗봇|도우미)`,
  String.raw`(?:المساعد|مساعد|وكيل|نموذج)${s}(?:ال)?(?:ذكاء${s}(?:ال)?اصطناعي|ذكي|افتراضي)`,
  String.raw`(?:إلى|الى|أيها|ايها|على)${s}المساعد(?![\u0621-\u064a])`,
  String.raw`(?:ai|एआई)${s}(?:सहायक|असिस्टेंट|एजेंट|मॉडल|बॉट)`,
].join("|");

/**
 * A machine reader named as such in English: an AI assistant or agent, an
 * assistant by the job it does to this item, or one addressed.
 *
 * @example
 * new RegExp(aiReaderEn).test("if you're an assistant handling this inbox"); // true
 */
export const aiReaderEn = `(?:${en})`;

/**
 * The same in the other languages the scanner reads (fr, es, pt, it, de,
 * nl, pl, ru, uk, tr, zh, ja, ko, ar, hi, vi, id).
 *
 * @example
 * new RegExp(aiReaderI18n).test("nota para asistentes de ia"); // true
 */
export const aiReaderI18n = `(?:${romance}|${germanic}|${latinOther}|${cyrillic}|${other})`;

/**
 * Any machine reader named as such, in any language the scanner reads, or
 * addressed as the page's machine reader: an order to "the AI agent reading
 * this page" is the page's, not its user's. One regular expression for the
 * rules that count an order only after it, so a scan finds its matches once
 * for all of them.
 *
 * @example
 * aiReader.test("nota para el asistente de ia"); // true
 */
export const aiReader = rx(`${aiReaderEn}|${aiReaderI18n}|${machineAddress.machine}`);
