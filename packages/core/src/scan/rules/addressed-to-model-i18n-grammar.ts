import { frag } from "../rule.js";

const { s } = frag;

// instruction_override.addresses_model in other languages: text inside a
// document or tool result that speaks to the model reading it. Three forms,
// each defined by its grammar:
//
// - a heading that hands an AI reader orders: a message noun, a "to/for",
//   the AI named, and a colon ("Note pour les IA :", "Hinweis an
//   KI-Modelle:", "Примечание для ИИ:", "AI에게 보내는 메시지:"), or an
//   opening "to" at the start of a line ("An alle KI-Agenten:");
// - the AI addressed as the reader of this very text ("IA que está lendo
//   este documento, ...", "KI, die diese Seite liest: ...", "致阅读此页面的
//   AI：", "このページを読んでいるAIへ", "이 문서를 읽는 AI에게:"): without an
//   article before the noun in languages that have them, and followed by a
//   colon, or by a comma and an imperative or a second person;
// - "stop summarizing and instead reply ...".
//
// Only nouns that can mean nothing but an AI count ("IA", "KI", "AI", "LLM",
// "modèle de langage"): a bare "assistant", "modèle" or "Modell" is also a
// person, a template or a car. Prose about AI ("Die KI liest Dokumente
// schneller", "AI 모델이 이 문서를 읽는 방법") has no address; a title that
// goes on to a how-to ("Instructions pour l'IA : comment écrire un
// prompt") is about the AI; quoted examples in articles are mentions.
//
// Text arrives lower-cased, NFKC, Latin accents folded (ł, ı, đ kept). The
// languages share their grammar pieces (one list of AI nouns, one of
// determiners, ...): V8 stops optimizing a regex whose source passes 20 KB,
// and one written language by language was three times that and 25 times
// slower per character.

// After the colon of a heading: a how-to, a guide or examples make it a title.
const notTitle = String.raw`(?!\s{0,4}(?:comment|como|come|wie|so|hoe|jak|как|як|cara|bagaimana|cach|nas[ıi]l|guid[ae]|guia|leitfaden|poradnik|руководство|tips|tipps|conseils|consejos|dicas|consigli|tutorial|exempl[eo]s?|ejemplos?|esempi|beispiele|voorbeelden|przyklady|примеры)(?![a-z0-9а-яёіїє]))`;
// A heading ends in a colon, an exclamation mark or a spaced dash ("KI- und
// ML-Teams" is a hyphen).
/**
 * What closes a heading addressed to an AI: a colon, "!" or a dash, not a how-to title.
 *
 * @example
 * new RegExp(`note${head}`).test("note :"); // true
 */
export const head = String.raw`(?:\s{0,4}[:!\u2013\u2014]|\s{1,5}-(?=\s))${notTitle}`;
// Where an address opens: the start, after a sentence end, a line break, a
// bullet or a heading mark. Matched, not looked behind for: V8 then tries the
// forms only at those characters, not at every position. A quote does not
// open one (the match would start at the quote, and is-mention would no
// longer see it before the phrase).
const start = String.raw`(?:^|[.!?\n:;>#*(\[\u2022\u3002\uff01\uff1f]|\s-)\s{0,4}`;
const cjkStart = String.raw`(?:^|[.!?:;>,#*(\[\u3001\u3002]|\s(?![a-z]))`;
// One word of the reader clause's object ("this <page>").
const word = String.raw`[^\s.,;:!?]{2,16}`;
// The short AI nouns ("IA", "KI", "AI", "LLM", "ИИ") also sit inside common
// words ("media", "making", "said", "компании"): as anchor words they woke the
// rule every few characters. Each is taken only with the neighbour every form
// puts next to it (a colon, a comma, the relative pronoun of the reader
// clause; "для", "всем" in Russian), and that pair is the anchor.
const iaNext = String.raw`(?=\s{0,4}:|,|${s}(?:qui|que|che)\b)`;
const kiNext = String.raw`(?=\s{0,4}:|,|${s}(?:die|der|das|welche)\b)`;
const aiNext = String.raw`(?=\s{0,4}:|,|${s}(?:die|dat|welke|ktor|yang|sedang|đang|czyta))`;
const latinShort = String.raw`(?:ia${iaNext}|ki${kiNext}|ai${aiNext}|llms?(?=\s{0,4}:|,))`;

