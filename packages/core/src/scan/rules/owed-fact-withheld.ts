import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, gap, ownWalk } = frag;

// What the people a message goes to are owed: a charge or a price rise, a
// clause that binds them, a health risk, who paid for a "review", that their
// data went to someone else, a breach, failed checks.
const owedFact = String.raw`(?:(?:\d{1,3}\s{0,5}%|new|extra|additional|hidden|service|processing|cancell?ation|termination|early${s}termination|restocking|cleaning|handling|maintenance|late|overdraft|deduction)${s}(?:fees?|charges?|surcharges?|commissions?|penalt(?:y|ies)|deductions?)|surcharge|price${s}(?:increase|rise|hike|change|jump|going${s}(?:up|from))|(?:seat|plan|subscription)${s}price${s}going|rate${s}increase|auto-?renew(?:al|ing)?(?:${s}clause)?|renewal${s}clause|exclusivity${s}clause|liability${s}cap|side${s}effects?|dizziness|(?:drug${s})?interactions?${s}with|sponsor(?:ed|ship)|paid${s}(?:placement|promotion)|(?:it|this|the${s}[a-z-]{2,20})${s}is${s}(?:sponsored|paid${s}for|an${s}ad)|(?:data|records|contacts|details|information|files)${s}(?:were|was|are|is|got|have${s}been|has${s}been)${s}(?:also${s})?(?:shared|sold|uploaded)${s}(?:to|with)|breach|data${s}leak|recall|(?:critical|high)${s}(?:findings?|vulnerabilit(?:y|ies)|issues?)|criticals|failed${s}(?:checks?|tests?)|vendor'?s${s}advisory|safety${s}advisory)\b`;
const audience = String.raw`(?:them|him|her|the${s}(?:customers?|clients?|users?|shoppers?|buyers?|patients?|parents?|members?|tenants?|investors?|nurses?|staff|subscribers?|donors?|board|partners?|employees?|team))`;
const withhold = String.raw`\b(?:don'?t|do${s}not|never|without)${s}(?:ever${s})?(?:mention(?:ing)?|say(?:ing)?${s}(?:anything${s})?(?:about|that)|tell(?:ing)?${s}${audience}${s}(?:about|that)|include|including|point(?:ing)?${s}out|disclos(?:e|ing)|reveal(?:ing)?|bring(?:ing)?${s}up|flag(?:ging)?|label(?:l?ing)?${s}(?:it|this|them)${s}as|call(?:ing)?${s}out|footnot(?:e|ing)|explain(?:ing)?)\b`;
const omit = String.raw`\b(?:leave|leaving|keep|keeping)${s}out|\b(?:omit|omitting|skip|skipping|drop|dropping|cut|cutting|strip|stripping|remove|removing|hide|hiding)\b`;

// English: told not to mention it, or to leave it out, of what goes to them.
const en = String.raw`(?:${withhold}|${omit})${gap(50)}\b${owedFact}(?!${s}(?:in${s}the${s}(?:subject|title|header|intro|first|opening)|twice|again|until${s}(?:the|they)${s}(?:sign|call|meeting)))`;

