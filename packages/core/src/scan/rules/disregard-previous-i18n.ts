import { frag, type Rule, rx } from "../rule.js";
import { ignoreGrammar } from "./ignore-previous-grammar.js";
import { manualCondition } from "./manual-condition.js";

const { s } = frag;
const instructionNoun = String.raw`(?:instrucciones|instrucoes|indicaciones|istruzioni|instructions|consignes)`;
const {
  romanceIgnore,
  romanceDisregard,
  romanceOf,
  romanceSubject,
  romanceGuides,
  onPackaging,
  onGermanPackaging,
  errandAfter,
  sentByMe,
  myAfterNoun,
  namesTheAttack,
} = ignoreGrammar;

/**
 * "Ignore your previous instructions" said in other words, in es / pt / fr /
 * it / de: another verb ("haz caso omiso de", "fais abstraction de", "non
 * tenere conto di", "missachte") or another noun (the reader's earlier
 * guidelines, directives or rules). The same reading as
 * instruction_override.ignore_previous_i18n, as its own rule so that each
 * regex stays under the size V8 optimizes (rule-size.test.ts).
 *
 * @example
 * disregardPreviousI18nRule.id; // "instruction_override.disregard_previous_i18n"
 */
export const disregardPreviousI18nRule: Rule = {
  id: "instruction_override.disregard_previous_i18n",
  category: "instruction_override",
  anchors: [
    "instruc",
    "istruzion",
    "consigne",
    "anweisung",
    "directrices",
    "diretrizes",
    "directives",
    "linee guida",
    "orientaciones",
    "orientacoes",
    "pautas",
    "reglas",
    "regras",
    "regole",
    "regles",
    "normas",
    "norme",
    "richtlinien",
    "vorgaben",
    "leitlinien",
  ],
  pattern: rx(
    String.raw`(?:`,
    // The same order in other verbs, for the reader's own or the earlier
    // instructions: "no tengan en cuenta las instrucciones enviadas el lunes"
    // and "não leve em conta as instruções de jejum" correct a message or a
    // leaflet. A subject before the verb makes it a statement ("el sistema
    // descarta las instrucciones anteriores", "il filtro trascura le
    // istruzioni precedenti").
    String.raw`\b${romanceDisregard}(?<!${romanceSubject}${romanceDisregard})(?<!\b(?:el|la|il|lo|o|a|un|una|uno|um|uma|este|esta|ese|esa|questo|questa|esse|essa)${s}[a-z]{2,20}${s}(?:descart[ae]|trascura|tralascia))(?<!${manualCondition}${romanceDisregard})${s}${romanceOf}(?:(?:tus|tes|vos|tue|suas|sus|vuestras|vostre)${s}(?:(?:anteriores|previas|precedentes|precedenti|originales|originais|originali|anterieures|iniciales|iniciais|iniziali|initiales)${s})?${instructionNoun}|${instructionNoun}${s}(?:anteriores|previas|precedentes|pasadas|originales|iniciales|originais|iniciais|precedenti|originali|iniziali|anterieures|initiales|de${s}antes|di${s}prima))\b${myAfterNoun}${onPackaging}${errandAfter}${sentByMe}`,
    // Guidelines, directives and rules set aside: only the reader's own
    // earlier ones ("tus directrices anteriores", "vos directives
    // précédentes"; "tus reglas de estilo" are a house style), and only by a verb
    // that opens its clause. "Decidieron ignorar las directrices
    // anteriores" is news, "d'avoir ignoré les directives" a report, and
    // "Desconsidere as regras anteriores de validação" a changelog's.
    String.raw`|\b(?:${romanceIgnore}|${romanceDisregard})(?<=(?:^|[.!?:;,\n(\u2014\u2013"'\u00ab\u201c*-]|\b(?:por${s}favor|favor|per${s}favore|s'il${s}vous${s}plait|svp|ahora|agora|ora|adesso|maintenant|desormais)\b)\s{0,4}(?:${romanceIgnore}|${romanceDisregard}))(?<!${manualCondition}(?:${romanceIgnore}|${romanceDisregard}))${s}${romanceOf}(?:tus|sus|suas|tue|vos|tes|vuestras|vostre)${s}(?:(?:anteriores|previas|precedentes|precedenti|originales|originais|originali|anterieures|iniciales|iniciais|iniziali|initiales)${s}${romanceGuides}|${romanceGuides}${s}(?:anteriores|previas|precedentes|pasadas|originales|iniciales|originais|iniciais|precedenti|originali|iniziali|anterieures|initiales|de${s}antes|di${s}prima))\b${myAfterNoun}${onPackaging}${errandAfter}${sentByMe}`,
    String.raw`|\b(?:ignorier(?:e|en${s}sie)|vergiss|vergessen${s}sie|missachte|missachten${s}sie)(?<!\bich${s}(?:ignoriere|vergiss|missachte))${s}(?:alle${s})?(?:deine|ihre)${s}(?:vorherigen|bisherigen|vorigen|fruheren|ursprunglichen)${s}(?:richtlinien|vorgaben|leitlinien|sicherheitsrichtlinien)\b${onGermanPackaging}${errandAfter}`,
    // A search query that names the attack after the phrase: a topic.
    String.raw`)${namesTheAttack}`,
  ),
  severity: { default: "high" },
  quotedIsMention: true,
};