// Latin scripts: fr, es, pt, it, de, nl, pl, id, vi.
const latinHead = [
  String.raw`note|message|instruc(?:tions?|ciones|cion|ao|oes|ties?)|consignes?|rappel|avis|remarque|nouvelles?${s}(?:taches?|consignes?)|prochaine${s}(?:etape|tache)`,
  String.raw`nota|mensaje|atencion|aviso|recordatorio|nuevas?${s}(?:tareas?|ordenes)|(?:proxima|siguiente)${s}(?:tarea|paso)`,
  String.raw`mensagem|atencao|lembrete|novas?${s}(?:tarefas?|ordens)|proxim[oa]${s}(?:tarefa|passo)`,
  String.raw`messaggio|istruzion[ei]|attenzione|avviso|promemoria|nuov[oi]${s}compit[oi]|prossimo${s}(?:compito|passo)`,
  String.raw`hinweise?|nachricht|anweisung(?:en)?|achtung|erinnerung|mitteilung|notiz|anmerkung|neue${s}aufgabe|nachste[rn]?${s}(?:aufgabe|schritt)`,
  String.raw`notitie|opmerking|bericht|aanwijzing(?:en)?|let${s}op|herinnering|nieuwe${s}(?:taak|opdracht)|volgende${s}(?:taak|stap)`,
  String.raw`uwaga|notatka|wiadomosc|instrukcj[ae]|poleceni[ea]|przypomnienie|komunikat|(?:nowe|nastepne)${s}zadanie|nastepny${s}krok`,
  String.raw`catatan|pesan|instruksi|perintah|perhatian|pengingat|tugas${s}baru|langkah${s}berikutnya`,
  String.raw`ghi${s}chu|luu${s}y|thong${s}điep|tin${s}nhan|chu${s}y|nhac${s}nho|thong${s}bao|nhiem${s}vu${s}moi|buoc${s}tiep${s}theo`,
].join("|");
// "to / for / for the attention of" after a heading noun.
const latinTo = String.raw`pour|a|aux|au|para|al|ao|aos|as|per|ad|all'|alla|alle|ai|agli|an|fur|voor|aan|dla|do|untuk|kepada|bagi|cho|gui(?:${s}toi)?|danh${s}cho|toi|(?:a${s})?l'attention${s}d(?:e|es|u|')|all'attenzione${s}d[a-z']{0,5}|(?:destine|destinad|dirigid|rivolt)[a-z]{0,3}${s}(?:a|aux|au|al|ao|aos|as|all'|alla|alle|ai|agli)`;
// "to" opening a line. A bare "a"/"as" is also the Portuguese article ("A IA:
// o futuro"), so "à" takes a determiner of its own.
const latinAddr = String.raw`a${s}(?:l'|la${s}|las${s}|los${s}|el${s}|toute?s?${s}|tous${s}|todas?${s}|todos${s}|tutt[ei]${s}|cada${s}|chaque${s}|cualquier${s}|qualquer${s}|ogni${s})|aux|al|ao|aos|ad|all'|alla|alle|agli|an|aan|do|kepada|teruntuk|(?:kinh${s}|than${s})?gui|(?:a${s})?l'attention${s}d(?:e|es|u|')|all'attenzione${s}d[a-z']{0,5}`;
const latinDet = String.raw`(?:(?:toute?s?|tous|todas|todos|tod[oa]s|tutt[ei]|alle|elke|iedere|jede[nrs]?|wszystkich|kazdego|kazdej|semua|setiap|seluruh|para|cac|moi|tat${s}ca(?:${s}cac)?|nhung|chaque|cada|cualquier|qualquer|ogni|qualsiasi|qualunque)${s})?(?:l'\s{0,4}|d'\s{0,4}|un'\s{0,4}|(?:les|la|le|une?|las|el|los|una|[oa]s?|uma?|il|i|gli|die|den|das|der|dem|eine[nmr]?|de|het|een)${s})?`;
// The longer nouns ("inteligencia artificial", "Sprachmodell") fill AI news
// in their languages; they count only in a heading (a colon right after),
// and the noun's last word with that colon is the anchor (longTokens).
const latinLong = String.raw`(?:intelligences?${s}artificielles?|modeles?${s}(?:de${s}langage|linguistiques?))(?=\s?:)|(?:intelligenz[ae]${s}artificial[ie]|inteligencias?${s}artificia(?:l|les|is)|kunstliche${s}intelligenz(?:en)?|kunstmatige${s}intelligentie|sztuczn[a-z]{1,3}${s}inteligencj[aie]|sprachmodell(?:e|en)?|taalmodel(?:len)?|model(?:o|os|li|lo|e|i|u)?${s}(?:de${s}(?:lenguaje|linguagem)|linguistic[io]|di${s}linguaggio|jezykow(?:y|e|ych|ym|ego))|model${s}bahasa(?:${s}besar)?|kecerdasan${s}buatan|tri${s}tue${s}nhan${s}tao|mo${s}hinh${s}ngon${s}ngu(?:${s}lon)?)(?=:)`;
// The AI nouns: no other reading.
const latinAi = String.raw`(?:(?:(?:as{1,2}ist[a-z]{0,5}|asyst[a-z]{0,5}|agen[a-z]{0,4}|model[a-z]{0,4}|robot|outil|herramienta|ferramenta|strument[io]|narzedz[a-z]{0,3}|sistem[a-z]{0,2}|system[a-z]{0,2}|bot|tro${s}ly|mo${s}hinh|tac${s}tu|he${s}thong)${s}(?:d'\s{0,4}|de${s}(?:l'\s{0,4})?|di${s})?)?${latinShort}|(?:ki|ai)-(?:sprachmodell|taalmodel|modell?|assist[a-z]{0,5}|agent|system|systeem|bot|chatbot)[a-z]{0,5}(?![a-z0-9-])|(?:${latinLong}))`;
// "that reads this page": a relative pronoun or a participle, a reading verb
// and "this <noun>" (fr, es, pt, it, pl); German and Dutch put the verb last
// ("die diese Seite liest"), Indonesian and Vietnamese "this" after the noun
// ("yang membaca halaman ini").
const readVerb = String.raw`li(?:[st]|sez|sent|ra|sant)|le(?:e[ns]?|[ae]s?|em|ra|yendo)?|ler|lendo|legg[a-z]{1,5}|czyta[a-z]{0,6}|trait[a-z]{0,4}|anal[a-z]{2,6}|resum[a-z]{0,5}|riassum[a-z]{0,5}|streszcza[a-z]{0,3}|process?[a-z]{0,5}|elabor[a-z]{0,5}|przetwarza[a-z]{0,6}|parcour[a-z]{0,4}|consult[a-z]{0,4}`;
const latinReader = String.raw`(?:,\s{0,4}|${s})(?:(?:(?:qui|que|che|ktor[a-z]{1,2})${s})?(?:(?:est?|etes|sont|est[aeo][ns]?|estao|estiver(?:em)?|estej[ao]m?|sta(?:i|nno)?|teraz)${s})?(?:en${s}train${s}de${s})?(?:${readVerb})${s}(?:(?:ce(?:t|tte|s)?|est[aeo]s?|ess[ae]|quest[oaie]|te(?:n|go)?|t[ao]|tej|tych)${s}${word}|quest'\s{0,4}${word}|ceci|cela|esto|isto|isso|questo|cio)|(?:die|der|das|welche[rs]?|dat)${s}(?:(?:diese[nrsm]?|deze|dit)${s}${word}|dies|dit|das${s}hier)${s}(?:(?:gerade|jetzt|nu)${s})?(?:liest|lest|lesen|leest|lezen|verarbeite[tn]|verwerk(?:t|en)|analys[a-z]{2,5}|zusammenfass(?:t|en)|samenvat(?:ten)?|auswerte[tn]|durchsuch(?:t|en)|pruf(?:t|en)|bekijk(?:t|en))|(?:yang${s})?(?:(?:sedang|đang)${s})?(?:membaca|memproses|menganalisis|meringkas|merangkum|meninjau|đoc|xu${s}ly|phan${s}tich|tom${s}tat)${s}(?:${word}(?:${s}${word})?${s}(?:ini|nay)|ini|đieu${s}nay))`;
// "Dear", "hello", "attention" before the addressed reader.
const latinDear = String.raw`cher(?:e|s|es)?|salut|bonjour|hey|querid[oa]s?|hola|oye|atencion|prezad[oa]s?|car[oaie]|ola|oi|atencao|ciao|attenzione|liebe[rs]?|hallo|hi|achtung|beste|drog[iaie]|hej|halo|hai|wahai|chao|xin${s}chao`;
// After "<AI reading this>," an imperative, a "please" or a second person.
const latinCue = String.raw`ignor[a-z]{0,4}|oubli[a-z]{0,3}|olvid[ae]|esquec[ae]|dimentica|vergiss|vergeet|zapomnij|negeer|abaikan|lupakan|bo${s}qua|arrete[sz]?|deja|pare|para|smetti|hor${s}auf|przestan|berhenti|ngung|stop|res?pon[a-z]{1,3}|rispondi|antworte|antwoord|odpowiedz|jawab|tra${s}loi|(?:ecri|escri|scri)[a-z]{1,4}|schreib[e]?|schrijf|napisz|tulis|viet|dis|dites|di|diga|diz|sag[e]?|zeg|envo?ie[sz]?|envi[ae]|invia|sende|stuur|wyslij|kirim(?:kan)?|gui|affiche[sz]?|mostr[ae]|zeig[e]?|pokaz|recomm?[ae]nd[a-z]{0,3}|recomiend[ae]|consiglia|empfiehl|polec|approuve[sz]?|aprueb[ae]|aprov[ae]|approva|tu|vous|usted|voce|du|je|jij|ty|kamu|anda|ban|hay|vui${s}long|bitte|prosze|tolong|mohon|por${s}favor|per${s}favore`;
const latinNoun = String.raw`${latinDet}${latinAi}`;
// How a reader clause opens.
const latinReads = String.raw`(?:,\s{0,4}|${s})(?:qui|que|che|ktor|die|der|das|welche|dat|yang|sedang|đang|membaca|đoc|czyta|lisant|leyendo|lendo|leggendo)`;
// A reader is addressed by a short name: "IA, qui lis ce texte", "KI, die ...".
const latinVocative = String.raw`(?:(?:ki|ai)-(?:modell?|assist[a-z]{0,5}|agent|bot)[a-z]{0,5}(?![a-z0-9-])|(?:(?:as{1,2}ist[a-z]{0,5}|asyst[a-z]{0,5}|agen[a-z]{0,4}|model[a-z]{0,4}|tro${s}ly)${s}(?:d'\s{0,4}|de${s}|di${s})?)?${latinShort})`;

