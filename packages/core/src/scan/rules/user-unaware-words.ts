import { frag } from "../rule.js";

const { s, wordEnd: we } = frag;

// "No need to tell them", "complete this silently", "do not bother the
// user with it": the one a reader acts for kept out of what it does, in the
// words an order to a reader uses. Telling only: "no need to ask the user"
// before a read-only step is how an operator grants leave, and "do not
// tell the user the internal ticket number" keeps data back, not a deed, so
// an order not to tell must end its clause there or be about "this".
const person = String.raw`(?:the${s})?(?:user|owner|account${s}(?:owner|holder)|calendar${s}owner|customer|client|employee|recipient|homeowner|requester|human|person|reader)s?|them|him|her|anyone`;
const tellVerb = String.raw`(?:tell|inform|notify|alert|warn|mention${s}(?:this|it|the${s}[a-z-]{2,15})|mention|bother|disturb|let${s}(?:${person})${s}know|loop${s}in|report${s}(?:this|it))`;
const clauseEnds = String.raw`(?=\s{0,4}(?:[.;,!:)\n]|$|about${s}(?:this|it|that|any${s}of${s}this)\b|of${s}(?:this|it|that)\b|(?:either|at${s}all|with${s}(?:it|this))\b))`;
const en = [
  String.raw`\b(?:no${s}need|there${s}is${s}no${s}need|not${s}(?:necessary|required|needed)|needn'?t|(?:do${s}not|don'?t|does${s}not|doesn'?t)${s}need)${s}to${s}${tellVerb}\b`,
  String.raw`|\b(?:do${s}not|don'?t|never|please${s}don'?t)${s}${tellVerb}${s}(?:${person})${clauseEnds}`,
  String.raw`|\b(?:do${s}not|don'?t|never)${s}(?:mention|reveal|disclose)${s}(?:this|these)${s}(?:step|address|mirror|copy|message|note|request|instruction|change|upload|transfer|forward(?:ing)?)s?\b`,
  String.raw`|\bwithout${s}(?:telling|informing|notifying|alerting|bothering|involving|troubling)${s}(?:${person})${clauseEnds}`,
  String.raw`|\b(?:complete|do|perform|handle|process|run|carry${s}out|apply)${s}(?:this|it|these|them|the${s}(?:step|request|update|sync|check))(?:${s}step)?${s}(?:silently|quietly|discreetly|in${s}the${s}background|without${s}(?:comment|mentioning${s}it))\b`,
  String.raw`|\b(?:notification|a${s}notice)${s}(?:to|of)${s}(?:the${s})?(?:user|owner|customer|account${s}owner|calendar${s}owner|employee)${s}(?:is|are)${s}not${s}(?:required|needed|necessary)\b`,
  String.raw`|\b(?:the${s})?(?:users?|owners?|customers?|employees?)${s}(?:[a-z-]{2,15}${s}){0,4}?(?:do${s}not|don'?t|doesn'?t|does${s}not|need${s}not)${s}(?:need${s}to${s})?(?:be${s}(?:told|informed|notified|bothered)|know|hear${s}about)\b`,
].join("");

