import { frag } from "../rule.js";

const { s } = frag;

// Work with no end: "forever", "indefinitely", "with no max attempts",
// "until never", "however many re-runs it takes", "keep polling even after
// status becomes done", and their forms in the other languages the scanner
// reads (folded: "sin límite" reads "sin limite"). "Continuously" and
// "every minute" are how honest schedules and monitors run; they say how
// often, not that it never ends.
const endlessEn = [
  String.raw`\b(?:forever|indefinitely|endlessly|infinitely|non-?stop|ad${s}infinitum|perpetually)\b(?!-)`,
  String.raw`\bin${s}(?:an?${s})?(?:endless|infinite|never-?ending|tight${s}infinite)${s}loop\b`,
  String.raw`\bwithout${s}(?:ever${s})?(?:stopping|end(?:ing)?|letting${s}up|an?${s}(?:attempt|retry|iteration|upper|end)${s}(?:limit|cap|count|date)|(?:any${s})?(?:limit|cap|maximum)(?:${s}(?:on|to)${s}(?:the${s})?(?:number${s}of${s})?(?:attempts|retries|tries|calls|runs|requests|sends|messages|tickets|agents|iterations))?)\b`,
  String.raw`\b(?:with${s})?no${s}(?:max(?:imum)?|upper|attempt|retry|iteration)${s}(?:attempts?|retries|tries|limit|cap|count|number|iterations)\b`,
  String.raw`\bunlimited${s}(?:retries|attempts|tries|times|runs|re-?runs|calls|requests|sends)\b`,
  String.raw`\b(?:over${s}and${s}over|again${s}and${s}again|until${s}never)\b`,
  String.raw`\bhowever${s}(?:many|long)${s}(?:times|passes|runs|re-?runs|attempts|tries|iterations|it${s}takes)\b`,
  String.raw`\bas${s}many${s}times${s}as${s}(?:possible|you${s}can)\b`,
  String.raw`\beven${s}after${s}(?:the${s}|its${s})?(?:status|it|job|task|session|conversation|chat|survey|campaign|window|deadline|work|user)${s}(?:becomes|is|says|returns|shows|reports|ends|closes|has${s}(?:ended|closed|finished)|finishes|completes)\b`,
  String.raw`\b(?:do${s}not|don'?t|never)${s}stop${s}(?:when|after|once)${s}(?:the${s}|your${s})?(?:task|conversation|session|chat|job|work)${s}(?:ends|is${s}(?:over|done|finished|complete)|finishes|completes|closes)\b`,
  String.raw`\b(?:do${s}not|don'?t|never)${s}(?:ever${s})?(?:stop|give${s}up|quit|cease)\b(?:${s}(?:polling|calling|retrying|sending|trying|checking|running|looping|posting|repeating|refreshing|reloading|pinging))?(?:${s}even${s}(?:if|when|after|though)\b|(?=\s{0,3}(?:[.!;,]|$)))`,
].join("|");

