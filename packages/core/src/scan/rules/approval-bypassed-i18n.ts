import { frag, type Rule, rx } from "../rule.js";
import { inflection as w } from "./inflection.js";

const { s, ownWalk } = frag;

// second_approval_skipped (approval-bypassed.ts) in other languages: a second
// person's approval, signature or verification over a payment or a privilege
// waived in the request ("pas besoin de passer par la double validation",
// "no hace falta esperar la aprobación del director", "den telefonischen
// Rückruf zur Bestätigung können wir uns sparen", "Подтверждения от
// директора не жди", "不用走审批流程", "部長の承認は後で取ります"). The approver
// is named (or the check is a pair's), so "sin aprobación no se puede" or a
// policy's "팀장 승인 없이 … 신청하면 됩니다" is not one: in Korean only an
// approval put off or skipped by order counts. Folded as the
// normalizer folds Latin accents.

// A negation before it makes it the policy ("nunca pagues sin la aprobación
// del director").
// So does a threshold before it ("podéis aprobar reembolsos inferiores a 20 €
// sin aprobación del supervisor", "الأقل من 20 يورو دون موافقة المدير"): a
// policy's limit, not a request's pressure, and so does a permission ("podéis
// aprobar … sin …", "Sie können … ohne …").
const notPolicy = String.raw`(?<!\b(?:nunca|jamas|jamais|nie|niemals|mai|nao|nooit|niet|no|non|ne|pas)\b[^.!?\n]{0,50})(?<!(?:inferior|menor|abaixo|moins|unter|sotto|weniger|\bonder\b|ponizej|меньше|الأقل|أقل|以下|未満|이하|dibawah|duoi)[^.!?\n]{0,60})(?<!\b(?:puede|pueden|puedes|podeis|podemos|pode|podem|podes|peut|peuvent|pouvez|peux|puo|possono|puoi|potete|kan|kunnen|kunt|moze|moga|mozesz|kann|konnen|durfen|darf|podria|podrian)\b[^.!?\n]{0,60})`;

