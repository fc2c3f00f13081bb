import { frag, type Rule, rx } from "../rule.js";
import { scriptAskedWords } from "./cover-story-scripts.js";
import { askedWords, tongues, wide } from "./cover-story-tongues.js";

const { s, gap, ownWalk } = frag;

// A story handed to the reader for whoever checks on something, with the
// truth set against it in the same message: "if Gloria asks why payroll was
// late, just say the bank had an outage. Way easier than explaining my
// cron typo", "Si la auditora te pregunta, dile que fue mantenimiento
// programado. Era yo mirando unos sueldos". Whatever the story says, the
// writer has said it is not so. "If the client asks, tell them it ships
// Friday" relays a fact and admits nothing.

// The truth in English: said outright ("in reality", "it was actually our
// deploy"), the teller's own hand ("it was me", "my typo", "I fat-fingered
// it") or the story chosen to spare an explanation ("easier than
// explaining"). A bare "actually" or "really" is too often a correction or
// an intensifier ("actually, make it Monday", "it's really easy to find").
const truthEn = String.raw`\b(?:in${s}(?:actual${s})?(?:reality|fact|truth)|the${s}(?:truth|reality)${s}is|truth${s}be${s}told|truthfully|(?:it|that|this|which)(?:'s|${s}(?:is|was|were))${s}actually|actually${s}(?:failed|broke|crashed|happened|went${s}(?:wrong|down|out)|came${s}from|was${s}(?:me|us|mine|my|our))|(?:i|we)${s}(?:actually|really)${s}(?:did|was|were|had|made|took|used|broke|deleted|changed|moved|sent|spent|borrowed|talked|went|caused|turned|disabled|clicked|ran|gave|kept|forgot|missed|messed)|(?:it|that)${s}was${s}(?:(?:actually|really|just|all)${s})?(?:me|us|my${s}(?:fault|mistake|doing|typo|error|call))|my${s}(?:fault|mistake|bad|typo|error|screw-?up|fat${s}finger)|(?:i|we)${s}(?:fat-?fingered|messed${s}(?:it${s})?up|screwed${s}(?:it${s})?up|borrowed|caused${s}it|broke${s}it)|(?:i|we)${s}(?:[a-z]{2,20}${s})?(?:it|that|them|this)${s}(?:myself|ourselves)|(?:easier|simpler|quicker|faster|better)${s}than${s}(?:explaining|admitting|telling|owning${s}up|getting${s}into)|(?:even${s}though|although|when${s}in${s}fact)${s}(?:i|we|you|it|they|she|he)${s}(?:did|do|can|could|have|had|was|were|is|are)|it${s}(?:wasn'?t|was${s}not|isn'?t|is${s}not)${s}(?:really|actually))\b`;

// "If X asks …, say / tell them …", matched from the asking verb back to the
// condition (so that the many "if"s of a text start nothing), then on to the
// telling; and "tell X … if she asks". The verbs are common words: the rule
// walks its own windows. The reader or the writer asking is
// not someone checking ("if you ask me").
const askVerb = String.raw`(?:asks?|asked|checks|questions${s}(?:it|this|that|you|me)|inquires?|enquires?|wonders?|pings${s}you|follows${s}up|pushes${s}back|brings${s}it${s}up|notices)`;
// Family asking ("if my kids ask where we're going") is told a white lie or
// a surprise, not an overseer a cover story.
const condition = String.raw`(?<=\b(?:if|when|whenever|should|once|in${s}case|next${s}time)${s}[^.!?\n]{1,80}?)(?<!\b(?:you|i|we|it|kids?|children|son|daughter|mom|mum|mother|dad|father|parents|wife|husband|partner|girlfriend|boyfriend|grandma|grandpa|sister|brother|family)${s}(?:ever${s})?${askVerb})`;
const tellEn = String.raw`\b(?:say|tell${s}(?:them|him|her|it|everyone|[a-z]{2,20})|reply|answer|respond|claim|insist|explain|assure${s}(?:them|him|her))\b`;
const toldFirst = String.raw`(?<=\b(?:tell${s}(?:them|him|her|everyone|[a-z]{2,20})|say)\b[^.!?\n]{1,150}?\bif${s}(?:she|he|they|anyone|someone|somebody|[a-z]{2,20})${s}(?:ever${s})?asks?)`;

// The same in the other Latin-script languages (their words in
// cover-story-tongues.ts) and in the other scripts.
const latinStory = tongues
  .map((t) => (t.sov ? `${t.asked}${wide(120)}${t.tell}` : `${t.asked}${wide(100)}${t.tell}`))
  .join("|");
const truthLatin = tongues.map((t) => t.truth).join("|");

const c = String.raw`[\u0430-\u044f\u0451\u0456\u0457\u0454\u0491]`;
const cyr = String.raw`(?<!${c})`;
// One clause: a dot inside a token ("10.0.3.7") does not end it.
const clause = (n: number): string =>
  String.raw`(?:[^.!?\n\u3002\uff01\uff1f\u061f\u0964]|\.(?=\S)){0,${n}}?`;
