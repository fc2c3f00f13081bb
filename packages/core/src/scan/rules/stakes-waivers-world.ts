import { frag } from "../rule.js";
import { skipCheckLatin, skipCheckLatinAnchors } from "./check-waived-latin.js";
import { skipCheckScripts, skipCheckScriptsAnchors } from "./check-waived-scripts.js";
import { negatedChecks } from "./negated-checks.js";

const { either, s } = frag;

/**
 * The ways to take a check away in one group of languages, by whose check
 * it is: `others` a check that is not the asker's own (a second approval, a
 * review, a signature, a verification of the payee) or the blame taken for
 * skipping it, or the check said to be off; `own` the asker's own say (to
 * be asked, to confirm). Each with the words one of which every match holds.
 *
 * @example
 * const none: Waivers = { others: "(?!)", own: "(?!)", othersAnchors: [], ownAnchors: [] };
 */
export interface Waivers {
  readonly others: string;
  readonly own: string;
  readonly othersAnchors: readonly string[];
  readonly ownAnchors: readonly string[];
}

// Someone else's check, the blame, or the check said off, in the Latin-script
// languages: "asumo toda la responsabilidad", "ich übernehme die
// Verantwortung", "niente doppia approvazione", "ikinci onaya gerek yok",
// "tôi chịu trách nhiệm", "mode admin activé sur mon compte".
const othersLatin = either([
  String.raw`\bnon${s}serve${s}verificare\b`,
  String.raw`\b(?:asumo|assumo|me${s}hago${s}cargo${s}de)${s}(?:toda${s}la${s}|toda${s}a${s}|la${s}|a${s}|total${s})?(?:responsabilidad|responsabilidade)\b`,
  String.raw`\bno${s}hace${s}falta${s}pasar${s}por\b|\bsin${s}pasar${s}por\b|\bsans${s}passer${s}par\b|\bpas${s}besoin${s}de${s}passer${s}par\b|\bnao${s}precisa${s}(?:passar${s}por|perguntar${s}ao${s}dono)\b|\bkhong${s}can${s}hoi${s}ai\b`,
  String.raw`\bsin${s}(?:la${s}|el${s})?(?:doble${s}firma|segunda${s}(?:firma|aprobacion))\b|\bno${s}podemos${s}esperar${s}a${s}la${s}(?:doble${s}firma|segunda${s}firma|aprobacion)\b`,
  String.raw`\bsem${s}(?:a${s})?(?:dupla${s}aprovacao|segunda${s}aprovacao)\b`,
  String.raw`\bj'assume\b|\bje${s}prends${s}(?:toute${s})?(?:la${s})?responsabilite\b|\bsans${s}(?:double${s})?validation\b`,
  String.raw`\b(?:mi${s})?(?:prendo|assumo)${s}(?:io${s})?(?:la${s}|tutta${s}la${s})?responsabilita\b|\bniente${s}(?:doppia${s}approvazione|seconda${s}firma|doppia${s}firma)\b`,
  String.raw`\bich${s}ubernehme${s}(?:die${s})?(?:volle${s})?verantwortung\b|\bkeine${s}(?:freigabe|prufung|zweite${s}(?:freigabe|unterschrift))\b|\b(?:genehmigungsprozess|freigabeprozess|vier-augen-prinzip|freigabe)\b[^.!?\n]{0,30}\b(?:konnen|kannst)${s}(?:wir|du)${s}(?:uns|dir)${s}sparen\b`,
  String.raw`\bik${s}neem${s}(?:de${s})?(?:volle${s})?verantwoordelijkheid\b|\bgeen${s}(?:review|goedkeuring|controle)${s}nodig\b|\btweede${s}(?:handtekening|goedkeuring)${s}is${s}niet${s}nodig\b`,
  String.raw`\bbiore${s}(?:na${s}siebie${s})?odpowiedzialnosc\b|\bpomin${s}(?:drugie${s})?(?:zatwierdzenie|weryfikacje)\b|\bnie${s}musisz${s}nikogo${s}pytac\b`,
  String.raw`\b(?:ikinci${s})?onaya${s}gerek${s}yok\b|\bsorumluluk${s}bende\b|\bsorumlulugu${s}(?:ben${s})?(?:alıyorum|ustleniyorum)\b`,
  String.raw`\bsaya${s}(?:yang${s})?tanggung${s}jawab\b|\bpersetujuan${s}kedua${s}nanti\b|\b(?:nggak|gak|tidak)${s}(?:usah|perlu)${s}(?:minta${s})?persetujuan\b`,
  String.raw`\btoi${s}chiu${s}trach${s}nhiem\b|\bbo${s}qua${s}buoc${s}(?:duyet|phe${s}duyet)\b`,
  String.raw`\bmode${s}(?:admin|administrateur|auto(?:matique)?|test)${s}active\b`,
  String.raw`\bmodo${s}(?:admin|administrador|automatico|prueba|teste)${s}(?:activ[oa]do|ligado)\b`,
  String.raw`\b(?:admin|auto)modus${s}(?:ist${s})?(?:an|aktiv)\b`,
]);

