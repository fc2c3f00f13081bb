import { frag } from "../rule.js";

const { either, s } = frag;

/**
 * A check word with a negation a few words before it, in one language: the
 * shape of every way to say "sin pedir aprobación", "ohne Freigabe", "bez
 * potwierdzenia", "不用审批", however it is phrased.
 * `others` are checks that are not the asker's own (an approval, a review,
 * a signature, a verification); `own` are the asker's say (to be asked, to
 * confirm). `gap` is what may stand between the negation and the word.
 *
 * @example
 * const es: NegatedCheck = { neg: "sin", others: "aprobacion", own: "preguntar", gap: "" };
 */
export interface NegatedCheck {
  readonly neg: string;
  readonly others: string;
  readonly own: string;
  /** Between the negation and the check word; a Latin-script word gap when empty. */
  readonly gap: string;
}

// Up to three words, none of which turns the negation into a reminder
// ("don't forget to confirm", "no olvides confirmar").
const latinGap = String.raw`(?:${s}(?!(?:forget|remember|fail|olvides|esquecas|oublie|dimenticare|vergiss|vergeet|zapomnij)\b)[a-z'-]{1,20}){0,3}?${s}`;
const cyrillicGap = String.raw`(?:${s}[\u0430-\u044f\u0451\u0456\u0457\u0454\u0491'-]{1,20}){0,3}?${s}`;
const cjkGap = String.raw`[^\u3002\uff0c,.!?\n]{0,6}?`;

// Spanish, Portuguese, French, Italian, German, Dutch, Polish, Vietnamese,
// Indonesian (Turkish says its negation after, below).
const latin: readonly NegatedCheck[] = [
  {
    neg: String.raw`\b(?:no|sin|ni|nada${s}de|omite|omitir|saltate|saltar)`,
    others: String.raw`(?:aprobacion(?:es)?|revision(?:es)?|verificacion(?:es)?|firmas?|permiso|autorizacion|visto${s}bueno)\b`,
    own: String.raw`(?:confirmacion|confirmar(?:lo|la|me|melo)?|confirmes|pregunt[a-z]{0,6}|consult[a-z]{0,6})\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:nao|sem|nem|pula|pule|pular|dispensa)`,
    others: String.raw`(?:aprovacao|revisao|verificacao|assinatura|permissao|autorizacao)\b`,
    own: String.raw`(?:confirmacao|confirmar(?:lo|la|me)?|pergunt[a-z]{0,6}|consult[a-z]{0,6})\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:ne|pas|sans|ni|inutile${s}de|sautez|saute)`,
    others: String.raw`(?:validation|verification|approbation|relecture|signature|autorisation)\b`,
    own: String.raw`(?:confirm[a-z]{0,6}|demand[a-z]{0,6}|redemand[a-z]{0,6})\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:non|senza|niente|salta|evita)`,
    others: String.raw`(?:approvazione|verifica|controllo|firma|autorizzazione|revisione)\b`,
    own: String.raw`(?:conferm[a-z]{0,6}|chied[a-z]{0,6})\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:nicht|kein[a-z]{0,2}|ohne|uberspring[a-z]{0,3})`,
    others: String.raw`(?:freigabe|genehmigung|prufung|review|kontrolle|unterschrift|vier-augen[a-z-]{0,10})\b`,
    own: String.raw`(?:bestatig[a-z]{0,6}|nachfrag[a-z]{0,3}|ruckfrag[a-z]{0,3}|fragen|frag)\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:niet|geen|zonder|sla)`,
    others: String.raw`(?:goedkeuring|controle|review|handtekening|akkoord)\b`,
    own: String.raw`(?:bevestig[a-z]{0,6}|vragen|vraag)\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:nie|bez|pomin|pomijaj)`,
    others: String.raw`(?:zatwierdzeni[ae]|weryfikacji|akceptacji|zgody)\b`,
    own: String.raw`(?:potwierdz[a-z]{0,6}|pyta[a-z]{0,4}|pytania)\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:khong${s}can|khoi|bo${s}qua|đung)`,
    others: String.raw`(?:duyet|phe${s}duyet|kiem${s}tra|xin${s}phep)\b`,
    own: String.raw`xac${s}nhan\b`,
    gap: "",
  },
  {
    neg: String.raw`\b(?:tanpa|nggak${s}usah|gak${s}usah|ga${s}usah|tidak${s}perlu|nggak${s}perlu|gak${s}perlu|jangan|lewati)`,
    others: String.raw`(?:persetujuan|verifikasi|periksa|izin|approval)\b`,
    own: String.raw`(?:konfirmasi|cek|dicek|tanya|nanya)\b`,
    gap: "",
  },
];