// The same in the other languages, as a word: "sin parar", "para sempre",
// "sans limite de tentatives", "endlos", "senza sosta", "zonder te
// stoppen", "bez przerwy", "durmadan", "без остановки", "безперервно",
// "不停", "無制限に", "끝없이", "دون توقف", "बिना रुके", "liên tục",
// "tanpa henti", "utan stopp". A word a product or a schedule uses alone
// ("unbegrenzt", "sin límite", "無制限", "무한 루프") needs what it limits
// or its adverb's form.
const endlessLatin = [
  String.raw`\b(?:para${s}siempre|indefinidamente|eternamente|infinitamente|sin${s}(?:parar|cesar|fin|pausa|descanso|interrupcion(?:es)?|detenerse|(?:ningun${s})?(?:limite|tope|maximo)${s}de${s}(?:intentos|reintentos|envios|llamadas|repeticiones))|en${s}(?:un${s})?bucle${s}infinito)\b`,
  String.raw`|\b(?:para${s}sempre|sem${s}(?:parar|parada|fim|pausa|interrupcao|cessar|limite${s}de${s}(?:tentativas|envios|chamadas|chamados|pedidos|mensagens|tickets|repeticoes))|em${s}loop${s}infinito)\b`,
  String.raw`|\b(?:pour${s}toujours|indefiniment|a${s}l'infini|sans${s}(?:fin|arret|cesse|interruption|relache|jamais${s}(?:s'arreter|arreter)|limite${s}(?:de${s}|d')\s{0,2}(?:tentatives|envois|appels|repetitions))|en${s}boucle${s}infinie)\b`,
  String.raw`|\b(?:endlos(?:schleife)?|fur${s}immer|unaufhorlich|ununterbrochen|pausenlos|ohne${s}(?:ende|pause|unterbrechung|abbruch|aufzuhoren|halt)|in${s}einer${s}endlosschleife)\b`,
  String.raw`|\b(?:per${s}sempre|all'infinito|indefinitamente|ininterrottamente|senza${s}(?:sosta|fine|interruzion[ei]|fermarti|fermarsi|tregua|mai${s}fermarti|limiti?${s}di${s}(?:tentativi|invii|chiamate)))\b`,
  String.raw`|\b(?:eindeloos|voor${s}altijd|oneindig|zonder${s}(?:te${s}stoppen|einde|onderbreking|pauze|ophouden|maximum${s}aantal))\b`,
  String.raw`|\b(?:w${s}nieskonczonosc|bez${s}(?:konca|przerwy|zatrzymywania|ustanku|limitu${s}prob)|non${s}stop|w${s}nieskonczonej${s}petli)\b`,
  String.raw`|\b(?:sonsuza${s}(?:kadar|dek)|durmadan|durmaks[\u0131i]z[\u0131i]n|aral[\u0131i]ks[\u0131i]z)`,
  String.raw`|\b(?:mai${s}mai|lien${s}tuc|khong${s}(?:ngung|ngot|dung|gioi${s}han${s}so${s}lan)|terus-?menerus|tanpa${s}(?:henti|berhenti|jeda)|selamanya|for${s}alltid|oandligt|utan${s}(?:stopp|slut|uppehall|att${s}sluta)|ingen${s}ovre${s}grans|keine${s}obergrenze|sin${s}limite${s}superior|sem${s}limite${s}superior|pas${s}de${s}limite${s}superieure|nessun${s}limite${s}massimo|geen${s}bovengrens)\b`,
].join("");
const endlessOther = [
  String.raw`(?<![а-яёіїєґ])(?:бесконечно|без${s}(?:остановки|перерыва|конца|останова|ограничения${s}(?:числа|количества)${s}(?:попыток|запросов|повторов))|непрерывно|вечно|нескінченно|без${s}(?:зупинки|перерви|кінця|обмеження${s}(?:кількості${s})?(?:спроб|запитів))|безперервно|вічно)(?![а-яёіїєґ])`,
  String.raw`|无限(?:次|地)|无休止|不停|永远|永久地|不间断|持续不断|不设上限|不要停|无需停止|無限に|永遠に|ずっと|止めず|止まらず|やめず|休まず|無制限に|延々と|上限(?:は|を)?(?:なし|設けない|ありません)|무한히|끝없이|영원히|멈추지|중단하지|제한(?:은|이)?\s{0,3}없(?:이|으며|습니다|음)|쉬지${s}않고|무제한으로`,
  String.raw`|دون${s}توقف|بلا${s}توقف|إلى${s}الأبد|الى${s}الابد|بلا${s}نهاية|बिना${s}रुके|रुकना${s}नहीं|मत${s}रुकना|हमेशा${s}के${s}लिए|लगातार`,
].join("");

// A count of a hundred or more times, in figures ("500 times", "1,000
// times", "10.000 keer", "1 000 раз", "1000回", "100-mal") or in words
// ("thousands of times"). A drill's "ten times" and a retry policy's "up to
// 5 times" are small; a bound ("up to", "at most", "maximum") is read by
// the rule.
const bigNumber = String.raw`(?<![\d.,])(?:\d{1,3}(?:[ ,.\u00a0\u202f']\d{3}){1,4}|[1-9]\d{2,})(?![\d]|[.,]\d)`;
const timesI18n = String.raw`veces|vezes|fois|-?mal\b|volte|keer|razy|kez|раз(?:а|ів)?(?![а-яёіїєґ])|回|次|번|lan\b|kali\b|ganger|बार|مرة|مرات`;
const timesWord = String.raw`(?:\+${s})?(?:more${s}|additional${s}|extra${s})?(?:times|x\b|${timesI18n})`;
const hugeCount = String.raw`${bigNumber}\s{0,3}${timesWord}|\b(?:hundreds|thousands|millions)${s}of${s}times\b|\ba${s}(?:hundred|thousand|million)${s}times\b|\b(?:cientos|miles|centenas|milhares|centaines|milliers|hunderte|tausende|centinaia|migliaia|honderden|duizenden|setki|tysiace|сотни|тысячи|сотні|тисячі)${s}(?:de${s}|di${s}|von${s}|van${s})?(?:veces|vezes|fois|male?n?|volte|keren|razy|раз)(?![a-zа-я])|数千次|数百次|数千回|数百回|수천\s{0,3}번|수백\s{0,3}번|آلاف${s}المرات`;