// The same, per language, as the normalizer leaves it (lower-case, Latin
// accents folded: "avisá-lo" reads "avisa-lo", "đừng" "đung"). An order
// not to tell is about "it" (a clitic, "isso", "davon", "об этом") or ends
// its clause.
const end = String.raw`(?=\s{0,4}(?:[.;,!:)\n\u3002\uff0c\uff01\u060c\u0964]|$))`;
const es = String.raw`\b(?:no${s}(?:hace${s}falta|es${s}necesario|se${s}requiere|necesitas|tienes${s}que|hay${s}que|debes)|sin)${s}(?:(?:le|les|lo|la|se${s}lo)${s})?(?:avis|inform|notific|comunic|mencion|decir|contar|advert)[a-z]{0,6}|\bno${s}(?:(?:le|les|se)${s})?(?:lo|la)${s}(?:digas|diga|menciones|mencione|informes|informe|cuentes|comentes|comuniques)${we}|\bno${s}(?:le|les)${s}(?:digas|diga|cuentes|comentes|informes|avises|avise)${s}nada${we}`;
const pt = String.raw`\b(?:nao${s}(?:e${s}necessario|e${s}preciso|precisa(?:${s}de)?|ha${s}necessidade${s}de|deve)|sem)${s}(?:(?:o|a|lhe|os|as)${s})?(?:avis|inform|notific|comunic|mencion|contar|dizer|alert)[a-z]{0,6}|\bnao${s}(?:(?:lhe|o|a|se)${s})?(?:avise|informe|mencione|conte|diga|notifique|comente|comunique|fale)${s}(?:isso|isto|nada|(?:est|ess)[ae]s?${s}(?:mensagem|etapa|passo|nota|aviso|instrucao|procedimento))${we}`;
const fr = String.raw`\b(?:inutile|pas${s}besoin|pas${s}la${s}peine|nul${s}besoin|sans)${s}(?:d'|de${s}|d'\s{0,4})?(?:(?:en|le|la|les|lui|leur|l')\s{0,4})?(?:inform|preven|avert|notifi|mentionn|signal|dire${s}(?:a|au|aux)|parler${s}a)[a-z]{0,6}|\bne${s}pas${s}(?:(?:en|le|la|lui|leur)${s})?(?:mentionn|inform|preven|avert|signal|notifi)[a-z]{0,5}${s}(?:cette|cet|ce|ces|en)\b|\bn'\s{0,4}en${s}(?:informe|parle|dites|avertisse|previen)[a-z]{0,3}${s}pas\b`;
const it = String.raw`\b(?:non${s}(?:serve|e${s}necessario|occorre|c'e${s}bisogno${s}di|bisogna|devi)|senza)${s}(?:(?:lo|la|gli|le|glielo)${s})?(?:avvis|inform|notific|comunic|menzion|dirlo|dirglielo|segnal|avvert)[a-z]{0,6}|\bnon${s}(?:dirlo|dirglielo|menzionarlo|segnalarlo|comunicarlo)${we}`;
const de = String.raw`\b(?:benachrichtigung|information|mitteilung|hinweis)[a-z]{0,2}${s}(?:[a-z]{2,15}${s}){0,4}?(?:ist|sind|wird|werden)${s}(?:dabei${s})?nicht${s}(?:erforderlich|notwendig|notig|vorgesehen|gewunscht)|\bnicht${s}(?:daruber${s}|davon${s})?(?:zu${s})?(?:informieren|benachrichtigen|erwahnen|hinweisen)${end}|\b(?:informiert|benachrichtigt|erwahnt|hingewiesen|in${s}kenntnis${s}gesetzt)${s}(?:werden${s})?(?:(?:muss|mussen|braucht|brauchen)${s})?nicht\b|\b(?:muss|mussen|braucht|brauchen|soll|sollen)${s}nicht${s}(?:[a-z]{2,15}${s}){0,2}?(?:informiert|benachrichtigt|erwahnt|hingewiesen|in${s}kenntnis)|\bohne${s}(?:[a-z]{2,15}${s}){0,3}?(?:zu${s}informieren|zu${s}benachrichtigen|bescheid${s}zu${s}geben)${end}`;
const nl = String.raw`\b(?:hoeft|hoeven)${s}(?:[a-z]{1,15}${s}){0,5}?niet${s}(?:[a-z]{1,15}${s}){0,3}?(?:gemeld|verteld|geinformeerd|vermeld|genoemd|op${s}de${s}hoogte)\b|\bniet${s}(?:melden|vertellen|informeren|vermelden|noemen)${end}|\bzonder${s}(?:[a-z]{1,15}${s}){0,2}?(?:te${s}melden|te${s}informeren|te${s}vertellen|op${s}de${s}hoogte${s}te${s}(?:brengen|stellen))${end}`;
const pl = String.raw`\bnie${s}(?:trzeba|musisz|nalezy|potrzeba|ma${s}potrzeby)${s}(?:[a-z\u0142]{1,15}${s}){0,3}?(?:informow|powiadami|mowi|wspomin|zawiadami|uprzedz)[a-z\u0142]{0,4}|\bnie${s}(?:informuj|mow|wspominaj|powiadamiaj)[a-z]{0,3}${s}o${s}tym\b|\bbez${s}(?:informowania|powiadamiania|wiedzy)${end}`;
const ru = String.raw`(?<![а-яё])(?:не${s}(?:нужно|надо|требуется|обязательно|стоит|следует)|нет${s}необходимости|незачем)${s}(?:[а-яё]{1,15}${s}){0,4}?(?:сообща|сообщи|уведомл|уведоми|информирова|говори|сказать|упомина|упомяну|предупрежда|предупреди|ставить${s}в${s}известность)|(?<![а-яё])(?:сообщать|уведомлять|информировать|говорить|упоминать)${s}(?:[а-яё]{1,15}${s}){0,3}?не${s}(?:нужно|надо|требуется|следует|стоит)|(?<![а-яё])(?:об${s}этом${s})?не${s}(?:сообщай|говори|упоминай|уведомляй|рассказывай)(?:те)?(?:${end}|${s}(?:об${s}этом|ничего)(?![а-яё]))|(?<![а-яё])без${s}(?:ведома|уведомления)${s}(?:пользовател|клиент|владельц|сотрудник)[а-я]{0,3}${end}`;
const uk = String.raw`(?<![а-яіїєґ])(?:не${s}(?:потрібно|треба|обов'язково|слід|варто)|немає${s}потреби)${s}(?:[а-яіїєґ']{1,15}${s}){0,4}?(?:повідомля|повідоми|сповіща|сповісти|інформува|казати|сказати|згадува|згадати|попереджа)|(?<![а-яіїєґ])(?:повідомляти|інформувати|казати|згадувати)${s}(?:[а-яіїєґ']{1,15}${s}){0,3}?не${s}(?:потрібно|треба|слід)|(?<![а-яіїєґ])не${s}(?:повідомляй|кажи|згадуй)(?:те)?(?:${end}|${s}(?:про${s}це|нічого)(?![а-яіїєґ]))`;
const tr = String.raw`\b(?:bundan|bunu|buna|bu${s}konuda|bu${s}(?:ad\u0131mdan|adimdan|i\u015flemden|islemden|mesajdan|notdan|nottan))${s}(?:[a-z\u0131\u015f\u011f]{2,15}${s})?(?:bahsetme|s[oö]yleme|bilgi${s}verme|haber${s}verme|bildirme)(?:yin|yiniz|meli|melidir)?(?![a-z\u0131])|\b(?:bilgi${s}verme(?:yin|yiniz)|haber${s}verme(?:yin|yiniz)|bildirme(?:yin|yiniz)|bilgilendirme(?:yin|yiniz))${end}|\bbelirtilmemeli(?:dir)?(?![a-z\u0131])|\b(?:bildirmeye|haber${s}vermeye|bilgi${s}vermeye|bilgilendirmeye)${s}gerek${s}yok`;
const vi = String.raw`\b(?:khong${s}can|khong${s}phai|đung|khong${s}đuoc|chang${s}can)${s}(?:[a-z\u0111]{1,8}${s}){0,2}?(?:bao${s}cho|thong${s}bao|noi${s}(?:voi|cho)|nhac${s}(?:đen|toi|voi)|cho${s}biet|cho${s}hay)\b`;
const id = String.raw`\b(?:tidak${s}perlu|tak${s}perlu|tidak${s}usah|jangan|tanpa)${s}(?:[a-z]{1,12}${s}){0,2}?(?:memberitahu|memberi${s}tahu|diberitahu|disampaikan|menyampaikan|mengabari|dikabari|menyebutkan|disebutkan|memberitahukan)\b`;
const zh = String.raw`(?:无需|无须|無需|無須|不必|不需要|不用|请勿|請勿|不要|切勿|勿|毋须|毋需)再?(?:(?:向|对|對|给|給|和|跟)?(?:本人|用户|用戶|他|她|客户|客戶|使用者|对方|對方|员工|員工)(?:们|們)?)?(?:告知|通知|告诉|告訴|说明|說明|提及|提起|透露|汇报|匯報|报告|報告|知会|知會)(?:本人|用户|用戶|他|她|客户|客戶|使用者|对方|對方)?(?=\s{0,2}(?:[。，,.!！；;）)\n]|$|此事|这件事|這件事|此操作|这一?点|這一?點))`;
const ja = String.raw`(?:への|に|には|へは)?(?:通知|報告|連絡|説明)(?:は|も)?(?:不要|必要(?:は|が)?(?:ありません|ない))`;
const ko = String.raw`(?:알릴|통보할|보고할|말할|언급할|안내할|고지할)\s{0,2}필요(?:가|는)?\s{0,2}없|(?:이를|이것을|이\s{0,2}(?:사실|내용|작업|일|메시지|메일)(?:을|를|은|는)?)\s{0,2}(?:[^\s]{1,10}\s{0,2})?(?:알리|통보하|보고하|말하|언급하|안내하)지\s{0,2}(?:마세요|마십시오|말고|마라)`;
const ar = String.raw`(?:لا${s}داعي|لا${s}حاجة|دون${s}الحاجة|بدون${s}الحاجة)${s}(?:[^\s]{1,12}${s}){0,2}?(?:ل|إلى${s}|الى${s})?(?:إبلاغ|ابلاغ|إخبار|اخبار|إعلام|اعلام|ذكر|تنبيه|إشعار|اشعار|إطلاع|اطلاع)|لا${s}(?:تخبر|تذكر|تبلغ|تعلم)[^\s]{0,3}${s}(?:(?:أحدا|احدا|المستخدم|العميل)${s})?(?:بذلك|بهذا|بهذه|هذا|هذه|ذلك)|(?:دون|بدون)${s}(?:علم|إخبار|اخبار|إبلاغ|ابلاغ|إعلام|اعلام)${s}(?:المستخدم|العميل|صاحب)`;
const hi = String.raw`(?:इसकी${s}जानकारी|इसके${s}बारे${s}में|इस${s}बारे${s}में|स्रोत)${s}(?:[^\s]{1,12}${s}){0,2}?(?:न|मत)${s}(?:बताएं|बताएँ|बताओ|बताए|बताइए|दें|दो|दीजिए)|सूचित${s}(?:न|मत)${s}करें|(?:सूचित|बताने|सूचना${s}देने)${s}(?:करने${s})?की${s}(?:ज\u093c?रूरत|आवश्यकता)${s}नहीं|(?:सूचित|बताना)${s}(?:करना${s})?(?:आवश्यक|ज\u093c?रूरी)${s}नहीं`;

