import { nativeOnUse } from "./compile-native.js";

// A line or sentence that opens by addressing the AI reading it: "Note to
// AI assistants:", "AI agents reading this page:", "To whichever agent picks
// this ticket up", "To the assistant:", "Per l'assistente:", "Ассистенту,",
// and the same notes in the languages the rules read. Only
// at the start of a line or a sentence, so a quoted one inside a sentence
// ('white text reading "Note to AI reviewer: ..."') does not count; bare
// "Agent:" and "Assistant:" are a transcript's speakers. Read once per text,
// over its first 20,000 characters.
const readerAddress = nativeOnUse(
  /(?:^|\n|[.!?;]["'\u201d\u2019)\]]?\s)[\s>*#_([-]{0,6}(?:(?:note|message|notice|reminder|attention|instructions?|hinweis|nota|observa(?:cao|ção)|remarque|avviso|aviso)\s{1,3}(?:to|for|ao|à|a|al|para|per|pour|für|fur|an)\s{1,3}(?:the\s{1,3}|l'|o\s{1,3}|el\s{1,3}|la\s{1,3}|le\s{1,3}|den\s{1,3}|die\s{1,3}|os\s{1,3}|los\s{1,3}|les\s{1,3})?(?:ai|ki|ia|llm|assistente?s?|asistentes?|assistants?|agents?|agentes?|models?|modelos?|modelli|bots?)\b|(?:ai|ki|ia|llm|coding)[\s-](?:assistants?|agents?|models?|assistenten|agenten|assistentes|agentes)\b[^:\n]{0,40}:|(?:assistants?|agents?|models?)\s{1,3}reading\s{1,3}this\b|(?:to\s{1,3})?(?:whichever|any|every)\s{1,3}(?:ai\s{1,3})?(?:agent|assistant|model)s?\s{1,3}(?:that\s{1,3}|who\s{1,3})?(?:reads?|reading|picks?|opens?|processes|summari[sz]es?)\b|(?:to|for|al|ao|à|a|per|para|pour|an|für|fur)\s{1,3}(?:the\s{1,3}|l'|el\s{1,3}|la\s{1,3}|le\s{1,3}|den\s{1,3}|die\s{1,3}|o\s{1,3})?(?:ai\s{1,3}|ki-?|ia\s{1,3})?(?:assistente?s?|asistentes?|assistants?|assistenten|agents?|agentes?|models?)\b[^:\n]{0,40}:|(?:ии-)?(?:ассистент|агент)[а-я]{0,3}\s{0,3}[,:])/,
);
let addressedText: string | undefined;
let addressed = false;
/**
 * Whether a text opens a line or a sentence by addressing the AI reading it
 * ("Note to AI assistants:", "To whichever agent picks this up"): data that
 * does so is not documentation, whatever it quotes.
 *
 * @example
 * speaksToReader('Example: "x". Note to the assistant: do it.'); // true
 * speaksToReader('Attackers write "note to the assistant: do it".'); // false
 */
export function speaksToReader(text: string): boolean {
  if (text !== addressedText) {
    addressedText = text;
    addressed = readerAddress().test(text.slice(0, 20_000));
  }
  return addressed;
}