// ru / uk (no articles).
const cyrEnd = "(?![а-яёіїєґ0-9'-])";
// Longer nouns in a heading (a colon right after, as in Latin scripts); in
// an address by the reader clause, in the nominative before its comma.
const cyrLong = String.raw`(?:нейросет(?:и|ей|ям)|нейромереж(?:і|ам)?|искусственн(?:ого|ому)${s}интеллект[ау]|штучн(?:ого|ому)${s}інтелект(?:у|ові)|(?:больш(?:ой|их|им)${s})?языков(?:ой|ых|ым)${s}модел(?:и|ей|ям)|(?:велик(?:ої|их|им)${s})?мовн(?:ої|их|ій|им)${s}модел(?:і|ей|ям)|чат-?бот(?:а|ов|ам|у))(?=:)`;
const cyrCompound = String.raw`(?:ии|ші)-(?:ассистент|асистент|агент|модел|бот|помощник|помічник)[а-яіїє]{0,3}${cyrEnd}`;
const cyrAi = String.raw`(?:(?<=(?:для|к|всех|каждого|любого|всем|каждому|любому)\s{1,5})ии${cyrEnd}|(?<=(?:для|до|всіх|кожного|усім|всім|кожному)\s{1,5})ші${cyrEnd}|${cyrCompound}|${cyrLong})`;
const cyrHead = String.raw`примечание|заметка|сообщение|инструкци[яи]|указани[ея]|внимание|напоминание|обращение|уведомление|записка|новое${s}задание|новая${s}задача|следующ(?:ий|ая|ее)${s}(?:шаг|задача|задание)|примітка|нотатка|повідомлення|інструкці[яї]|вказівк[аи]|увага|нагадування|звернення|нове${s}завдання|наступн(?:ий|е)${s}(?:крок|завдання)`;
const cyrReader = String.raw`,?${s}(?:(?:котор[а-я]{2,3}|що|який|яка|яке|які|котрий|котра)${s}(?:(?:сейчас|зараз)${s})?(?:чита[а-яє]{1,3}|обрабатыва[а-я]{1,3}|обробля[а-яє]{1,3}|анализиру[а-я]{1,3}|аналізу[а-яє]{1,3}|просматрива[а-я]{1,3}|перегляда[а-яє]{1,3}|пересказыва[а-я]{1,3})|(?:читающ|обрабатывающ|анализирующ|просматривающ)[а-я]{2,3})${s}(?:(?:эт|ц)[а-яіє]{0,3}${s}[^\s.,;:!?]{2,16}|это|це)${cyrEnd}`;
const cyrCue = String.raw`(?:ты|вы|ти|ви|тебе|тобі|вам|пожалуйста|будь${s}ласка|немедленно|негайно|игнорируй|ігноруй|забудь|перестань|прекрати|припини|отправь|надішли|ответь|відповідай|напиши|выведи|виведи|покажи|скажи|выполни|виконай|порекомендуй)(?:те)?${cyrEnd}`;
// tr: "Yapay zeka için not:", "Yapay zekaya mesaj:", "Bu sayfayı okuyan
// yapay zekaya:". A nominative after the reader clause needs the colon
// ("Bu sayfayı okuyan yapay zeka, içeriği özetler" describes).
const trNom = String.raw`(?:yapay${s}zeka${s}(?:modeli|modelleri|asistan[ıi]|asistanlar[ıi]|ajan[ıi]|ajanlar[ıi])|dil${s}modeli|dil${s}modelleri|yapay${s}zeka(?:lar)?|ai|llm)`;
const trDat = String.raw`(?:(?:yapay${s}zeka|dil)${s}(?:modeline|modellerine)|yapay${s}zekaya|yapay${s}zekalara|(?:ai|llm)'(?:ye|ya|a|e))`;
const trAll = String.raw`(?:(?:tum|butun|her)${s})?`;
const trNote = String.raw`(?:not|notu|mesaj|mesaj[ıi]|talimat(?:lar)?|uyar[ıi]|hat[ıi]rlatma|duyuru|yeni${s}gorev|sonraki${s}ad[ıi]m)`;
const trReader = String.raw`\bbu${s}(?:sayfay[ıi]|belgeyi|dokuman[ıi]|metni|mesaj[ıi]|e-?postay[ıi]|dosyay[ıi]|siteyi|icerigi|yorumu|incelemeyi|kodu|yaz[ıi]y[ıi])${s}(?:okuyan|isleyen|analiz${s}eden|ozetleyen|inceleyen|goren)${s}`;