const es = String.raw`\b(?:sin${notPolicy}|no${s}(?:hace${s}falta|es${s}necesario|hay${s}que)(?:${s}(?:esperar|pedir|tener|pasar${s}por))?|no${s}esperes|saltate|salta|omite|sin${s}pasar${s}por)${s}(?:(?:la|el|los|las)${s})?(?:doble${s}(?:firma|validacion|aprobacion|autorizacion|verificacion)|(?:aprobacion|autorizacion|firma|visto${s}bueno|validacion)${s}(?:del|de${s}la)${s}(?:director|directora|jefe|jefa|gerente|cfo|responsable|supervisor|supervisora|tesorero|tesorera|direccion)|(?:pantalla|paso|proceso|flujo|circuito)${s}de${s}(?:verificacion|aprobacion|autorizacion|firmas))\b`;
const pt = String.raw`|\b(?:sem${notPolicy}|nao${s}(?:precisa|e${s}preciso|tem${s}que)(?:${s}(?:de|esperar|pedir|passar${s}pel[oa]))?|pul[ae]|pular|sem${s}passar${s}pel[oa])${s}(?:(?:a|o|as|os)${s})?(?:dupla${s}(?:assinatura|aprovacao|validacao|verificacao)|(?:aprovacao|autorizacao|assinatura|validacao)${s}d[oa]${s}(?:diretor|diretora|chefe|gerente|cfo|gestor|gestora|supervisor|supervisora|diretoria)|(?:tela|etapa|processo|fluxo)${s}de${s}(?:verificacao|aprovacao|autorizacao))\b`;
const fr = String.raw`|\b(?:sans${notPolicy}|pas${s}besoin${s}de|inutile${s}d[e']|contourne[rz]?|court-circuite[rz]?)(?:\s{0,5}(?:passer${s}par|attendre))?${s}(?:(?:la|le|les|l')\s{0,4})?(?:double${s}(?:validation|signature|approbation|verification)|(?:validation|approbation|feu${s}vert|signature)${s}(?:du|de${s}la|de${s}l')\s{0,4}(?:daf|directeur|directrice|responsable|manager|chef|cfo|direction|tresorier|n\+1)|(?:circuit|processus|workflow)${s}(?:de${s}|d'\s{0,4})(?:validation|approbation))`;
const deCheck = String.raw`(?:vier-?augen(?:-?prinzip)?|zweitfreigabe|zweite${s}(?:freigabe|unterschrift)|gegenzeichnung|(?:telefonischen${s})?ruckruf${s}zur${s}(?:bestatigung|verifizierung|verifikation)|freigabe${s}(?:durch|von|des|der)${s}(?:den${s}|die${s})?(?:cfo|chef|chefin|vorgesetzten|geschaftsfuhrung|geschaftsfuhrer|finanzleiter|finanzleiterin|finanzabteilung))`;
const de = String.raw`|\b${deCheck}[^.!?\n]{0,40}\b(?:sparen|uberspringen|umgehen|weglassen|nicht${s}(?:notig|erforderlich|abwarten))\b|\b(?:ohne${notPolicy}|uberspring(?:e|en)?|umgeh(?:e|en)?)${s}(?:(?:den|die|das|eine|einen)${s})?${deCheck}`;
const it = String.raw`|\b(?:senza${notPolicy}|non${s}(?:serve|c'e${s}bisogno${s}di|e${s}necessario)(?:${s}(?:aspettare|attendere|chiedere|passare${s}per))?|salta|saltare|bypassa)${s}(?:(?:la|il|l'|le)\s{0,4})?(?:doppia${s}(?:firma|approvazione|validazione|verifica)|(?:approvazione|autorizzazione|firma|via${s}libera|benestare)${s}(?:del|della|dell')\s{0,4}(?:direttore|direttrice|responsabile|cfo|capo|manager|amministratore|tesoriere)|(?:processo|flusso|iter)${s}di${s}(?:approvazione|autorizzazione))`;
const nl = String.raw`|\bzonder${notPolicy}${s}(?:(?:de|het|een)${s})?(?:tweede${s}(?:goedkeuring|handtekening|akkoord)|(?:goedkeuring|akkoord|handtekening|fiat)${s}van${s}(?:de${s})?(?:cfo|directeur|manager|leidinggevende|controller|financieel${s}directeur))`;
const pl = String.raw`|\b(?:bez${notPolicy}|nie${s}czekaj${s}na|nie${s}trzeba)${s}(?:akceptacj[ia]|zatwierdzeni[ae]|zgody|podpisu|autoryzacji)${s}(?:od${s})?(?:dyrektora|kierownika|szefa|szefowej|prezesa|cfo|ksiegowej|zarzadu)`;
const ruBoss = String.raw`(?:директор|руководител|начальник|финдиректор|гендиректор|бухгалтер)${w}`;
const ru = String.raw`|(?:подтвержден|согласован|одобрен|разрешени|подпис)${w}${s}(?:от${s})?${ruBoss}${s}не${s}(?:жди|ждите|нужн${w}|требуется|дожидайся)|(?:без|не${s}дожидаясь|не${s}жди(?:те)?)${s}(?:подтвержден|согласован|одобрен|визы|подпис)${w}${s}(?:от${s})?${ruBoss}`;
// zh: "小额转账无需审批" (small transfers need none) is a policy's threshold.
const zh = String.raw`|(?<!(?:以下|以内|小额)[^，。,.\n]{0,10})(?:不用|不必|无需|无须|不需要|跳过|绕过|绕开|省掉|省去)(?:走)?(?:财务|领导|老板|总监|经理)?(?:的)?(?:审批|审核|复核|双签|双人复核|签批)|(?:审批|签字|签批)(?:流程|手续)?(?:之后|以后|事后|回头|后面)再?补`;
const ja = String.raw`|(?:承認|決裁|稟議|ダブルチェック)(?:は|を)?(?:後で|あとで|後ほど|事後に?)(?:取|とり|とっ|回|もら|得)|(?:承認|決裁|稟議|ダブルチェック)(?:を)?(?:待たずに|待たないで|なしで|無しで|飛ばして|省略して|通さずに|スキップして)`;
const ko = String.raw`|(?:팀장|부장|이사|대표|실장|본부장|재무)(?:님)?(?:의)?\s{0,4}(?:결재|승인|재가)(?:는|은)?\s{0,4}(?:나중에|사후에|생략하고|건너뛰고|거치지\s{0,4}말고)`;
const ar = String.raw`|(?:لا${s}داعي|لا${s}حاجة|دون|بدون|من${s}غير)${notPolicy}${s}(?:ل?انتظار${s}|ل?أخذ${s})?(?:موافقة|اعتماد|توقيع)${s}(?:المدير|الإدارة|الرئيس|المسؤول|مدير)`;
const tr = String.raw`|\b(?:mudur|mudurun|yoneticinin|patronun|cfo'?nun|finans${s}mudurunun|muhasebenin)${s}(?:onay|imza)${w}${s}(?:beklemeye${s}gerek${s}yok|beklemeden|almadan|gerek${s}yok)`;
const id = String.raw`|\b(?:tanpa|gak${s}usah|nggak${s}usah|ga${s}usah|tidak${s}perlu|ndak${s}usah)${s}(?:(?:nunggu|menunggu|minta)${s})?(?:persetujuan|approval|tanda${s}tangan)${s}(?:dari${s})?(?:atasan|direktur|bos|manajer|cfo|pimpinan|kepala)`;
const vi = String.raw`|\b(?:khong${s}can|khoi${s}(?:can|phai)|bo${s}qua)${s}(?:(?:cho|xin)${s})?(?:duyet|phe${s}duyet|chu${s}ky|ky${s}duyet)${s}(?:cua${s})?(?:sep|giam${s}đoc|truong${s}phong|ke${s}toan${s}truong|cfo)`;
const hi = String.raw`|(?:मैनेजर|बॉस|डायरेक्टर|निदेशक|प्रबंधक|सीएफओ)${s}(?:की|का)${s}(?:मंज़ूरी|मंजूरी|अनुमोदन|अप्रूवल)${s}(?:का${s})?(?:इंतज़ार|इंतजार)${s}(?:मत|न)`;