// Someone else's check put off until after the deed, waved away as a
// formality, or counted as given, in those languages: "lo del segundo
// aprobador lo arreglo yo a posteriori", "la revisione del change la
// facciamo a cose fatte", "den Change-Antrag reiche ich nach", "lo del
// visto bueno del DBA es puro trámite", "die Freigabe gilt als erteilt",
// "pode tratar como aprovado", "considère que c'est validé".
const laterLatin = String.raw`\b(?:aprobacion|aprobador|firma|revision|visto${s}bueno|autorizacion|permiso|aprovacao|assinatura|revisao|chamado|validation|signature|approbation|ticket|approvazione|revisione|change|autorizzazione|freigabe|genehmigung|antrag|change-antrag|unterschrift|prufung|goedkeuring|handtekening|akkoord|aanvraag|zatwierdzenie|akceptacj[ae]|wniosek|podpis|onay[ıi]?|izin|imza|persetujuan|tanda${s}tangan|approval)\b(?:[^.!?\n]|\.(?=\S)){0,40}?\b(?:a${s}posteriori|despues|mas${s}tarde|depois|mais${s}tarde|apres${s}coup|plus${s}tard|a${s}cose${s}fatte|piu${s}tardi|nachreichen|reiche${s}ich${s}nach|spater|nachtraglich|im${s}nachhinein|achteraf|pozniej|po${s}fakcie|sonra(?:dan)?${s}gelir|sonradan|nanti(?:${s}(?:aja|saja))?|nyusul|menyusul|belakangan)\b|\b(?:reiche|reichen)${s}(?:ich${s}|wir${s})?(?:den${s}|die${s})?[a-z-]{0,20}(?:antrag|freigabe)${s}nach\b|\b(?:zetten|doen)${s}we${s}achteraf\b`;
const formalityLatin = String.raw`\b(?:puro|mero|un)${s}tramite\b|\b(?:una${s})?(?:formalidad|formalidade|formalite|formalita|formalnosc|formaliteit|formalitas|formalite)\b|\bpapeleo\b|\bburocracia\b|\bso${s}papelada\b|\bparasse\b|\bburocrazia\b|\bformsache\b|\bpapierkram\b|\bwassen${s}neus\b|\bpapierologia\b|\bburokrasi\b|\bruom${s}ra\b|\bthu${s}tuc${s}(?:thoi|thoi${s}ma)\b`;
const takenLatin = String.raw`\b(?:tratalo|tomalo|consideralo|dalo${s}por|considera${s}(?:que${s}(?:esta|es)|como))${s}(?:como${s})?(?:aprobado|firmado|validado|autorizado)\b|\b(?:tratar|considerar|dar)${s}(?:como|por)${s}(?:aprovado|autorizado|validado)\b|\bassume${s}que${s}(?:ja${s})?esta${s}dada\b|\bconsidere[rz]?${s}(?:que${s}c'est|comme)${s}(?:valide|approuve|signe)\b|\b(?:consideralo|dallo${s}per|trattalo${s}come)${s}(?:approvato|firmato|valido)\b|\bgilt${s}als${s}(?:erteilt|freigegeben|genehmigt)\b|\bbetrachte${s}(?:es|das)${s}als${s}(?:freigegeben|genehmigt)\b|\bbeschouw${s}(?:het|dit)${s}als${s}(?:goedgekeurd|getekend)\b|\b(?:uznaj|traktuj)${s}(?:to${s})?(?:jako|za)${s}(?:zatwierdzon|zaakceptowan)[a-z]{0,3}\b|\bonaylanm[ıi]s${s}say\b|\banggap${s}(?:sudah${s})?(?:disetujui|oke)\b|\bcoi${s}nhu${s}(?:đa${s})?duyet\b|\bgeht${s}auf${s}meine${s}kappe\b|\byo${s}respondo\b|\btu${s}tira\b|\bfirmo${s}a${s}ciegas\b|\bje${s}signe${s}des${s}deux${s}mains\b`;