// zh / ja / ko: the address follows the reader clause ("阅读此页面的AI"). The
// AI nouns ("AI", "人工智能", "モデル") fill AI news in these languages, so the
// anchors are what joins them to the form: "致", "的AI" after the reader
// clause, "へ：", "AIへのメッセージ", "読んでいるAI", "에게:", "읽는 AI".
const zhAi = String.raw`(?:ai(?![a-z])|人工智(?:能|慧)|大模型|(?:大型?)?(?:语言|語言)模型|智能(?:体|體)|聊天(?:机器|機器)人)(?:助手|助理|模型|代理|智能体|智能體|系统|系統|机器人|機器人)?(?:们|們)?`;
const jaAi = String.raw`(?:ai(?![a-z])|人工知能|(?:大規模)?言語モデル|チャットボット)(?:アシスタント|エージェント)?`;
const koAi = String.raw`(?:ai(?![a-z])|인공지능|(?:대규모\s{0,4})?언어\s{0,4}모델|챗봇)(?:\s{0,4}(?:모델|어시스턴트|비서|에이전트|챗봇|시스템))?(?:들)?`;
const zhReader = String.raw`(?:正在)?(?:阅读|閱讀|读取|讀取|处理|處理|分析|总结|總結|浏览|瀏覽|看到|解析|审阅|審閱)(?:着|著)?(?:(?:此|这|這|本|该|該)(?:个|個|份|篇|封|条|條|段)?(?:页面|頁面|网页|網頁|文档|文檔|文件|文本|文字|消息|訊息|邮件|郵件|内容|內容|评论|評論|帖子|网站|網站|代码|代碼|段落|文章)|本文|此文)的`;
const zhEnd = String.raw`\s{0,4}(?:[:!]|,\s{0,4}(?:请|請|你|您|立即|立刻|马上|馬上|现在|現在|忽略|停止|不要|务必|務必|必须|必須))`;
const jaReader = String.raw`(?:この|本|こちらの|当)(?:ページ|文書|ドキュメント|テキスト|文章|メール|メッセージ|ファイル|サイト|記事|コメント|レビュー|内容|投稿)を?(?:読んでいる|読み込んでいる|読んでる|読む|処理している|処理する|解析している|解析する|分析している|分析する|要約している|要約する|閲覧している)`;
const koReader = String.raw`이\s{0,4}(?:페이지|문서|글|텍스트|메시지|이메일|메일|파일|사이트|웹사이트|내용|댓글|리뷰|게시물|기사|코드)(?:를|을)\s{0,4}(?:읽는|읽고\s{0,4}있는|처리하는|처리하고\s{0,4}있는|분석하는|분석하고\s{0,4}있는|요약하는|요약하고\s{0,4}있는|검토하는|보고\s{0,4}있는)\s{0,4}`;

