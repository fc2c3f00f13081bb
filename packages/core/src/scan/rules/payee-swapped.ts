import { frag, type Rule, rx } from "../rule.js";
import { fraudWordsI18n } from "./fraud-words.js";
import { quotedSpan } from "./outside-quote.js";

const { s, ownWalk } = frag;

const payVerb = String.raw`\b(?:pay|paid|paying|payment|transfer|wire|send|route|deposit|remit|release|settle|refund|reimburse|payout|direct${s}deposit)`;
// The payee's details swapped on an unchecked word: "use the account ending
// 9931 instead of the one on file", "their bank details have changed", "to
// their new account" (the writer's own new account is theirs to use).
const swapped = String.raw`(?:\b(?:instead${s}of|rather${s}than|not)${s}(?:the${s}(?:one|account|card|iban|details)|their${s}(?:usual|old|regular)${s}(?:one|account|details|iban))${s}(?:on${s}file|we${s}have|in${s}the${s}system|in${s}the${s}vendor${s}record|saved)|\b(?:(?:their|our|his|her|the${s}(?:vendor|supplier|payee|contractor)(?:'s)?)${s})?(?:bank${s}(?:details|account|info)|account${s}(?:details|number)|iban|remittance${s}details|payment${s}details|routing${s}(?:details|number))${s}(?:have|has)${s}(?:just${s}|recently${s})?changed|\bto${s}(?:their|his|her|the${s}(?:vendor|supplier|payee|contractor|landlord)(?:'s)?)${s}new${s}(?:bank${s})?(?:account|iban|card)\b|\b(?:switch|swap|change)${s}(?:the${s})?(?:destination|payee|beneficiary|receiving)${s}(?:account|details|iban)${s}to)`;

// Other languages: "só troca a conta de destino para … que é a conta nova
// deles", "a partir de hoy nuestros pagos deben ir a la nueva cuenta",
// "просим перевести зарплату … на карту …", "unsere Bankverbindung hat
// sich geändert".
const i18n = [
  String.raw`\b(?:troca|troque|mude|altere)${s}a${s}conta${s}(?:de${s}destino|do${s}favorecido)|\bconta${s}nova${s}del(?:e|a|es)\b|\bnova${s}conta${s}(?:bancaria${s})?del(?:e|a|es)\b`,
  String.raw`|\b(?:la${s})?nueva${s}cuenta${s}(?:bancaria${s})?(?:del${s}proveedor|de${s}ellos|suya)|\bpagos${s}deben${s}ir${s}a${s}la${s}nueva${s}cuenta|\bcambi(?:o|ado|aron)${s}(?:de${s})?(?:cuenta${s}bancaria|datos${s}bancarios|iban)`,
  String.raw`|\b(?:nouvelles?${s}coordonnees${s}bancaires|nouveau${s}rib|(?:coordonnees${s}bancaires|rib|iban)${s}(?:ont|a)${s}change)`,
  String.raw`|\b(?:bankverbindung|kontoverbindung|iban)${s}(?:hat${s}sich|haben${s}sich)${s}geandert|\bneue${s}(?:bankverbindung|kontoverbindung|iban)\b`,
  String.raw`|\b(?:nuove${s}coordinate${s}bancarie|nuovo${s}iban|(?:coordinate${s}bancarie|iban)${s}(?:sono|e)${s}cambiat)`,
  String.raw`|\b(?:nieuwe${s}(?:rekening|bankrekening|iban)|(?:rekeningnummer|bankgegevens|iban)${s}(?:is|zijn)${s}gewijzigd)`,
  String.raw`|\b(?:nowy${s}(?:rachunek|numer${s}konta)|zmienil[aiy]?${s}(?:numer${s})?(?:konta|rachunek))`,
  String.raw`|(?:в${s}связи${s}со${s}сменой${s}банка|новы[йе]${s}(?:реквизит|сч[её]т)|реквизиты${s}изменились|змінили${s}реквізити|нові${s}реквізити)`,
  String.raw`|(?:新的?(?:银行)?账户|新账号|新帳戶|账户已变更|帳戶已變更|口座が変更|新しい口座|계좌가\s{0,4}변경|새\s{0,4}계좌)`,
].join("");
const payI18n = String.raw`(?:pag|transfer|deposit|paie|virement|verse|zahl|uberweis|bonifico|betaal|overmaak|przelew|zaplac|перев|оплат|плат|付款|转账|轉帳|支付|振込|送金|이체|송금|지급)`;