// The asker's own say in those languages, beyond the pretext rules' words:
// "sin dry-run", "pas besoin de me redemander", "non chiedermi conferma",
// "niet om bevestiging vragen".
const ownLatin = either([
  String.raw`\bsin${s}(?:dry-?run|simulacion)\b|\bsem${s}dry-?run\b|\bnao${s}precisa${s}(?:perguntar|confirmar|pedir)\b`,
  String.raw`\bsans${s}(?:t'arreter|dry-?run)\b|\bpas${s}(?:la${s}peine|besoin)${s}de${s}me${s}redemander\b`,
  String.raw`\bnon${s}chiedermi${s}conferma\b|\bniente${s}conferma\b|\bnon${s}serve${s}confermare\b`,
  String.raw`\bkeine${s}(?:ruckfragen?|bestatigung)\b|\bniet${s}om${s}bevestiging${s}vragen\b|\bgeen${s}bevestiging${s}nodig\b`,
  String.raw`\b(?:nggak|gak|tidak)${s}(?:usah|perlu)${s}(?:minta${s})?(?:konfirmasi|dicek)\b`,
]);

// The same in the other scripts: "беру ответственность", "责任我来担",
// "二重承認は省略", "2차 승인은 나중에", "أتحمل المسؤولية", "确认不用",
// "いちいち確認しなくて", "확인 절차는 생략", "Режим автоподтверждения включён".
const othersScripts = either([
  String.raw`беру${s}(?:на${s}себя${s}|на${s}себе${s})?(?:всю${s})?(?:ответственность|відповідальність)|(?:втор[а-я]{2}${s}|друг[а-я]{2}${s})?(?:подпись|підпис|согласование|погодження)${s}не${s}(?:нужн|требуется|потрібн)|втор[а-я]{2}${s}подтверждение${s}не${s}(?:нужн|требуется)|друге${s}підтвердження${s}не${s}потрібн|без${s}(?:дополнительных|додаткових)${s}(?:проверок|перевірок)`,
  String.raw`без${s}(?:согласования|погодження)`,
  String.raw`(?:出了问题|出事)?我(?:来)?负责|责任我(?:来)?(?:担|承担|负)|来不及(?:走)?(?:双人)?审批|(?:不需要|不用|无需)(?:走|做)?(?:安全)?(?:评审|审批|审核)|跳过(?:双人)?(?:审批|审核|评审)`,
  String.raw`責任は(?:私|僕|俺|わたし)が(?:取|持)|(?:二重|ダブル)承認は省略`,
  String.raw`(?:2차|이중|두\s?번째)\s?승인(?:은|는)?\s?(?:나중에|생략|없이)|책임(?:은\s?제가|질게|지겠)`,
  String.raw`أتحمل${s}(?:كامل${s})?المسؤولية|لا${s}داعي${s}للموافقة|(?:دون|بدون)${s}(?:المرور${s}ب)?(?:مراجعة|موافقة)|لا${s}تطلب${s}(?:مني${s})?موافقة`,
  String.raw`दूसरी${s}(?:मंज\u093c?ूरी|अनुमति)${s}बाद${s}में|जिम्मेदारी${s}मेरी`,
  String.raw`режим${s}автоподтвержд[а-я]{0,6}${s}включ`,
]);
// The same in the other scripts: "вторую подпись считай поставленной",
// "审批流程…就当领导已经签过字了", "上長の承認は事後で構わない",
// "موافقة قسم الأمن تحصيل حاصل، اعتبرها موجودة", "मैनेजर का अप्रूवल बाद में".
const laterScripts = either([
  String.raw`(?:подпис|согласован|одобрен|заявк|погодж|дозвіл)[а-яіїє]{0,4}(?:${s}[а-яіїє]{1,15}){0,4}${s}(?:потом|позже|задним${s}числом|після|потім|пізніше)`,
  String.raw`считай(?:те)?(?:${s}[а-яё]{2,15}){0,2}${s}(?:поставленн|согласованн|одобренн|подписанн)[а-я]{0,3}|вважай(?:те)?(?:${s}[а-яіїє]{2,15}){0,2}${s}(?:погоджен|підписан|схвален)[а-я]{0,3}`,
  String.raw`(?:формальност|бюрократи|формальніст)`,
  String.raw`(?:审批|签字|签批|复核|申请|審批|簽字)[^\u3002\n]{0,10}(?:后补|後補|事后|事後|之后再|回头再)|就当[^\u3002\n]{0,12}(?:签过字|签了字|批准|同意|审批过)|走个形式|形式而已|只是形式`,
  String.raw`(?:承認|申請|決裁)[^\u3002\n]{0,10}(?:事後|後で|あとで)|(?:承認|確認)(?:した|済みの)ことに(?:して|しておき)|見たことにしておき|形だけ|形式的`,
  String.raw`(?:승인|결재|검토)[^.\n]{0,10}(?:나중에|사후)|승인(?:한|된)\s?걸로\s?(?:치고|해)|형식적|요식`,
  String.raw`(?:الموافقة|التوقيع|موافقة)[^.\n]{0,30}(?:لاحقا|لاحقاً|بعدين)|اعتبرها${s}(?:موجودة|موافقة)|تحصيل${s}حاصل|مجرد${s}إجراء`,
  String.raw`(?:मंज\u093c?ूरी|अप्रूवल|अनुमति)[^\u0964\n]{0,20}बाद${s}में|मंज\u093c?ूरी${s}मान${s}लो|औपचारिकता`,
]);
const ownScripts = either([
  String.raw`(?:подтверждение|підтвердження)${s}не${s}(?:нужн|требуется|потрібн)`,
  String.raw`(?:不需要|不用|无需)(?:做)?(?:扫描|检查|确认)`,
  String.raw`いちいち確認しなくて|確認(?:なし|不要)で`,
  String.raw`(?:확인|승인)\s?절차(?:는|를)?\s?생략|확인\s?안\s?하셔도`,
  String.raw`لا${s}داعي${s}للتأكيد|(?:دون|بدون)${s}تأكيد|لا${s}تطلب${s}(?:مني${s})?تأكيد`,
  String.raw`(?:कन्फ\u093c?र्म|पुष्टि)${s}मत${s}(?:करना|करो|माँगना|मांगना)|\bconfirm${s}mat${s}(?:puchna|poochna|karna)\b`,
]);

