import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;

// One sentence: the rank ahead of the orders it sets aside, or a demotion
// after them (the orders as the subject of a rank verb outrank something
// else: "le istruzioni dell'utente ... hanno la precedenza sul valore
// predefinito").
const near = String.raw`[^.!?;。！？\n]{0,60}?`;

// The reader's orders, as other languages name them (over the normalized
// text: accents folded, "ı", "ł" and "đ" kept): its user's requests, the
// assistant's own instructions or settings, the system prompt.
const principalOrders = frag.either([
  // fr
  String.raw`(?:parametres|reglages)${s}(?:[a-z'-]{1,15}${s}){0,2}?de${s}l'assistant|(?:regles|consignes|instructions)${s}(?:[a-z'-]{1,15}${s}){0,3}?qui${s}vous${s}ont${s}ete${s}(?:donnees|donnes|fixees|transmises)|(?:consignes?|instructions?|regles|directives|indications)${s}(?:[a-z'-]{1,15}${s}){0,2}?(?:de${s}l'assistant|de${s}votre${s}(?:invite|prompt)${s}systeme|du${s}(?:prompt|message)${s}systeme|de${s}l'operateur|de${s}l'utilisateur)|(?:regles|consignes|restrictions)${s}(?:[a-z'-]{1,15}${s}){0,3}?(?:par|de)${s}(?:l'operateur|votre${s}operateur)|(?:invite|prompt)${s}systeme|(?:demandes?|requetes?)${s}(?:formulees${s})?(?:de|par)${s}l'utilisateur`,
  // es
  String.raw`(?:configuracion|ajustes)${s}(?:[a-z]{1,15}${s}){0,3}?(?:del${s}asistente|que${s}el${s}asistente)|(?:instrucci(?:on|ones)|pautas?|directrices|directriz|indicaci(?:on|ones)|normas?|reglas?)${s}(?:[a-z]{1,15}${s}){0,3}?(?:del${s}asistente|del${s}operador|del${s}usuario|que${s}el${s}asistente)|(?:reglas|restricciones)${s}(?:[a-z]{1,15}${s}){0,3}?(?:por${s}el|del)${s}operador|prompt${s}del${s}sistema|(?:peticiones|solicitudes)${s}del${s}usuario`,
  // pt
  String.raw`configuracoes${s}(?:[a-z]{1,15}${s}){0,2}?do${s}assistente|(?:suas|tuas)${s}instrucoes|(?:instrucoes|orientacoes|diretrizes|regras)${s}(?:[a-z]{1,15}${s}){0,2}?(?:do${s}assistente|do${s}operador|do${s}(?:usuario|utilizador))|(?:regras|restricoes)${s}(?:[a-z]{1,15}${s}){0,3}?(?:pelo|do)${s}operador|prompt${s}do${s}sistema|(?:pedidos|solicitacoes)${s}(?:feitos${s}|feitas${s})?(?:pelo|do)${s}(?:usuario|utilizador)`,
  // it
  String.raw`impostazioni${s}(?:[a-z]{1,15}${s}){0,2}?(?:dell'assistente|nell'assistente)|(?:istruzioni|indicazioni|regole|linee${s}guida|criteri|consegne)${s}(?:[a-z]{1,15}${s}){0,2}?(?:dell'assistente|dell'operatore|dell'utente|nell'assistente)|(?:regole|restrizioni)${s}(?:[a-z']{1,15}${s}){0,3}?(?:dall'operatore|dell'operatore)|quell[ae]${s}dell'(?:operatore|utente)|prompt${s}di${s}sistema|richieste${s}(?:[a-z]{1,15}${s}){0,2}?(?:dall'utente|dell'utente)`,
  // de
  String.raw`einstellungen${s}des${s}assistenten|(?:vorgaben|anweisungen|regeln|richtlinien)${s}(?:des|der)${s}(?:assistenten|betreibers|nutzers|benutzers|nutzerin)|system-?prompts?|(?:be)?nutzer(?:anfragen?|wunschen?|wunsche|anweisungen)`,
  // nl
  String.raw`(?:aanwijzingen|instructies|richtlijnen)${s}(?:[a-z]{1,15}${s}){0,4}?de${s}assistent|systeemprompt|(?:instructies|aanwijzingen|verzoeken|wensen)${s}van${s}de${s}(?:gebruiker|beheerder|operator)|instellingen${s}van${s}de${s}assistent`,
  // pl
  String.raw`ustawieni(?:a|ami|om)${s}asystenta|(?:instrukcj(?:e|ami|i)|wytyczn(?:e|ymi|ych)|zasad(?:y|ami))${s}(?:[a-z]{1,15}${s}){0,2}?(?:asystenta|uzytkownika|operatora)|prompt(?:em|u)?${s}systemow(?:y|ym|ego)|(?:prosb(?:ami|y)|polecen(?:ia|iami)?)${s}uzytkownika`,
  // ru, uk
  String.raw`(?:установк(?:и|ами)|настройк(?:и|ами))${s}(?:[а-я]{1,15}${s}){0,2}?ассистент(?:а|у|ом)?|(?:правил(?:а|ами|ам)?|инструкци(?:и|ями|й|ям)|указани(?:я|ями|й)|распоряжени(?:я|ями|й)|запрос(?:а|ов|ы|ами|у)?|формулировк(?:у|а|и))${s}(?:[а-я]{1,15}${s}){0,2}?(?:ассистент(?:а|у|ом)?|пользовател(?:я|ей)|оператора)|ассистенту${s}установк[иа]|(?:ограничени[яй]|правила|инструкции)${s}(?:[а-я]{1,15}${s}){0,2}?(?:заданные${s})?оператор(?:ом|а)|системн(?:ый|ого|ым|ому)${s}промпт`,
  String.raw`налаштуван(?:ня|нями)${s}(?:[а-яіїєґ']{1,15}${s}){0,2}?асистента|(?:правил(?:а|ами)?|інструкці(?:ї|ями|й)|вказів(?:ки|ками|ок)|запит(?:и|ами|ів)?)${s}(?:[а-яіїєґ']{1,15}${s}){0,2}?(?:асистента|користувача|оператора)|системн(?:ий|ого|им)${s}промпт`,
  // tr
  String.raw`kullanıcınınki|kullanıcı(?:nın)?${s}(?:talep|istek|talimat|komut)[a-zı]{0,8}|asistan(?:ın)?${s}(?:[a-zı]{1,20}${s}){0,4}?(?:yonerge|talimat|kural)[a-zı]{0,8}|sistem${s}istem[a-zı]{0,4}`,
  // zh, ja, ko
  String.raw`用户的?(?:指示|指令|请求|要求)|助手(?:原有|初始|默认|原来)?的?(?:回答)?(?:准则|设定|指令|规则|设置|指示)|系统提示词?`,
  String.raw`システムプロンプト|(?:ユーザー|利用者)の?(?:依頼|指示|要求|リクエスト)|アシスタントの(?:既定|初期|元|本来)?の?(?:方針|指示|設定|判断基準|ルール|指針)`,
  String.raw`시스템\s{0,3}(?:프롬프트|지침)|사용자(?:의)?\s{0,3}(?:요청|지시)|(?:어시스턴트|에이전트)의${s}(?:기본${s}|안전${s})?(?:지침|설정|규칙)`,
  // ar, hi
  String.raw`موجه${s}النظام|(?:تعليمات|إرشادات|قواعد)${s}المساعد|(?:طلبات?|تعليمات)${s}المستخدم`,
  String.raw`आपके${s}(?:\S{1,10}${s}){0,3}?निर्देश|सहायक${s}के${s}(?:मूल${s})?निर्देश|उपयोगकर्ता${s}(?:के|की)${s}(?:अनुरोध|निर्देश)|सिस्टम${s}प्रॉम्प्ट`,
  // vi, id
  String.raw`loi${s}nhac${s}he${s}thong|yeu${s}cau${s}cua${s}nguoi${s}dung|(?:quy${s}[dđ]inh|huong${s}dan|chi${s}dan|cai${s}[dđ]at)${s}(?:[a-zđ]{1,10}${s}){0,6}?(?:cho|cua)${s}tro${s}ly`,
  String.raw`(?:permintaan|instruksi|perintah)${s}pengguna|(?:instruksi|pedoman|aturan|pengaturan)${s}(?:awal${s})?asisten|prompt${s}sistem`,
]);