// A bound before a count: "up to 3 times", "at most 200", "maximum 500",
// "hasta 5 veces", "最多100次".
const bounded = String.raw`\b(?:up${s}to|at${s}most|no${s}more${s}than|not${s}more${s}than|max(?:imum)?|limit${s}of|capped${s}at|fewer${s}than|hasta|como${s}maximo|ate|jusqu'a|au${s}plus|hochstens|maximal|bis${s}zu|al${s}massimo|fino${s}a|maximaal|hooguit|najwyzej|maksymalnie|en${s}fazla)\b|не${s}более|до(?=${s}\d)|最多|最大|최대|بحد${s}أقصى|अधिकतम`;

// The agent's own limits: a step, iteration, turn or tool-call limit or
// budget, "max_iterations", a loop guard, and limits the host, harness or
// operator configured ("Token, time and cost caps configured by the host").
// A rate limit or a timeout alone is the service's, and honest docs say
// when theirs do not apply.
const agentLimitEn = String.raw`\b(?:(?:step|iteration|turn|tool[\s-]{0,3}call|loop|recursion|call)[\s-]{0,3}(?:limits?|budgets?|caps?|ceilings?|guards?|counters?|quotas?)|max(?:imum)?[\s_-]{0,3}(?:iterations?|steps?|turns?|tool[\s_-]{0,3}calls|attempts|retries|depth|cost(?:[\s_-]{0,3}usd)?)(?:${s}(?:setting|parameter|limit|value|configuration))?|loop[\s-]{0,3}(?:detection|protection|breaker)|(?:limits?|budgets?|caps?|timeouts?)\b(?<=\b(?:your|the${s}agent'?s?|the${s}assistant'?s?)${s}(?:[a-z-]{2,15}${s}){0,3}(?:limits?|budgets?|caps?|timeouts?))|(?:limits?|budgets?|caps?|timeouts?|restrictions)${s}(?:configured|set|imposed|defined)${s}(?:by|in)${s}(?:the${s}|your${s})?(?:host|harness|operator|orchestrator|platform|agent|framework|runtime|user|administrator|admin))\b`;
// A service's limit that an agent must keep to: a rate, cost, token,
// spending, sending or usage limit, the Retry-After header, a
// do-not-disturb list ("ignore the rate limit", "disregard the Retry-After
// header"). A size, word or price limit, or a timeout, is a setting.
const limitNounEn = String.raw`(?:rate[\s-]{0,3}limits?|cost[\s-]{0,3}(?:caps?|limits?|ceilings?)|token[\s-]{0,3}(?:caps?|limits?|budgets?)|time[\s-]{0,3}budgets?|spend(?:ing)?[\s-]{0,3}(?:caps?|limits?)|send(?:ing)?[\s-]{0,3}limits?|usage[\s-]{0,3}(?:caps?|limits?)|budget[\s-]{0,3}caps?|retry-after(?:${s}header)?|max_tokens|do-?not-?(?:disturb|contact)(?:${s}list)?)\b`;
// Either kind, with up to two words before it after a verb ("bypass the
// API rate limit").
const anyLimitEn = String.raw`(?:(?:api${s}|client${s}|the${s}|your${s}|any${s}|all${s}|its${s}|these${s}|those${s})?(?:[a-z-]{2,15}${s}){0,2}${limitNounEn}|${agentLimitEn})`;

/**
 * The vocabulary of runaway work, shared by its rules: the words for no
 * end, counts of a hundred times or more, the bounds that make a count
 * honest, and the limits an agent runs under.
 *
 * @example
 * new RegExp(runawayWords.endless).test("retry indefinitely"); // true
 */
export const runawayWords = {
  endlessEn,
  endless: `(?:${endlessEn}|${endlessLatin}|${endlessOther})`,
  endlessI18n: `(?:${endlessLatin}|${endlessOther})`,
  bigNumber,
  hugeCount: `(?:${hugeCount})`,
  hugeCountI18n: `(?:${bigNumber}\\s{0,3}(?:${timesI18n}))`,
  bounded,
  agentLimitEn,
  anyLimitEn,
  limitNounEn,
} as const;