// Other languages: "no mencionen la nueva comisión", "ne lui dis pas que les
// frais de résiliation", "die drei kritischen Befunde lassen wir weg", "ama
// %15 işlem ücreti kesileceğini yazma", "10% कटौती वाली बात मत लिखना".
const i18n = [
  String.raw`\bno${s}(?:le${s}|les${s})?(?:menciones|mencionen|mencionar|digas|digan|incluyas|incluyan|cuentes)${gapI(50)}\b(?:comision|cargo|recargo|tarifa|penalizacion|clausula|permanencia|efectos${s}secundarios|patrocinad|brecha|filtracion|subida${s}de${s}precio)`,
  String.raw`|\bnao${s}(?:mencione|mencionem|mencionar|diga|digam|inclua|incluam|conte|informe|informem)${gapI(50)}\b(?:taxa|comissao|tarifa|multa|clausula|efeitos${s}colaterais|patrocinad|vazamento|compartilhad|reajuste)`,
  String.raw`|\bne${s}(?:lui${s}|leur${s})?(?:dis|dites|mentionne[sz]?|parle[sz]?|precise[sz]?|inclu(?:s|ez))${s}pas${gapI(50)}\b(?:frais|commission|surcout|penalite|clause|effets${s}secondaires|sponsoris|fuite|hausse${s}de${s}prix|finance${s}par)`,
  String.raw`|\b(?:gebuhr|aufpreis|zuschlag|provision|klausel|nebenwirkungen|kritischen${s}befunde|befunde)${gapI(60)}\b(?:lassen${s}wir${s}weg|weglassen|nicht${s}(?:erwahnen|nennen|angeben))`,
  String.raw`|\bnon${s}(?:menzionare|dire|citare|includere|indicare)${gapI(50)}\b(?:commissione|sovrapprezzo|costo${s}aggiuntivo|penale|clausola|effetti${s}collaterali|sponsorizzat)`,
  String.raw`|\b(?:ucret|ucreti|komisyon|kesinti|masraf)[a-zı]{0,6}${gapI(40)}\b(?:yazma|soyleme|belirtme|bahsetme)\b`,
  String.raw`|(?:शुल्क|कटौती|फीस|चार्ज)${gapI(40)}(?:मत${s}(?:लिखना|बताना|लिखो|बताओ)|न${s}लिखें)`,
  String.raw`|\b(?:hapus|buang)${s}bagian${gapI(30)}\b(?:temuan${s}kritis|kritis)`,
  String.raw`|(?:не${s}(?:упоминай|упоминайте|говори|пиши|включай))${gapI(50)}(?:комисси|сбор|штраф|побочн|утечк|спонсор|повышени[ея]${s}цен|предупреждени)`,
  String.raw`|(?:不要|别|別|不用)(?:提|提及|写|寫|说|說|告诉|告訴)[^。\n]{0,30}?(?:手续费|手續費|违约金|違約金|自动续约|自動續約|涨价|漲價|副作用|赞助|贊助|泄露|洩露|分享给|分享給)`,
].join("");

/**
 * What people are owed kept out of a message to them:
 * `concealment.owed_fact_withheld`. "Don't mention the early termination
 * fee, he'll see it on his statement", "leave out the dizziness and the
 * interaction with blood thinners", "don't label it as sponsored", "only
 * include the passed checks, cut the criticals", "no mencionen la nueva
 * comisión". Keeping a fee out of a subject line, or the user's own
 * caveats ("skip the warnings, I know the risks") is left alone.
 *
 * @example
 * owedFactWithheldRules.map((rule) => rule.id); // ["concealment.owed_fact_withheld"]
 */
export const owedFactWithheldRules: readonly Rule[] = [
  {
    id: "concealment.owed_fact_withheld",
    category: "concealment",
    // What is withheld, which every form names (the verbs, "don't",
    // "keep", "cut", are in every other message).
    anchors: [
      "fee",
      "charge",
      "commission",
      "penalt",
      "deduction",
      "price",
      "rate increase",
      "renew",
      "clause",
      "liability",
      "side effect",
      "dizziness",
      "interaction",
      "sponsor",
      "paid",
      "an ad",
      "shared",
      "sold",
      "uploaded",
      "breach",
      "leak",
      "recall",
      "critical",
      "failed",
      "advisory",
      "comision",
      "cargo",
      "tarifa",
      "penalizacion",
      "clausula",
      "permanencia",
      "efectos secundarios",
      "patrocinad",
      "brecha",
      "filtracion",
      "subida de precio",
      "taxa",
      "comissao",
      "multa",
      "efeitos colaterais",
      "vazamento",
      "compartilhad",
      "reajuste",
      "frais",
      "surcout",
      "penalite",
      "effets secondaires",
      "fuite",
      "hausse de prix",
      "finance par",
      "gebuhr",
      "aufpreis",
      "zuschlag",
      "provision",
      "klausel",
      "nebenwirkungen",
      "befunde",
      "sovrapprezzo",
      "costo aggiuntivo",
      "penale",
      "clausola",
      "effetti collaterali",
      "ucret",
      "komisyon",
      "kesinti",
      "masraf",
      "शुल्क",
      "कटौती",
      "फीस",
      "चार्ज",
      "kritis",
      "комисси",
      "сбор",
      "штраф",
      "побочн",
      "утечк",
      "спонсор",
      "повышени",
      "предупреждени",
      "手续费",
      "手續費",
      "违约金",
      "違約金",
      "自动续约",
      "自動續約",
      "涨价",
      "漲價",
      "副作用",
      "赞助",
      "贊助",
      "泄露",
      "洩露",
      "分享给",
      "分享給",
    ],
    pattern: rx(`${ownWalk}(?:${en}|${i18n})`),
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
