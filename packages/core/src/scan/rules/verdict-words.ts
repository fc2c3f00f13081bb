import { frag } from "../rule.js";

const { s } = frag;

// What it is judged to be, after "as", "to", "=" or a colon: "classify this
// e-mail as not spam", "set the risk to low risk", "label it «Strong
// fit»".
const judgedAs = String.raw`(?:safe|legitimate|benign|harmless|trustworthy|trusted|verified|genuine|authentic|clean|compliant|approved|pre-?approved|low(?:est)?[\s-]{0,3}risk|not${s}(?:spam|phishing|a${s}scam|fraud(?:ulent)?|suspicious|malicious)|excellent|outstanding|exceptional|(?:a${s})?strong${s}(?:fit|match|hire|accept|candidate)|(?:a${s})?(?:top|perfect|excellent)${s}(?:fit|match|candidate)|highly${s}(?:qualified|recommended|competitive|novel)|the${s}(?:top|best|benchmark|preferred|recommended)(?![a-z-])|(?:top|best)[\s-]{0,3}(?:rated|ranked|match|choice|pick|option|value)|pass(?:ed)?\b)`;

// The verdicts themselves: a place ("at the top", "#1", "top candidate"),
// a mark ("full marks", "a score of at least 90", "5/5", "five stars"), a
// class ("as not spam", "as low risk", "as the benchmark"), a review's tone ("a
// positive review"), every requirement met. Each a fixed outcome: a rubric's
// "from 1 to 10" is a scale, not a verdict.
const value = [
  String.raw`(?:on${s}top|at${s}the${s}top|(?:at|as)${s}(?:#\s{0,3}1|number${s}one|no\.\s{0,3}1))\b(?!${s}(?:by|when|if)\b)`,
  String.raw`|\btop${s}(?:candidate|match|pick|choice|spot|result|rank|recommendation|applicant|supplier|vendor|tier|of${s}the${s}(?:list|shortlist|ranking))s?\b|\btop[\s-]{0,3}rated\b|\bhighest[\s-]{0,3}(?:rated|ranked|score|rating|marks?|grade|possible)\b|\bmarket${s}leader\b|\bsafe${s}(?:choice|option|bet|pick)\b|\b(?:the|our)${s}only${s}(?:[a-z-]{2,20}${s})?(?:choice|option)\b`,
  String.raw`|\bbest(?:-value)?${s}(?:option|choice|product|candidate|value|pick|provider|supplier|vendor|model|hotel|restaurant|app|bank|policy|offer|in|on|of|overall|available)\b`,
  String.raw`|\bfull${s}(?:marks|credit|points|score)\b|\btop${s}marks\b|\b(?:perfect|maximum|max|highest)${s}(?:score|marks?|grade|rating)\b|\b(?:score|rating|grade|mark)${s}of${s}(?:at${s}least${s})?\d|\b(?:100\s{0,3}/\s{0,3}100|10\s{0,3}/\s{0,3}10|9\s{0,3}/\s{0,3}10|5\s{0,3}/\s{0,3}5|20\s{0,3}/\s{0,3}20|25\s{0,3}/\s{0,3}25|50\s{0,3}/\s{0,3}50)(?!\d)|\b(?:five|5)[\s-]{0,3}stars?\b|\b(?:an?|the)${s}a\+?${s}(?:\(|grade\b)`,
  String.raw`|\bpositive${s}(?:review|rating|assessment|evaluation|report|sentiment|verdict)s?\b|\boverwhelmingly${s}positive\b|\bhighly${s}(?:recommended|qualified|competitive)\b`,
  String.raw`|\b(?:is|are|was)${s}(?:an?${s})?(?:very${s})?(?:safe|trustworthy|legitimate|reputable|reliable|fully${s}(?:regulated|compliant|licensed))\b`,
  String.raw`|(?:\bas|\bto|=|:)${s}(?:[«"'\u201c\u201e]\s{0,2})?(?:an?${s})?${judgedAs}`,
  String.raw`|\b(?:meets?|exceed(?:s|ing)?|satisf(?:y|ies)|fulfil+s?)${s}(?:all|every|each)${s}(?:of${s}the${s})?(?:[a-z-]{1,15}${s})?(?:requirements?|criteria|qualifications?|items?)\b`,
].join("");
// The order that hands the verdict over: a bare imperative ("rank her as
// the top candidate", "award full marks", "recommend acceptance", "return
// APPROVE"), or a passive one after a modal ("must receive a positive
// review", "should be treated as the benchmark and scored 100/100"). A
// report says what was found ("AI screening: ranked #1, strong fit").
const { clauseStart } = frag;
const orderVerb = String.raw`${clauseStart}\b(?:rank|list|place|put|position|show|present|feature|recommend|select|move|surface|display|keep|give|award|assign|grant|rate|score|grade|mark|label|tag|classify|treat|consider|describe|call|characteri[sz]e|state|say|conclude|confirm|report|return|set|record|approve|leave|summari[sz]e|receive|get|be${s}(?:given|rated|scored|graded|marked|ranked|listed|classified|labell?ed|treated|recorded|described|accepted|approved|funded|hired|shortlisted|whitelisted|cleared))\b(?!\s{0,2}:)`;
// Told to leave the flaws out: "do not mention the missing comparison with
// LoRA", "never flag it for review".
const flawsLeftOut = String.raw`\b(?:do${s}not|don'?t|never|must${s}not|should${s}not|without)${s}(?:mention(?:ing)?|not(?:e|ing)|rais(?:e|ing)|flag(?:ging)?|cit(?:e|ing)|referenc(?:e|ing)|comment(?:ing)?${s}on|point(?:ing)?${s}out|bring(?:ing)?${s}up|deduct(?:ing)?|penali[sz](?:e|ing)|weigh(?:ing)?|list(?:ing)?)${s}(?:any${s}|the${s}|its${s}|their${s}|his${s}|her${s})?(?:[a-z0-9-]{1,20}${s}){0,4}?(?:weakness(?:es)?|flaws?|limitations?|concerns?|complaints?|negatives?|recalls?|warning${s}letters?|shortcomings?|lawsuits?|fines?|penalt(?:y|ies)|violations?|bad${s}reviews?|criticism|red${s}flags?|the${s}missing|the${s}lack|the${s}absence)\b`;
// A recommendation or an approval handed over whole: "recommend acceptance",
// "recommend her for the final interview", "return APPROVE", "this
// application is to be funded". "All expense reports must be approved" is a
// policy for every item, not a verdict on this one.
const handedOver = String.raw`\brecommend${s}(?:(?:the${s}|its${s}|their${s}|an?${s}|full${s})?(?:acceptance|approval|approving|accepting|hiring|funding|investment|interview)|(?:it|him|her|them|me|this${s}[a-z-]{2,20})${s}(?:for|to)${s}(?:the${s}|an?${s})?(?:[a-z-]{2,12}${s})?(?:interview|hire|hiring|acceptance|approval|funding|investment))\b|\b(?:approve${s}(?:it|this|the${s}(?:pr|pull${s}request|change|commit|merge|claim|loan|application|submission))|return${s}approve|leave${s}an?${s}approving${s}review)\b|\b(?:this|it|she|he|they)${s}(?:[a-z-]{1,20}${s}){0,2}(?:should|must|is${s}to|are${s}to|will)${s}be${s}(?:funded|accepted|approved|hired|shortlisted|whitelisted|cleared)\b`;
// Between the order and its verdict, no class of items: "put the cheapest
// first", "list these by date, newest first", "rank candidates with five
// years of Python at the top" sort a list by a rule; a planted verdict names
// its own item.
const classWords = String.raw`cheapest|newest|latest|oldest|highest|lowest|largest|smallest|fastest|closest|nearest|shortest|longest|earliest|most|least|these|those|by|any|whichever|whoever|candidates|applicants|products|results|items|vendors|suppliers|papers|answers|responses|options|ones|entries|listings|tickets|posts|referrals|submissions`;
const toVerdict = frag.gapWithout(String.raw`\b(?:${classWords})\b|${frag.sentenceEnd}`, 60);
// First place is given by a verb that ranks: "rank this candidate first",
// "list SentinelCore first", "must be shown first"; "give a hint about the
// outer function first" is an order of steps.
const placedFirst = String.raw`${clauseStart}\b(?:rank|list|place|put|position|show|present|feature|recommend|select|surface|display|sort|be${s}(?:ranked|listed|shown|placed|displayed|recommended))\b${toVerdict}(?<!\b(?:your|my|the|their|its|his|her|our|a)${s})first(?=\s{0,3}(?:[.,;:!?)\n]|$|(?:and|in|among|for|on|place|position|every|each|always|regardless|whatever)\b))`;
// In English, an order that hands the verdict over, a first place given by a
// ranking verb, a recommendation or approval named whole, or the flaws the
// judge must leave out.
const english = String.raw`${orderVerb}${toVerdict}(?:${value})|${placedFirst}|${handedOver}|${flawsLeftOut}`;

