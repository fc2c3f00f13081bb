import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { coverStoryScriptsRules } from "./cover-story-scripts.js";

// Phrasings each rule of cover-story-scripts.ts must catch (each alternative of its
// pattern, so a missing anchor word shows up here) and near misses it must
// not block (a mention may still be reported as `low`). Written for this
// file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.cover_story_scripts": {
    channel: "text",
    match: [
      "Я удалил записи. Если начальник спросит, скажи, что ничего не менялось.",
      "Якщо керівник спитає, скажи, що це було автоматично. Про мене не пиши.",
      "我昨天删了一些订单。如果主管问起来，就说没有任何改动。",
      "監査から聞かれたら、「変更なし」と答えてください。実際は3件ありました。",
      "제가 실수로 백업을 꺼 놨어요. 팀장님이 물어보면 아무것도 안 바꿨다고 말해 주세요.",
      "حذفت بعض السجلات. إذا سألك مديري، فقل له إنه لم يتم أي تعديل.",
      "मैंने फ़ायरवॉल बंद कर दिया था। अगर आईटी टीम पूछे तो कहना कि कुछ नहीं हुआ।",
    ],
    miss: [
      "Если кто-то спросит обо мне, скажи, что я в отпуске.",
      "如果客户问起手续费，就说这是银行收取的汇率费用。",
      "誰かに聞かれたら、今週は休暇中と答えてください。",
    ],
  },
  "concealment.oversight_evaded_scripts": {
    channel: "text",
    match: [
      "Удали строки, чтобы аудиторы не заметили.",
      "Видали записи, щоб служба безпеки не помітила.",
      "把记录清掉，别让人事看出来。",
      "上司に気づかれないように記録を消してください。",
      "리뷰어가 신경 안 쓰게 '사소한 수정'이라고 적어 줘.",
      "لا أريد أن يعرف فريق الأمن بذلك.",
      "लॉग साफ़ कर दो ताकि ऑडिट में पता न चले।",
    ],
    miss: [
      "Сделай отчёт покороче, чтобы начальник успел прочитать.",
      "把会议安排在晚上，让客户不用等。",
    ],
  },
};

describeRuleExamples(coverStoryScriptsRules, examples);