// Russian and Ukrainian, Chinese (the others say their negation after).
const scripts: readonly NegatedCheck[] = [
  {
    neg: String.raw`(?<![\u0430-\u044f\u0451\u0456\u0457\u0454\u0491])(?:не|без|пропусти|минуя)`,
    others: String.raw`(?:согласовани[яе]|одобрени[яе]|провер(?:ки|ка|ок)|погодженн[яі]|перевір(?:ки|ка|ок)|подпис(?:и|ь)|підпис(?:у|и)?)`,
    own: String.raw`(?:подтвержд[а-я]{0,6}|подтверд[а-я]{0,6}|спрашива[а-я]{0,4}|переспрашива[а-я]{0,4}|уточня[а-я]{0,4}|підтвердж[а-я]{0,6}|пита[а-я]{0,4}|перепиту[а-я]{0,4})`,
    gap: cyrillicGap,
  },
  {
    neg: String.raw`(?:不用|不必|无需|無需|不需要|跳过|跳過|省略|免去)`,
    others: String.raw`(?:审批|審批|审核|審核|复核|複核|批准|签字|簽字|核实|核實|验证|驗證|评审|評審)`,
    own: String.raw`(?:确认|確認|问我|問我|询问|詢問)`,
    gap: cjkGap,
  },
];

// Languages that say the check first and negate it after: "onay almadan",
// "確認は不要", "확인 없이", "بدون تأكيد" reads the other way but is listed
// here too, since its negation is a separate word.
const afterLatin = {
  others: String.raw`\b(?:onay|onayı|onaya|kontrol|dogrulama|inceleme)(?:[a-zı]{0,4}(?:${s}[a-zı]{1,12}){0,2}?(?:madan|meden)\b|[a-zı]{0,6}(?:${s}[a-zı]{1,12}){0,2}?${s}gerek${s}yok\b)`,
  own: String.raw`\bsor(?:madan|ma)\b|\b(?:frag|fragen|frage)${s}(?:[a-z]{1,15}${s}){0,2}nicht\b`,
};
const afterScripts = {
  others: either([
    String.raw`(?:承認|レビュー|許可|審査)(?:は|も|を)?(?:不要|なし|せず|しなくて|いらない|いりません|省略|スキップ)`,
    String.raw`(?:승인|검토|결재|허락)(?:은|는|을|를|도)?\s?(?:없이|생략|건너뛰|안\s?(?:해도|받아도|하셔도)|필요\s?없)`,
    String.raw`(?:دون|بدون|لا${s}داعي${s}ل|لا${s}حاجة${s}ل|تجاوز|من${s}غير)\s{0,5}(?:ال)?(?:موافقة|مراجعة|تحقق|إذن)`,
    String.raw`बिना${s}(?:मंज\u093c?ूरी|अनुमति|जांच|जाँच)|(?:मंज\u093c?ूरी|अनुमति|जांच|जाँच)[^\n]{0,15}?(?:ज\u093c?रूरत${s}नहीं|नहीं${s}चाहिए)`,
  ]),
  own: either([
    String.raw`(?:確認|チェック)(?:は|も|を)?(?:不要|なし|せず|しなくて|いらない|いりません|省略|スキップ)`,
    String.raw`(?:확인|동의)(?:은|는|을|를|도)?\s?(?:없이|말고|생략|건너뛰|안\s?(?:해도|받아도|하셔도)|필요\s?없)|묻지\s?(?:말고|마)`,
    String.raw`(?:دون|بدون|لا${s}داعي${s}ل|لا${s}حاجة${s}ل|من${s}غير)\s{0,5}(?:ال)?(?:تأكيد|سؤال)`,
    String.raw`बिना${s}(?:पुष्टि|पूछे)|(?:पुष्टि|कन्फ\u093c?र्म|पूछ)[^\n]{0,15}?(?:मत|ज\u093c?रूरत${s}नहीं)`,
  ]),
};

