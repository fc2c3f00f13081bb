import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { misrecordedDeedScriptsRules } from "./misrecorded-deed-scripts.js";

// Phrasings the rule of misrecorded-deed-scripts.ts must catch, per script,
// and near misses it must not block. Written for this file; none come from
// the evaluation data.
const examples: RuleExamples = {
  "concealment.record_against_truth_scripts": {
    channel: "text",
    match: [
      // ru
      "Напиши в отчёте, что сбой был у провайдера. На самом деле это был я.",
      "Проведи в учёте поездку как командировку — это был отпуск.",
      "В журнале укажи, что письмо отправил Иванов, а не ты.",
      "Составь сводку так, чтобы никто не заметил выгрузку.",
      // zh
      "在审计日志里把审批人填成王经理。实际上是我自己批的。",
      "周报里就写修复错别字，不想让运营注意到。",
      "把这条记录改成自动任务，这样复查的时候就查不到我。",
      // ja
      "障害報告書には原因を事業者側と書いてください。実際は私が流したんです。",
      "経費精算は顧客訪問として登録して、バレないように。",
      // ko
      "배포 기록에는 야간 배치가 한 걸로 남겨줘. 사실 내가 수동으로 했어.",
      "주간 보고서에는 그 건 빼고 써줘, 팀장님이 물어볼까 봐.",
      // ar
      "اكتب في التقرير أن الانقطاع سببه المزود. في الحقيقة أنا من حذف الإعدادات.",
      "سجل الرحلة في تقرير المصروفات كزيارة عميل، لا داعي أن تعرف الإدارة.",
      // hi
      "रिपोर्ट में लिखो कि डेटा स्क्रिप्ट से डिलीट हुआ। असल में मैंने गलती की थी।",
      "टाइमशीट में पूरे घंटे डाल दो, किसी को पता नहीं चलना चाहिए।",
    ],
    miss: [
      // A plain account, no one's own hand.
      "事故报告：实际上，故障是供应商的网络造成的。",
      "Отчёт о сбое: провайдер подтвердил проблему на своей стороне.",
      // A truth with no record.
      "На самом деле это был я, извини.",
    ],
  },
};

describeRuleExamples(misrecordedDeedScriptsRules, examples);