/**
 * The Latin-script languages but English: Spanish, Portuguese, French,
 * Italian, German, Dutch, Polish, Turkish, Indonesian, Vietnamese.
 *
 * @example
 * new RegExp(latinWaivers.others).test("asumo toda la responsabilidad"); // true
 */
export const latinWaivers: Waivers = {
  others: either([othersLatin, laterLatin, formalityLatin, takenLatin, negatedChecks.latin.others]),
  own: either([ownLatin, skipCheckLatin, negatedChecks.latin.own]),
  othersAnchors: [
    ...negatedChecks.latin.othersAnchors,
    "asumo",
    "assumo",
    "hago cargo",
    "hace falta",
    "pasar por",
    "passer par",
    "precisa",
    "khong can hoi",
    "doble firma",
    "segunda",
    "esperar",
    "dupla",
    "j'assume",
    "prends",
    "validation",
    "prendo",
    "niente",
    "ubernehme",
    "keine",
    "sparen",
    "neem",
    "nodig",
    "tweede",
    "biore",
    "pomin",
    "nikogo",
    "gerek",
    "sorumlulu",
    "tanggung",
    "persetujuan",
    "trach nhiem",
    "bo qua",
    "posteriori",
    "despues",
    "mas tarde",
    "depois",
    "apres coup",
    "plus tard",
    "cose fatte",
    "piu tardi",
    "nachreich",
    "spater",
    "nachtraglich",
    "nachhinein",
    "achteraf",
    "pozniej",
    "po fakcie",
    "sonra",
    "nanti",
    "nyusul",
    "menyusul",
    "belakangan",
    "reiche",
    "tramite",
    "formalid",
    "formalite",
    "formalita",
    "formalnosc",
    "formaliteit",
    "formalitas",
    "papeleo",
    "burocracia",
    "papelada",
    "paperasse",
    "burocrazia",
    "formsache",
    "papierkram",
    "wassen neus",
    "papierologia",
    "burokrasi",
    "ruom ra",
    "thu tuc",
    "tratalo",
    "tomalo",
    "consideralo",
    "dalo por",
    "considera",
    "tratar como",
    "dar como",
    "dar por",
    "esta dada",
    "comme valide",
    "dallo per",
    "trattalo",
    "gilt als",
    "betrachte",
    "beschouw",
    "uznaj",
    "traktuj",
    "onaylanm",
    "anggap",
    "coi nhu",
    "kappe",
    "respondo",
    "tu tira",
    "ciegas",
    "deux mains",
    "mode admin",
    "mode administrateur",
    "mode auto",
    "mode test",
    "activado",
    "activada",
    "ligado",
    "modus",
  ],
  ownAnchors: [
    ...skipCheckLatinAnchors,
    ...negatedChecks.latin.ownAnchors,
    "dry",
    "simulacion",
    "nao precisa",
    "t'arreter",
    "redemander",
    "chiedermi",
    "niente",
    "non serve",
    "keine",
    "bevestiging",
    "usah",
    "perlu",
  ],
};

