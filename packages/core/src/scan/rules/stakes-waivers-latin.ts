import { frag } from "../rule.js";
import { skipCheckLatin, skipCheckLatinAnchors } from "./check-waived-latin.js";
import { negatedChecks } from "./negated-checks.js";
import type { Waivers } from "./stakes-waivers.js";

const { either, s } = frag;

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