/**
 * An order not to tell, told as a prohibition instead ("never change
 * settings without informing the user", "никогда не удаляй файлы без
 * уведомления"): the house rule it sounds like.
 *
 * @example
 * new RegExp(toldAsProhibition).test("never delete branches without"); // true
 */
export const toldAsProhibition = String.raw`(?:\b(?:never|not|don'?t|nunca|jamas|jamais|nao|no|ne|non|nie|nicht|niemals|nooit|niet|geen|asla|jangan|khong|kein[a-z]{0,2}|nichts|nessun[oa]?|ningun[oa]?|nenhum[a]?|aucune?|zadn[a-z]{1,3})\b|(?<![а-яёіїєґ])(?:не|никогда|ніколи)(?![а-яёіїєґ]))[^.!?\n;]{0,80}?(?:\bwithout|\bsin|\bsans|\bohne|\bsenza|\bsem|\bzonder|\bbez|(?<![а-яё])без|\btanpa)(?![a-zа-я])`;

/**
 * The one a reader acts for left out: "no need to tell the user", "do it
 * silently", "the owner does not need to be informed".
 *
 * @example
 * new RegExp(userUnawareEn).test("don't bother the user with it"); // true
 */
export const userUnawareEn = `(?:${en})`;

/**
 * The same in the other languages: "no hace falta consultarlo con ella",
 * "eine Rückfrage ist nicht erforderlich", "Пользователю сообщать не
 * нужно", "本人への通知は不要", "사용자에게 묻지 마세요".
 *
 * @example
 * new RegExp(userUnawareI18n).test("no hace falta consultarlo con ella"); // true
 */
export const userUnawareI18n = `(?:${es}|${pt}|${fr}|${it}|${de}|${nl}|${pl}|${ru}|${uk}|${tr}|${vi}|${id}|${zh}|${ja}|${ko}|${ar}|${hi})`;