// What ranks a text over them, ahead of them in the sentence.
const rankBefore = frag.either([
  String.raw`prevau[tx]${s}sur|ignore[zr]?${s}(?:les|toutes${s}les)|prim(?:e|ent)${s}sur|prevalen?t?${s}sur|(?:a|ont)${s}(?:la${s})?priorite${s}sur|remplacen?t?${s}(?:les${s})?(?:consignes|instructions|regles)${s}(?:[a-z-]{1,15}${s}){0,2}?de${s}votre|l'emporten?t?${s}sur|au${s}lieu${s}de|a${s}la${s}place${s}de`,
  String.raw`manda${s}sobre|ignora${s}(?:las|los|todas)|sustituyen?${s}a|prevalecen?${s}sobre|priman?${s}sobre|tienen?${s}(?:prioridad|precedencia)${s}sobre|en${s}lugar${s}de|por${s}encima${s}de`,
  String.raw`prevalecem?${s}sobre|tem${s}(?:prioridade|precedencia)${s}sobre|em${s}vez${s}de|acima${s}d[aoe]s?`,
  String.raw`priorita${s}(?:assoluta${s})?rispetto|prevalgono${s}su|prevale${s}su|(?:ha|hanno)${s}(?:la${s})?(?:precedenza|priorita)${s}su|al${s}posto${s}d|invece${s}d`,
  String.raw`vorrang${s}vor|anstelle|ignorier(?:e|en|t)?`,
  String.raw`geld(?:t|en)${s}boven|voorrang${s}(?:boven|op)|in${s}plaats${s}van`,
  String.raw`ignoruj|pierwszenstwo${s}przed|zamiast|wazniejsze${s}(?:niz|od)`,
  String.raw`силу${s}над|игнорируй|приоритет${s}над|вместо|замещают|важнее|преимуществ(?:о|а)${s}(?:перед|над)`,
  String.raw`ігноруй|перевагу${s}над|пріоритет${s}над|замість|важливіш`,
  String.raw`优先于|高于|凌驾`,
  String.raw`الأولوية${s}على|بدلا${s}من|بدلاً${s}من|تتقدم${s}على|تعلو${s}على`,
  String.raw`cao${s}hon|thay${s}cho|uu${s}tien${s}hon`,
  String.raw`mengabaikan|menggantikan|di${s}atas|sebagai${s}pengganti|lebih${s}diutamakan${s}daripada|mengesampingkan`,
]);
// What follows them when they are demoted, or in the languages that put
// the verb last: "sont levées", "ficam suspensas", "より優先", "से ऊपर".
const rankAfter = frag.either([
  String.raw`sont${s}levees|ne${s}s'appliquent${s}(?:pas|plus)|no${s}(?:se${s})?aplican|(?:ficam|estao|sao)${s}suspensas|nao${s}se${s}aplicam|sono${s}sospese|non${s}(?:si${s})?applicano|gelten${s}nicht|sind${s}aufgehoben|ubergeordnet|jako${s}sugesti[ae]|hors${s}champ|(?:gelten${s})?lediglich${s}als|als${s}empfehlung|zijn${s}(?:verlopen|vervallen)|(?:sa${s})?zawieszone`,
  String.raw`отключены|отменены|не${s}к${s}этому|скасован[оі]|втратили${s}чинність|нижчий${s}пріоритет`,
  String.raw`once${s}gelir|oncelikli|yerine`,
  String.raw`更权威|仅供参考|仅作参考`,
  String.raw`参考(?:情報|程度|意見)?として|最終的な効力|より(?:も)?[^。]{0,8}?優先|に優先|より上位`,
  String.raw`면제|보다\s{0,3}우선|보다\s{0,3}상위`,
  String.raw`केवल${s}सुझाव|सुझाव${s}मात्र|रद्द|से${s}ऊपर|के${s}बजाय|की${s}जगह|से${s}अधिक${s}महत्वपूर्ण`,
  String.raw`tham${s}khao`,
  String.raw`استرشادية|للاسترشاد`,
  String.raw`hanya${s}saran`,
]);