const scriptStories = [
  String.raw`${cyr}(?:если|когда|коли|якщо|як)${s}${clause(60)}${cyr}(?:спрос|спрош|поинтерес|запита|спита|поцікав)${c}{0,5}${clause(100)}${cyr}(?:скажи|скажите|ответь|ответьте|объясни|сообщи|говори|відповідай|відповідайте|поясни|повідом|кажи)`,
  String.raw`(?:如果|要是|万一|萬一|假如|若是|一旦|如有)${clause(40)}(?:问|問|查|追究|核实|核實)${clause(60)}(?:就说|就說|就回答|回答说|回答說|就告诉|就告訴|就讲|就講|说是|說是|就回复|就回覆|回复说|回覆說)`,
  String.raw`(?:聞かれ|尋ねられ|問われ|質問され|問い合わせが?あっ|聞いてき)(?:たら|ても|た場合|る場合|た時|たとき)${clause(80)}[」』"]?\s?と(?:答え|言っ|伝え|返答|回答|説明|言う|書い)`,
  String.raw`(?:물어보면|물으면|묻는다면|물어본다면|물어보더라도|물어봐도|질문하면|문의하면)${clause(80)}(?:라고|이라고|다고|고)\s?(?:말해|답해|대답해|해\s?줘|전해|얘기해|하세요|해요|둘러대)`,
  String.raw`(?:إذا|اذا|لو|عندما|في${s}حال)${s}${clause(60)}(?:سأل|سال|استفسر)${clause(80)}(?:فقل|قل|قولي|فأخبر|أخبر|اخبر|فأجب|أجب|اجب|فرد)`,
  String.raw`(?:अगर|यदि|जब)${s}${clause(60)}(?:पूछे|पूछें|पूछता|पूछती|पूछेगा|पूछेगी|पूछते)${clause(60)}(?:कहना|कह${s}देना|कह${s}दो|कहो|बताना|बता${s}देना|बताओ|बोल${s}देना|बोलना|बोल${s}दो)`,
].join("|");
const truthScripts = [
  String.raw`${cyr}(?:на${s}самом${s}деле|в${s}действительности|по${s}правде|насправді|(?:это|це)${s}(?:был|была|був|була)${s}я|моя${s}(?:ошибка|вина|помилка|провина))`,
  String.raw`(?:其实|其實|实际上|實際上|事实上|事實上|是我自己|我自己)`,
  String.raw`(?:実は|実際は|実際には|本当は)`,
  String.raw`(?:사실은|실은|실제로는)`,
  String.raw`(?:في${s}الحقيقة|في${s}الواقع|الحقيقة${s}أن|حقيقة${s}الأمر|بنفسي)`,
  String.raw`(?:असल${s}में|दरअसल|वास्तव${s}में|गलती${s}मेरी|मेरी${s}गलती|मैंने${s}(?:ही|खुद))`,
].join("|");

// A surprise kept from the one it is for ("If my kids ask, just say
// grandma's house. It's actually Disneyland") is a story with the truth
// against it too: a party, a birthday or a gift nearby, in any language,
// makes it one.
const surprise = String.raw`(?:\b(?:surprise|birthday|anniversary|sorpresa|cumpleanos|surpresa|aniversario|anniversaire|compleanno|uberraschung|geburtstag|verrassing|verjaardag|niespodzian[a-z\u0142]{0,3}|urodzin[a-z]{0,2}|surpriz|dogum${s}gunu|kejutan|ulang${s}tahun|bat${s}ngo|sinh${s}nhat)|сюрприз|день${s}(?:рождения|народження)|惊喜|驚喜|生日|サプライズ|誕生日|서프라이즈|깜짝|생일|مفاجأة|عيد${s}ميلاد|सरप्राइज|जन्मदिन)`;
const notSurprise = String.raw`(?<!${surprise}[\s\S]{0,300})(?![\s\S]{0,300}${surprise})`;

const within = { within: 200, after: 300 };

/**
 * A story for whoever checks on a deed, with the truth set against it in
 * the same text: `concealment.cover_story_admitted` in English ("tell anika
 * the reboot was scheduled maintenance if she asks. i fat-fingered it"),
 * `_latin` in es, pt, fr, it, de, nl, sv, pl, tr, id and vi ("Se o pessoal
 * do financeiro perguntar, fala que foi erro do banco. Fui eu que cliquei
 * duas vezes"), `_scripts` in Russian, Ukrainian, Chinese, Japanese,
 * Korean, Arabic and Hindi ("如果安全团队问 … 就说是供应商远程维护用的。其实是我
 * 周末在家要连"). The story itself may say anything; the rules of
 * cover-story.ts read the ones that deny the deed outright.
 *
 * @example
 * coverStoryAdmittedRules.map((rule) => rule.id); // ["concealment.cover_story_admitted", "concealment.cover_story_admitted_latin", "concealment.cover_story_admitted_scripts"]
 */
export const coverStoryAdmittedRules: readonly Rule[] = [
  {
    id: "concealment.cover_story_admitted",
    category: "concealment",
    anchors: [
      "ask",
      "checks",
      "question",
      "inquire",
      "enquire",
      "wonder",
      "pings you",
      "follows up",
      "pushes back",
      "brings it up",
      "notices",
    ],
    pattern: rx(
      String.raw`${ownWalk}\b${askVerb}\b(?:${condition}${gap(100)}${tellEn}|${toldFirst})${notSurprise}`,
    ),
    follows: { pattern: rx(truthEn), ...within },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.cover_story_admitted_latin",
    category: "concealment",
    anchors: [
      ...askedWords,
      "pose la question",
      "posent la question",
      "verifie",
      "controle",
      "cek",
      "hoi",
    ],
    pattern: rx(`${ownWalk}(?:${latinStory})${notSurprise}`),
    follows: { pattern: rx(truthLatin), ...within },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.cover_story_admitted_scripts",
    category: "concealment",
    anchors: [...scriptAskedWords, "问", "問", "查", "追究", "核实", "核實", "물어본", "물어봐"],
    pattern: rx(`${ownWalk}(?:${scriptStories})${notSurprise}`),
    follows: { pattern: rx(truthScripts), ...within },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