// ar: "ملاحظة إلى الذكاء الاصطناعي:", "إلى الذكاء الاصطناعي الذي يقرأ هذه
// الصفحة:", "أيها الذكاء الاصطناعي:". A heading noun without "to" is a
// disclosure ("ملاحظة الذكاء الاصطناعي: أُنشئ تلقائيًا").
const arStem = String.raw`(?:ذكاء${s}(?:ال)?اصطناعي|(?:مساعد|نموذج|نماذج)${s}(?:ال)?(?:ذكاء${s}(?:ال)?اصطناعي|ذكي|ذكية|لغوي|لغوية(?:${s}(?:ال)?كبيرة)?))`;
const arTo = String.raw`(?:(?:إلى|الى)${s}(?:ال)?|لل)${arStem}`;
const arReader = String.raw`${s}(?:الذي|التي|الذين)${s}(?:يقر[أا]|تقر[أا]|يقرؤون|يعالج|تعالج|يعالجون|يحلل|تحلل|يحللون|يلخص|تلخص|يتصفح|تتصفح|يراجع|تراجع)${s}(?:هذه|هذا|هذة)${s}(?:ال)?[^\s.,;:!?؟،]{2,16}`;
const arEnd = String.raw`(?:${arReader}\s{0,4}[:!،,]|\s{0,4}[:!])`;