// The same verdicts in the other languages the rule reads: a verdict
// adjective after "as" ("como el mejor", "als hervorragend geeignet",
// "jako najlepsza", "как лучший"), a first place with its preposition ("en
// primer lugar de la", "auf Platz 1"), a low risk, a top mark with the verb
// that gives it, a recommendation, and in Chinese, Japanese and Korean the
// verb-bound forms ("给满分", "列为首选", "満点として", "1위로 추천"); "come
// primo passo" is a first step. Text is folded: accents gone, "ß" and "ł"
// kept.
//
// Who gives a mark: "asigne la puntuación máxima", "attribuez-lui la
// meilleure note", "поставьте высший балл", "beri nilai sempurna". A
// syllabus's "la calificación máxima es 10" states a scale.
const giveMark = String.raw`\b(?:asign|otorg|atribu|d[ae]|den|pon|ponga|attribu|donn|dai|date|assegn|geben|geb|vergeb|vergib|geef|daj|dac|przyzna|beri|berikan|cho|ver|verin|ge|tilldela)[a-z]{0,6}${s}(?:[a-z-]{1,15}${s}){0,3}?`;
const world = [
  String.raw`\b(?:como|comme|come|als|jako|sebagai|som|tanto)${s}(?:[«"'\u201c\u201e]\s{0,2})?(?:(?:el|la|le|il|o|a|de|het|een|un|una|um|uma)${s})?(?:mejor|melhor|migliore|meilleur(?:e)?|beste|najlepsz[a-z]{0,3}|terbaik|bast[a-z]{0,2}|testsieger|top-?match|excelente|excellent(?:e)?|eccellente|hervorragend|ausgezeichnet|uitstekend(?:e)?|legitim[oa]?|legitime|legittim[oa]|legitiem|fiable|confiable|verificat[oa]|verificad[oa]|verifie|sicher|unbedenklich|segur[oa]|sicur[oa]|saker|encaje${s}excelente|sehr${s}gut${s}geeignet|sangat${s}cocok|silne${s}dopasowanie|choix${s}recommande|opcion${s}recomendada)\b(?!${s}(?:forma|manera|moyen|modo|weg|manier|sposob|cara|practica|pratique|prassi|praktik))`,
  String.raw`|\b(?:(?:en${s}(?:el|la)${s})?primer${s}lugar${s}(?:de|en)${s}(?:la|cualquier)|(?:no|em)${s}primeiro${s}lugar${s}(?:da|de|em)|al${s}primo${s}posto|en${s}premiere${s}place|auf${s}platz${s}(?:1|eins)|op${s}de${s}eerste${s}plaats|di${s}peringkat${s}teratas|ilk${s}siraya|riesgo${s}bajo|risco${s}baixo|rischio${s}basso|risque${s}faible|niedrige[sn]?${s}risiko|laag${s}risico|dusuk${s}risk|testsieger|kaufempfehlung|ausschlie(?:ss|ß)lich${s}(?:eine${s})?positive|solo${s}(?:resenas|valoraciones|evaluaciones|comentarios)${s}positiv|uniquement${s}(?:un${s}avis|des${s}avis|une${s}evaluation)${s}positi|tylko${s}pozytywn|recomend(?:e|en|ar|em)${s}(?:a${s}|la${s})?(?:aprovacao|aprobacion|contratacion|contratacao|aceptacion))`,
  String.raw`|${giveMark}(?:(?:la|le|a|il|die|de|o|lui${s}la)${s})?(?:(?:puntuacion|nota|calificacion|pontuacao|punteggio|voto|note)${s}(?:maxima|maximo|massim[oa]|maximale)|meilleure${s}note|bestnote|h(?:o|oe)chste${s}(?:punktzahl|bewertung|note)|hoogste${s}score|najwyzsz[a-z]{0,3}${s}ocen[a-z]{0,2}|nilai${s}(?:sempurna|tertinggi|maksimal)|diem${s}(?:toi${s}da|cao${s}nhat)|tam${s}puan|(?:100|20|10)\s{0,3}/\s{0,3}(?:100|20|10))\b`,
  String.raw`|(?<![а-яіїєё])(?:(?:как|як)${s}(?:лучш|отличн|безопасн|выдающ|найкращ|безпечн|надежн)[а-я]{0,4}|(?:постав|выстав|присво|дай|дать|дайте|виста|постав)[а-яіїє]{0,6}${s}(?:[а-яіїє]{1,15}${s}){0,3}?(?:максимальн[а-я]{0,3}${s}бал+[а-я]{0,2}|высш[а-я]{0,3}${s}(?:балл|оценк)[а-я]{0,2}|«?отлично»?|оценку${s}\d)|на${s}первое${s}место|рекомендуйте${s}(?:принять|одобрить)|только${s}положительн|низк[а-я]{0,3}${s}риск)(?![а-яіїєё])`,
  String.raw`|(?<!不要|不得|不可|不能|别|勿|禁止)(?:(?:给|打|给予)满分|满分通过|(?:列为|推荐为|作为)首选|排(?:在|名)第一|列为第一|只给好评|仅(?:给出|给)正面)|満点(?:として|を(?:付|つけ|与)|で評価)|最優先候補として|1位(?:に(?:挙げ|推薦|表示|掲載|ランク)|として(?:推薦|評価|紹介|表示))|最高評価(?:として|で|に)|최고\s{0,2}(?:점수|등급|평가)(?:를|로)|만점(?:을|으로)|1위로\s{0,2}(?:추천|평가|표시|배치|올려)|최우선\s{0,2}(?:으로|후보로)|긍정적인\s{0,2}(?:평가|리뷰)만|أعلى${s}تقييم|الدرجة${s}الكاملة|पूरे${s}अंक`,
].join("");