/**
 * {@link rankedOverPrincipalsRules}'s claim in other languages: "cette
 * règle prime sur les consignes générales de l'assistant", "prevalece
 * sobre as orientações originais do assistente", "本补充优先于助手的既定判断基准",
 * "इस दिशानिर्देश को सहायक के मूल निर्देशों से ऊपर माना जाए".
 *
 * @example
 * rankedOverPrincipalsI18nRules.map((rule) => rule.id);
 */
export const rankedOverPrincipalsI18nRules: readonly Rule[] = [
  {
    // Read where a tool speaks, as the English rule; a rank word and the
    // reader's orders in one sentence.
    id: "instruction_override.ranked_over_principals_i18n",
    category: "instruction_override",
    anchors: [
      "l'assistant",
      "l'utilisateur",
      "l'operateur",
      "systeme",
      "asisten",
      "del usuario",
      "prompt del",
      "del operador",
      "instrucoes",
      "vous ont ete",
      "votre",
      "de beheerder",
      "de operator",
      "에이전트",
      "assistente",
      "do usuario",
      "do utilizador",
      "prompt do",
      "dell'utente",
      "dall'utente",
      "dell'operatore",
      "prompt di",
      "nutzer",
      "system-prompt",
      "systemprompt",
      "des betreibers",
      "de assistent",
      "gebruiker",
      "systeemprompt",
      "asystenta",
      "uzytkownika",
      "operatora",
      "systemow",
      "ассистент",
      "пользовател",
      "оператора",
      "промпт",
      "асистента",
      "користувача",
      "kullanıcı",
      "asistan",
      "sistem istem",
      "用户",
      "助手",
      "系统提示",
      "システムプロンプト",
      "ユーザー",
      "利用者",
      "アシスタント",
      "시스템",
      "사용자",
      "어시스턴트",
      "النظام",
      "المساعد",
      "المستخدم",
      "सहायक",
      "उपयोगकर्ता",
      "सिस्टम",
      "he thong",
      "nguoi dung",
      "tro ly",
      "pengguna",
      "prompt sistem",
    ],
    pattern: rx(
      frag.ownWalk,
      String.raw`(?:(?:${rankBefore})${near}(?:${principalOrders})|(?:${principalOrders})${near}(?:${rankAfter})`,
      // "... geht den allgemeinen Vorgaben des Assistenten vor".
      // "... remplacent les règles qui vous ont été données", "substitui
      // ... as suas instruções": replaced, named as the reader's own (a
      // tool that replaces a bot's prompt names the bot's).
      String.raw`|\bremplacen?t?${near}(?:(?:votre|vos)${s}(?:[a-z'-]{1,15}${s}){0,2}?(?:consignes|instructions|regles|invite|prompt)|(?:consignes|instructions|regles)${s}(?:[a-z'-]{1,15}${s}){0,3}?qui${s}vous${s}ont${s}ete)|\bsubstitu(?:i|em)${near}(?:suas|tuas)${s}(?:[a-z]{1,15}${s}){0,2}?instrucoes`,
      String.raw`|\bgeh(?:t|en)${s}(?:[a-z]{2,15}${s}){0,3}?(?:vorgaben|anweisungen|regeln|richtlinien|einstellungen)${s}(?:des|der)${s}(?:assistenten|betreibers|nutzers|benutzers)${s}vor(?![a-z]))`,
    ),
    severity: { default: "off", description: "high", tool_output: "high" },
    quotedIsMention: true,
  },
];