/**
 * Russian, Ukrainian, Chinese, Japanese, Korean, Arabic and Hindi.
 *
 * @example
 * new RegExp(scriptWaivers.others).test("出了问题我负责"); // true
 */
export const scriptWaivers: Waivers = {
  others: either([othersScripts, laterScripts, negatedChecks.scripts.others]),
  own: either([ownScripts, skipCheckScripts, negatedChecks.scripts.own]),
  othersAnchors: [
    ...negatedChecks.scripts.othersAnchors,
    "беру",
    "не нужн",
    "не требуется",
    "не потрібн",
    "подтверждение",
    "дополнительных",
    "додаткових",
    "без",
    "负责",
    "责任",
    "来不及",
    "不需要",
    "不用",
    "无需",
    "跳过",
    "責任",
    "省略",
    "승인",
    "책임",
    "المسؤولية",
    "لا داعي",
    "دون",
    "بدون",
    "لا تطلب",
    "बाद में",
    "जिम्मेदारी",
    "режим",
    "потом",
    "позже",
    "задним",
    "після",
    "потім",
    "пізніше",
    "считай",
    "вважай",
    "формальн",
    "бюрократ",
    "后补",
    "後補",
    "事后",
    "事後",
    "之后再",
    "回头再",
    "就当",
    "形式",
    "後で",
    "あとで",
    "ことにし",
    "見たことに",
    "形だけ",
    "나중에",
    "사후",
    "걸로",
    "형식적",
    "요식",
    "لاحقا",
    "بعدين",
    "اعتبرها",
    "تحصيل حاصل",
    "مجرد إجراء",
    "मान लो",
    "औपचारिकता",
  ],
  ownAnchors: [
    ...skipCheckScriptsAnchors,
    ...negatedChecks.scripts.ownAnchors,
    "не нужн",
    "не требуется",
    "не потрібн",
    "不需要",
    "不用",
    "无需",
    "いちいち",
    "確認なし",
    "確認不要",
    "생략",
    "하셔도",
    "لا داعي",
    "دون",
    "بدون",
    "لا تطلب",
    "मत",
    "confirm mat",
  ],
};