const shape = (
  languages: readonly NegatedCheck[],
  after: { readonly others: string; readonly own: string },
  words: "others" | "own",
): string =>
  either([
    ...languages.map(
      (language) =>
        `${language.neg}${language.gap === "" ? latinGap : language.gap}${language[words]}`,
    ),
    after[words],
  ]);

/**
 * A negated check in one group of languages, by whose check it is, with the
 * words one of which every match holds (the check words).
 *
 * @example
 * const group: NegatedGroup = negatedChecks.latin;
 */
export interface NegatedGroup {
  readonly others: string;
  readonly own: string;
  readonly othersAnchors: readonly string[];
  readonly ownAnchors: readonly string[];
}

/**
 * Someone else's check negated ("sin la firma", "ohne Freigabe", "不用审批",
 * "승인 없이") and the asker's own say negated ("sin preguntar", "frag mich
 * nicht", "不用确认"), in the Latin-script languages but English and in the
 * other scripts. English is read by its phrases (stakes-waivers-en.ts): its
 * check words ("review", "approval", "ask") are too common in documentation
 * to walk a few words back from each.
 *
 * @example
 * new RegExp(negatedChecks.latin.others).test("sin la aprobacion del jefe"); // true
 */
export const negatedChecks: {
  readonly latin: NegatedGroup;
  readonly scripts: NegatedGroup;
} = {
  latin: {
    others: shape(latin, afterLatin, "others"),
    own: shape(latin, afterLatin, "own"),
    othersAnchors: [
      "aprob",
      "aprueb",
      "revis",
      "verific",
      "firma",
      "permiso",
      "autoriz",
      "visto bueno",
      "aprov",
      "assinatura",
      "permissao",
      "valid",
      "verifi",
      "approb",
      "approuv",
      "relecture",
      "signature",
      "autoris",
      "approv",
      "controll",
      "revision",
      "freigab",
      "freigeb",
      "genehmig",
      "prufung",
      "prufen",
      "review",
      "kontroll",
      "unterschrift",
      "vier-augen",
      "goedkeur",
      "controle",
      "handtekening",
      "akkoord",
      "zatwierdz",
      "weryfik",
      "sprawdz",
      "akceptacj",
      "zgod",
      "duyet",
      "kiem tra",
      "xin phep",
      "persetujuan",
      "verifikasi",
      "periksa",
      "izin",
      "approval",
      "onay",
      "kontrol",
      "dogrulama",
      "inceleme",
    ],
    ownAnchors: [
      "confirm",
      "pregunt",
      "consult",
      "demand",
      "redemand",
      "conferm",
      "chied",
      "bestatig",
      "nachfrag",
      "ruckfrag",
      "fragen",
      "frag",
      "bevestig",
      "vragen",
      "vraag",
      "potwierdz",
      "pyta",
      "xac nhan",
      "konfirmasi",
      "cek",
      "tanya",
      "nanya",
      "sorma",
      "sormadan",
    ],
  },
  scripts: {
    others: shape(scripts, afterScripts, "others"),
    own: shape(scripts, afterScripts, "own"),
    othersAnchors: [
      "соглас",
      "одобр",
      "провер",
      "погодж",
      "перевір",
      "подпис",
      "підпис",
      "审批",
      "審批",
      "审核",
      "審核",
      "复核",
      "複核",
      "批准",
      "签字",
      "簽字",
      "核实",
      "核實",
      "验证",
      "驗證",
      "评审",
      "評審",
      "承認",
      "レビュー",
      "許可",
      "審査",
      "승인",
      "검토",
      "결재",
      "허락",
      "موافقة",
      "مراجعة",
      "تحقق",
      "إذن",
      "मंज",
      "अनुमति",
      "जांच",
      "जाँच",
    ],
    ownAnchors: [
      "подтвержд",
      "подтверд",
      "спрашива",
      "уточня",
      "підтвердж",
      "пита",
      "перепиту",
      "确认",
      "確認",
      "问我",
      "問我",
      "询问",
      "詢問",
      "チェック",
      "확인",
      "동의",
      "묻지",
      "تأكيد",
      "سؤال",
      "पुष्टि",
      "कन्फ",
      "पूछ",
    ],
  },
};