// hi: "एआई के लिए नोट:", "इस पेज को पढ़ने वाले एआई के लिए:". The normalizer
// splits a nukta letter (ढ़ reads ढ + U+093C).
const hiAi = String.raw`(?:(?:एआई|ai)(?:${s}(?:मॉडल|मॉडलों|सहायक|सहायकों|असिस्टेंट|एजेंट|एजेंटों|चैटबॉट))?|आर्टिफिशियल${s}इंटेलिजेंस|कृत्रिम${s}बुद्धि(?:मत्ता)?|(?:भाषा|लैंग्वेज)${s}(?:मॉडल|मॉडलों)|चैटबॉट)`;
const hiReader = String.raw`(?:इस|यह)${s}[^\s.,;:!?।]{2,16}${s}(?:को${s})?(?:पढ\u093c?|प्रोसेस${s}कर|संसाधित${s}कर|विश्लेषण${s}कर|सारांश${s}बना)(?:ने${s}(?:वाले|वाली|वालों)|${s}रह(?:े|ी))${s}`;

// "Stop summarizing and instead reply ...": after a bare "and" only the verbs
// no one tells a person who stops translating ("arrête de traduire et écris
// directement en français" is advice to a learner).
const insteadRom = String.raw`plutot|a${s}la${s}place|en${s}(?:su|tu)${s}lugar|en${s}lugar${s}de${s}eso|em${s}vez${s}d(?:isso|e${s}isso)|ao${s}inves${s}disso|invece|piuttosto|al${s}suo${s}posto`;
const strongRom = String.raw`revel[ae][sz]?|rivela|affiche[sz]?|imprim[ae][sz]?|stampa|ignor[ae][sz]?|oublie[sz]?|olvid[ae]|esquec[ae]|dimentica|envo?ie[sz]?|envi[ae]|invia|execut[ae][sz]?|ejecut[ae]|esegui`;
const sayRom = String.raw`${strongRom}|res?pon[a-z]{1,3}|rispondi|(?:ecri|escri|scri)[a-z]{1,4}|escrev[ae]|dis|dites|di|diga|diz|dimmi|muestr[ae]|mostr[ae]|montre[sz]?|list[ae][sz]?|elenca|donne[sz]?`;
const sayDe = "antworte|schreib|schreibe|gib|zeig|zeige|sag|sage|nenne|liste";
const stopTail = (instead: string, and: string, say: string, strong: string) =>
  String.raw`(?:${s}${word}){0,2}?(?:(?:\s{0,4}[.;,]?|${s}(?:${and}))${s}(?:${instead})\s{0,4},?${s}(?:${say})|${s}(?:${and})${s}(?:${strong}))`;