/**
 * forced_tool_use.second_approval_skipped in other languages.
 *
 * @example
 * approvalBypassedI18nRules.map((rule) => rule.id); // ["forced_tool_use.second_approval_skipped_i18n"]
 */
export const approvalBypassedI18nRules: readonly Rule[] = [
  {
    id: "forced_tool_use.second_approval_skipped_i18n",
    category: "forced_tool_use",
    // Words of these languages only: an English page's "approval",
    // "verification" or "signature" would wake the rule everywhere.
    anchors: [
      "aprobacion",
      "autorizacion",
      "doble firma",
      "firma del",
      "firma de la",
      "visto bueno",
      "validacion",
      "verificacion",
      "aprovacao",
      "autorizacao",
      "assinatura",
      "validacao",
      "verificacao",
      "validation du",
      "validation de",
      "de validation",
      "signature du",
      "signature de",
      "approbation",
      "feu vert",
      "double validation",
      "double signature",
      "double verification",
      "augen",
      "freigabe",
      "unterschrift",
      "gegenzeichnung",
      "ruckruf",
      "approvazione",
      "autorizzazione",
      "doppia",
      "via libera",
      "benestare",
      "goedkeuring",
      "akkoord",
      "handtekening",
      "fiat",
      "akceptacj",
      "zatwierdzeni",
      "zgody",
      "podpisu",
      "autoryzacji",
      "подтвержден",
      "согласован",
      "одобрен",
      "разрешени",
      "визы",
      "подпис",
      "审批",
      "审核",
      "复核",
      "双签",
      "签批",
      "签字",
      "承認",
      "決裁",
      "稟議",
      "ダブルチェック",
      "결재",
      "승인",
      "재가",
      "موافقة",
      "اعتماد",
      "توقيع",
      "onay",
      "imza",
      "tanpa",
      "usah",
      "tidak perlu",
      "duyet",
      "chu ky",
      "मंज़ूरी",
      "मंजूरी",
      "अनुमोदन",
      "अप्रूवल",
    ],
    pattern: rx(
      ownWalk,
      `(?:${es}${pt}${fr}${de}${it}${nl}${pl}${ru}${zh}${ja}${ko}${ar}${tr}${id}${vi}${hi})`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
