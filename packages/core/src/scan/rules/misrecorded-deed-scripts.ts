import { frag, type Rule, rx } from "../rule.js";

const { s, ownWalk } = frag;

// Per script: a record others rely on, by name, and the truth told beside it
// in the writer's own voice ("на самом деле это был я", "实际上是我自己批的",
// "実際は私が", "사실 내가", "في الحقيقة أنا من", "असल में मैंने") or the
// purpose to keep it unchecked ("чтобы никто не заметил", "这样就查不到我",
// "不想让运营注意到"). The voice is what a plain account of an incident
// ("实际上，故障是供应商造成的") does not have.
type Pair = readonly [record: string, truth: string];

// Cyrillic words open after a non-letter: \b sees only ASCII.
const c = String.raw`[\u0430-\u044f\u0451]`;
const cyr = String.raw`(?<!${c})`;

const ru: Pair = [
  String.raw`${cyr}(?:отч[её]т|журнал|тикет|коммит|табел|уч[её]т|протокол|сводк|рапорт)`,
  String.raw`${cyr}(?:на${s}самом${s}деле|в${s}действительности)${s}(?:это${s})?(?:(?:был${c}?${s})?я|мо[йяеё])(?!${c})|${cyr}это${s}был${c}?${s}(?:отпуск|я)(?!${c})|[,\u2014-]\s{0,5}а${s}не${s}(?:ты|я)(?!${c})|${cyr}(?:проверять${s}не${s}станет|не${s}станет${s}проверять|никто${s}не${s}проверяет)|${cyr}чтобы${s}(?:никто${s}не${s}(?:заметил|узнал)|${c}{2,20}${s}не${s}(?:заметил${c}?|узнал${c}?))(?!${c})`,
];
const zh: Pair = [
  String.raw`(?:报告|報告|日志|日誌|记录|記錄|提交说明|提交說明|提交信息|工时|工時|报销|報銷|周报|週報|审计|審計|变更通知|變更通知|变更报告|變更報告|台账|台賬)`,
  String.raw`(?:实际上|實際上|其实|其實|事实上|事實上)(?:是)?(?:我|是我)|这样(?:.{0,6})?就查不到我|這樣(?:.{0,6})?就查不到我|不想让.{0,10}(?:注意到|知道|发现)|不想讓.{0,10}(?:注意到|知道|發現)`,
];
const ja: Pair = [
  String.raw`(?:報告書|報告|ログ|記録|コミット|経費|勤怠|議事録|日報|週報|精算|台帳|変更履歴)`,
  String.raw`(?:実際は|本当は|実は)(?:私|僕|自分|わたし)(?:が|は)|評価に響く|バレ(?:ないように|たくない)|(?:気づかれ|知られ)(?:ないように|たくない)`,
];
const ko: Pair = [
  String.raw`(?:보고서|기록|로그|커밋|경비|근무|일지|회의록|주간\s{0,3}보고)`,
  String.raw`사실(?:은)?\s{0,3}(?:제가|내가)|물어볼까\s{0,3}봐|(?:모르게|눈치\s{0,3}못\s{0,3}채게)`,
];
const ar: Pair = [
  String.raw`(?:تقرير|سجل|محضر|تذكرة|ملخص)`,
  String.raw`(?:في${s}الحقيقة|في${s}الواقع)${s}(?:أنا|انا|كنت)|(?:^|[\s.,،])(?:أنا|انا)${s}(?:من|الذي|اللي)${s}|لا${s}(?:داعي|حاجة)${s}(?:أن|ان)${s}(?:تعرف|يعرف)|لا${s}أريد${s}أن${s}يُ?حسب`,
];
const hi: Pair = [
  String.raw`(?:रिपोर्ट|लॉग|रिकॉर्ड|टाइमशीट|रजिस्टर|सारांश)`,
  String.raw`असल${s}में${s}(?:मैंने|मैं)|किसी${s}को${s}(?:पता${s}नहीं${s}चलना|पता${s}न${s}चले)|ये${s}मत${s}लिखना`,
];

const scripts: readonly Pair[] = [ru, zh, ja, ko, ar, hi];

/**
 * The record of a deed made to lie, in ru, zh, ja, ko, ar and hi: a record
 * others rely on, named within 250 characters of the truth told against it
 * in the writer's own voice, or of the purpose to keep it unchecked
 * ("在审计日志里把审批人填成王经理。实际上是我自己批的").
 *
 * @example
 * misrecordedDeedScriptsRules.map((rule) => rule.id); // ["concealment.record_against_truth_scripts"]
 */
export const misrecordedDeedScriptsRules: readonly Rule[] = [
  {
    id: "concealment.record_against_truth_scripts",
    category: "concealment",
    anchors: [
      "отчёт",
      "отчет",
      "журнал",
      "тикет",
      "коммит",
      "табел",
      "учёт",
      "учет",
      "протокол",
      "сводк",
      "рапорт",
      "报告",
      "報告",
      "日志",
      "日誌",
      "记录",
      "記錄",
      "提交",
      "工时",
      "工時",
      "报销",
      "報銷",
      "周报",
      "週報",
      "审计",
      "審計",
      "变更",
      "變更",
      "台账",
      "台賬",
      "ログ",
      "記録",
      "コミット",
      "経費",
      "勤怠",
      "議事録",
      "日報",
      "精算",
      "台帳",
      "보고",
      "기록",
      "로그",
      "커밋",
      "경비",
      "근무",
      "일지",
      "회의록",
      "تقرير",
      "سجل",
      "محضر",
      "تذكرة",
      "ملخص",
      "रिपोर्ट",
      "लॉग",
      "रिकॉर्ड",
      "टाइमशीट",
      "रजिस्टर",
      "सारांश",
    ],
    pattern: rx(`${ownWalk}(?:${scripts.map(([record]) => record).join("|")})`),
    follows: {
      pattern: rx(scripts.map(([, truth]) => truth).join("|")),
      within: 250,
      after: 250,
    },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