// The notice asks for the change to be checked first ("please verify by
// calling the number you already have"): a payee's honest notice, not an
// order to pay.
const checkFirst = String.raw`(?:\b(?:please${s})?verify${s}(?:the${s}(?:change|details|new${s}details)${s})?(?:by${s}(?:calling|phone|telephone)|with${s}(?:us|our|your)|before)|\bverification${s}call\b|\bcall(?:ing)?${s}(?:us|our${s}office|the${s}number|our${s}(?:usual|known|main))\b|\bknown${s}(?:phone${s})?number\b|\bcall\s{0,5}back\b|お電話|電話で|ご確認|核实|核實|확인\s{0,5}전화|telefonisch${s}(?:bestatig|verifizier|prufen)|por${s}telefone${s}para${s}confirmar|par${s}telephone${s}pour${s}confirmer)`;

// Within a paragraph, and not across a request to verify the change first.
const near = String.raw`(?:(?!${checkFirst}|\n\s{0,8}\n)[\s\S]){0,100}?`;
// English: a payment in the same paragraph as the swapped details.
const en = String.raw`${payVerb}${near}${swapped}|${swapped}${near}${payVerb}`;

/**
 * A payment sent to details changed on an unchecked word:
 * `forced_tool_use.payee_swapped`. "Pay the Brightline invoice — use the
 * account ending 9931 instead of the one on file, they told me on the
 * phone", "our bank details have changed … release the two pending
 * invoices", "pay the deposit to their new account". The pattern of
 * invoice-redirect fraud: such a change is confirmed with the payee before
 * any money moves, so the agent stops to ask. A payee's notice that asks
 * for the change to be verified by a call first is left alone.
 *
 * @example
 * payeeSwappedRules.map((rule) => rule.id); // ["forced_tool_use.payee_swapped"]
 */
export const payeeSwappedRules: readonly Rule[] = [
  {
    id: "forced_tool_use.payee_swapped",
    category: "forced_tool_use",
    anchors: [
      "instead of",
      "rather than",
      "not the",
      "changed",
      "new account",
      "new bank",
      "new iban",
      "new card",
      "destination",
      "payee",
      "beneficiary",
      "receiving",
      "troca",
      "troque",
      "mude",
      "altere",
      "conta nova",
      "nova conta",
      "nueva cuenta",
      "cambi",
      "coordonnees",
      "nouveau rib",
      "rib a",
      "rib ont",
      "iban a",
      "iban ont",
      "geandert",
      "neue bank",
      "neue konto",
      "neue iban",
      "nuove",
      "nuovo iban",
      "nieuwe",
      "gewijzigd",
      "nowy",
      "zmienil",
      "сменой банка",
      "новы",
      "изменились",
      "змінили",
      "нові",
      "新的",
      "新账号",
      "新帳戶",
      "账户已变更",
      "帳戶已變更",
      "口座が変更",
      "新しい口座",
      "계좌가",
      "새 계좌",
      "银行账户",
      "新账户",
    ],
    pattern: rx(
      String.raw`${ownWalk}(?:${en}|(?:${i18n})${near}${payI18n}|${payI18n}${near}(?:${i18n}))(?![\s\S]{0,120}?${checkFirst})`,
    ),
    // A payment the writer forbids ("Don't pay anything, draft a reply
    // saying we'll verify by phone"), or a change read as fraud or taught in
    // a training, from there on (greedy: the span must reach the match).
    unless: rx(
      String.raw`(?:${quotedSpan}|\b(?:don'?t|do${s}not|never)${s}(?:pay|transfer|wire|send|release|update|change)\b[\s\S]{0,400}|(?:\b(?:fraud|scam|phishing|suspicious|suspected|red${s}flags?|training|quiz)\b|${fraudWordsI18n}|oszust|培训|培訓)[\s\S]{0,600})`,
    ),
    // In a call's arguments too: a message the agent writes that tells its
    // reader to pay new details on the same unchecked word is the fraud
    // itself, sent on.
    severity: { default: "off", argument: "medium", text: "medium" },
    quotedIsMention: true,
  },
];