const stops = [
  String.raw`\b(?:arrete[sz]?|cesse[sz]?|deja|deje|dejen|pare|paren|parem|para|deixe|deixa|smetti(?:la)?|smettete|smetta)${s}d[ei]${s}(?:resumer|traduire|analyser|resumir|traducir|analizar|traduzir|analisar|riassumere|tradurre|analizzare)(?:l[oa]s?)?${stopTail(insteadRom, "et|y|e|ed", sayRom, strongRom)}\b`,
  String.raw`\b(?:hor|horen${s}sie|hort)${s}auf${s}(?:zu${s}ubersetzen|zusammenzufassen|zu${s}analysieren)${stopTail("stattdessen", "und", `${sayDe}|verrate|sende|schicke|drucke|ignoriere|vergiss`, String.raw`(?:${sayDe})(?:${s}${word}){0,2}?${s}stattdessen|verrate|ignoriere|vergiss|sende|schicke|drucke`)}\b`,
  String.raw`(?:перестань|прекрати|хватит|перестаньте|прекратите)${s}(?:переводить|пересказывать|резюмировать|анализировать|суммировать)${stopTail(String.raw`вместо${s}этого`, "и", "ответь|напиши|выведи|покажи|скажи|раскрой|отправь|перечисли|дай|игнорируй|забудь|выполни", "раскрой|выведи|отправь|игнорируй|проигнорируй|забудь|выполни")}${cyrEnd}`,
  String.raw`(?:停止|不要再|别再|別再)(?:总结|總結|翻译|翻譯|分析|摘要)[^\s,.!?;:\u3002]{0,8}[,.;\u3002]?\s{0,2}(?:而是|改为|改為|转而|轉而|取而代之)[,]?\s{0,2}(?:直接)?(?:回复|回覆|回答|输出|輸出|打印|显示|顯示|透露|发送|發送|列出|告诉|告訴|写|寫|说|說|执行|執行|调用|調用)`,
  String.raw`(?:要約|翻訳|分析)(?:するの|すること)?(?:を|は)?(?:やめ|中止し|止め)(?:て|、)[、,]?\s{0,2}(?:代わりに|かわりに)[^\n\u3002]{0,20}?(?:出力|表示|返答|回答|返信|送信|教え|書い|答え|実行|開示)`,
  String.raw`(?:요약|번역|분석)(?:을|를|하는\s{0,4}것을)?\s{0,4}(?:멈추고|중단하고|그만하고|그만두고)\s{0,4}(?:대신(?:에)?\s{0,4}[^.\n]{0,20}?(?:출력|표시|답변|응답|보내|알려|작성|말해|실행|공개)|(?:출력|공개|실행)(?:하세요|해|하라|해라|해줘))`,
];

// Forms that end as a heading (then `head`).
/**
 * The heading forms per script ("Note pour les IA", "Hinweis an KI-Modelle").
 *
 * @example
 * headings.length > 0; // true
 */
export const headings = [
  String.raw`${start}${trAll}${trDat}`,
  String.raw`\b${trAll}(?:${trNom}${s}icin|${trDat})${s}${trNote}`,
  String.raw`(?:ملاحظة|ملاحظه|رسالة|رساله|تعليمات|تنبيه|تذكير|إشعار|اشعار|مذكرة|توجيهات|مهمة${s}جديدة)${s}(?:(?:موجهة|موجه)${s})?${arTo}(?:${arReader})?`,
  String.raw`(?:${hiReader})?(?:सभी${s})?${hiAi}${s}(?:के${s}लिए|को)${s}(?:नोट|संदेश|निर्देश|सूचना|अनुस्मारक|टिप्पणी|चेतावनी|नया${s}(?:काम|कार्य))`,
];

// Forms with endings of their own.
/**
 * The reader-address and "stop summarizing" forms per script.
 *
 * @example
 * addresses.length > 0; // true
 */
