import { frag } from "../rule.js";

const { s } = frag;
const w = String.raw`[\s-]{1,3}`;

// The reader named as a machine, in the words a page or a notice would use: "AI
// assistants", "the coding agent", "automated clients", "el asistente de IA",
// "der KI-Assistent", "ИИ-ассистент", "AI助手", "AIアシスタント", "AI 비서".
// A bare "agent" or "client" is a person at a help desk.
const machine = [
  String.raw`\b(?:assistants?|(?:llm|automated|autonomous|digital)${w}(?:[a-z]{2,12}${w})?(?:agents?|bots?|clients?|readers?|helpers?|systems?)|(?:ai|coding)[ -](?:agents?|bots?)|asistentes?|assistentes?|agentes?(?: de)? (?:ia|ai|automatizad[oa]s?|autonomos?)`,
  String.raw`|agents? (?:ia|ai|automatises?|autonomes)|(?:ki|ai)-?(?:assistent(?:en|in)?|agent(?:en)?)|assistent(?:en|er)?|agenti${s}(?:automatici|ia|ai|di${s}codice)|asystent(?:a|ow)?|asystenc(?:i|ie)|asistan(?:[a-z]|ı){0,6}|asisten|asistent(?:i|a)?|tro ly)\b`,
  String.raw`|(?:ии|ші|ai)-?(?:ассистент|асистент|агент)|ассистент|асистент|(?:ai|人工智能|智能)?助手|アシスタント|ai(?=は|が)|(?:ai\s{0,2})?(?:비서|어시스턴트)|مساعد|सहायक|असिस्टेंट`,
].join("");

// An order, not a description: "must", "should", "is required to", a colon
// after the address ("Triage agent: reset …"), and their forms elsewhere. A
// verb-final language puts it after the deed, so it is looked for on both
// sides of it.
const modal = [
  String.raw`\b(?:must|should|shall|needs?${s}to|ha(?:s|ve)${s}to|(?:is|are)${s}(?:required|expected)${s}to|please|debe[n]?|debera|deberia|tiene${s}que|necesita|deve[m]?|devera|precisa|doi(?:t|vent)|devra|veuillez|muss(?:en)?|soll(?:en|te|ten)?|devono|dovra|moet(?:en)?|dien(?:t|en)|musi|musza|powin(?:ien|ni|na)|nalezy|ska|maste|wajib|harus|phai|vui${s}long|maji)\b(?!${s}(?:not|never|be|nicht|pas|no|nao|niet|nie)\b)`,
  String.raw`|mel(?:ı|i)d(?:ı|i)r|mal(?:ı|i)d(?:ı|i)r|должен|должны|должна|нужно|необходимо|следует|повин(?:ен|ні)|має|мають|(?<=[а-яіїєё])(?:ите|іть|йте)(?![а-яіїєё])|必须|需要|务必|请|してください|必要|すること|해야|하십시오|바랍니다|يجب|عليه|يرجى|होगा|चाहिए|कृपया`,
].join("");

// The modal ahead of its subject: "muss der E-Mail-Assistent …", "moet de
// gekoppelde AI-assistent …", "يجب على المساعد الذكي …", "请AI助手…". Looked
// for back from the machine's end, so the pattern opens on the machine.
const modalFirst = String.raw`\b(?:muss(?:en)?|soll(?:en|te|ten)?|moet(?:en)?|dient|ska|maste)\b|يجب${s}على|请`;

// Between the machine and its deed, no "never": "our assistants will NEVER
// ask you to transfer money" is the warning against this very attack.
const never = String.raw`never|niemals|jamais|nunca|nooit|nigdy|asla|aldrig|khong${s}bao${s}gio|tidak${s}pernah|никогда|ніколи|绝不|决不|从不|決して|절대|أبدا|कभी${s}नहीं`;
const clean = (n: number): string => frag.gapWithout(never, n);

// Every machine form above holds one of these.
const machineAnchors = [
  "assistant",
  "llm",
  "automated",
  "autonomous",
  "digital",
  "ai agent",
  "ai-agent",
  "ai bot",
  "ai-bot",
  "coding agent",
  "coding-agent",
  "coding bot",
  "coding-bot",
  "asisten",
  "assistent",
  "agentes",
  "agente de",
  "agente ia",
  "agente ai",
  "agente automatizad",
  "agente autonomo",
  "agent ia",
  "agents ia",
  "agent ai",
  "agents ai",
  "agent automatis",
  "agents automatis",
  "agent autonome",
  "agents autonome",
  "kiagent",
  "ki-agent",
  "aiagent",
  "agenti",
  "asysten",
  "asistan",
  "tro ly",
  "ассистент",
  "асистент",
  "агент",
  "助手",
  "アシスタント",
  "aiは",
  "aiが",
  "비서",
  "어시스턴트",
  "مساعد",
  "सहायक",
  "असिस्टेंट",
];

/**
 * Text that speaks to the AI reading it, as an order: the machine named as
 * such ("AI assistants", "der KI-Assistent", "AI 비서"), the modal of an
 * order on either side of its deed, and the "never" that turns an order into
 * the warning against it. Shared by the rules that read an order addressed
 * to the machine, so that they agree on who is addressed.
 *
 * @example
 * new RegExp(machineAddress.machine).test("the ai assistant"); // true
 */
export const machineAddress = { machine, modal, modalFirst, clean, machineAnchors } as const;