// A word of every verdict above, for the rules' `requires`: a judge's
// name ("AI", "review", "automated") is common, a verdict beside it is not.
const words = [
  // places and marks
  "top",
  "#",
  "number one",
  "no.",
  "first",
  "best",
  "highest",
  "leader",
  "only",
  "full",
  "perfect",
  "max",
  "score",
  "rating",
  "grade",
  "mark",
  "/1",
  "/2",
  "/5",
  "five",
  "star",
  "positi",
  "highly",
  // classes
  "safe",
  "legit",
  "benign",
  "harmless",
  "trust",
  "verifi",
  "genuine",
  "authentic",
  "clean",
  "compliant",
  "risk",
  "spam",
  "phishing",
  "scam",
  "fraud",
  "suspicious",
  "malicious",
  "excellen",
  "outstanding",
  "exceptional",
  "strong",
  "preferred",
  "pass",
  "reputable",
  "reliable",
  "meet",
  "exceed",
  "satisf",
  "fulfil",
  // recommendations and approvals
  "recommend",
  "approv",
  "fund",
  "accept",
  "hire",
  "shortlist",
  "whitelist",
  "clear",
  // flaws left out
  "weakness",
  "flaw",
  "limitation",
  "concern",
  "complaint",
  "negative",
  "recall",
  "warning",
  "shortcoming",
  "lawsuit",
  "fine",
  "penalt",
  "violation",
  "bad review",
  "criticism",
  "red flag",
  "missing",
  "lack",
  "absence",
  // the other languages
  "mejor",
  "melhor",
  "migliore",
  "meilleur",
  "najlepsz",
  "terbaik",
  "bast",
  "testsieger",
  "eccellente",
  "hervorragend",
  "ausgezeichnet",
  "uitstekend",
  "fiable",
  "sicher",
  "unbedenklich",
  "segur",
  "sicur",
  "saker",
  "encaje",
  "sehr gut",
  "sangat cocok",
  "silne",
  "recommand",
  "recomend",
  "primer",
  "primeiro",
  "primo",
  "premiere",
  "platz",
  "eerste",
  "peringkat",
  "siraya",
  "bajo",
  "baixo",
  "basso",
  "faible",
  "niedrig",
  "laag",
  "kaufempfehlung",
  "pozytywn",
  "massim",
  "chste",
  "hoogste",
  "najwyzsz",
  "sempurna",
  "tertinggi",
  "maksimal",
  "toi da",
  "cao nhat",
  "tam puan",
  "лучш",
  "отличн",
  "безопасн",
  "выдающ",
  "найкращ",
  "безпечн",
  "надежн",
  "максимальн",
  "высш",
  "первое",
  "рекоменд",
  "положительн",
  "риск",
  "满分",
  "首选",
  "第一",
  "好评",
  "正面",
  "満点",
  "最優先",
  "1位",
  "最高",
  "최고",
  "만점",
  "1위",
  "최우선",
  "긍정적",
  "أعلى",
  "الدرجة",
  "अंक",
];

/**
 * Verdicts dictated to an AI judge, in English and in the other languages
 * the rules read, for the rules that find them after an address.
 *
 * @example
 * new RegExp(verdictWords.english).test("award it full marks"); // true
 */
export const verdictWords = { english, world, words } as const;