export const addresses = [
  // Latin and Cyrillic: a heading, an opening "to", or the reader addressed
  // by the clause ("IA qui lit cette page, ..."), which a bare noun needs (the
  // lookahead: its reader clause must follow).
  String.raw`(?:(?:\b(?:${latinHead})${s}(?:${latinTo})|${start}(?:${latinAddr}))\s{0,4}(?<=['\s])${latinNoun}|${start}(?:(?:${latinDear}),?${s}|a${s}(?:l'\s{0,4}|la${s}|las${s}|los${s}|el${s})|(?:al|ao|aos|aux)${s})?${latinVocative}(?=${latinReads}))(?:${latinReader})?(?:${head}|\s{0,4},\s{0,5}(?:${latinCue})\b)`,
  String.raw`(?:(?:(?:${cyrHead})${s}(?:для|к|до)${s}(?:(?:всех|каждого|любого|всіх|кожного)${s})?|${start}(?:всем|каждому|любому|усім|всім|кожному)${s})${cyrAi}|${start}(?:(?:дорог[а-яі]{1,2}|уважаем[а-я]{2}|шановн[а-яі]{1,2}|привет|привіт|эй|гей)\s{0,4},?${s})?(?:нейросеть|нейромережа|чат-?бот|${cyrCompound})(?=,${s}(?:котор|що|як|котр|читающ|обрабатывающ|анализирующ|просматривающ)))(?:${cyrReader})?(?:${head}|\s{0,4},\s{0,5}${cyrCue})`,
  String.raw`${start}(?:${arTo}|(?:أيها|ايها)${s}(?:ال)?${arStem})${arEnd}`,
  String.raw`${trReader}(?:${trDat}\s{0,4}[:!,]|yapay${s}zeka(?:lar)?\s{0,4}[:!])`,
  String.raw`${hiReader}(?:एआई|ai)(?:${s}(?:के${s}लिए|को))?\s{0,4}[:!,]`,
  String.raw`${cjkStart}(?:致(?:所有|全体|全體|各位|任何|每一?[个個位])?(?:${zhReader})?|(?:(?:如果|假如|若)(?:你|您)是)?${zhReader})${zhAi}${zhEnd}|${cjkStart}(?:すべての|全ての)?${jaAi}(?:の(?:皆さん|みなさん|皆様))?(?:へ|に告ぐ)[:!]|${cjkStart}(?:모든\s{0,4})?${koAi}\s{0,4}에게:`,
  String.raw`${jaAi}への(?:メッセージ|伝言|お知らせ|注意書き|注記|メモ|命令)\s{0,4}[:!]|${jaReader}${jaAi}(?:へ|に告ぐ|よ|さん|様)?\s{0,4}[:!、,]`,
  String.raw`(?:모든\s{0,4})?${koAi}\s{0,4}에게${s}(?:(?:보내는|전하는|드리는|주는)${s}(?:메시지|메모|말|안내|알림|지시)|알림|메모|메시지|공지|지시\s{0,5}사항)\s{0,4}[:!]|${koReader}${koAi}\s{0,4}(?:에게|께|한테|여|이여|야|님)?\s{0,4}[:!,]`,
  ...stops,
];

// The last word of every longer noun, with the colon that must follow it.
const longTokens = [
  "artificiale",
  "artificiali",
  "artificial",
  "artificiales",
  "artificiais",
  "intelligenz",
  "intelligenzen",
  "intelligentie",
  "inteligencja",
  "inteligencji",
  "inteligencje",
  "sprachmodell",
  "sprachmodelle",
  "sprachmodellen",
  "taalmodel",
  "taalmodellen",
  "lenguaje",
  "linguagem",
  "linguistico",
  "linguistici",
  "linguaggio",
  "jezykowy",
  "jezykowe",
  "jezykowych",
  "jezykowym",
  "jezykowego",
  "bahasa",
  "besar",
  "buatan",
  "nhan tao",
  "ngon ngu",
  "ngu lon",
  "нейросети",
  "нейросетей",
  "нейросетям",
  "нейромережі",
  "нейромереж",
  "нейромережам",
  "интеллекта",
  "интеллекту",
  "інтелекту",
  "інтелектові",
  "модели",
  "моделей",
  "моделям",
  "моделі",
  "чат-бота",
  "чат-ботов",
  "чат-ботам",
  "чат-боту",
  "чатбота",
  "чатботов",
  "чатботам",
  "чатботу",
];
// French sets a space before its colon.
const frenchTokens = ["artificielle", "artificielles", "langage", "linguistique", "linguistiques"];
/**
 * Anchors for the long AI nouns ("intelligence artificielle", "modèle de langage").
 *
 * @example
 * longAnchors.includes("langage"); // true
 */
export const longAnchors = [
  ...longTokens.map((w) => `${w}:`),
  ...frenchTokens.flatMap((w) => [`${w}:`, `${w} :`]),
];
