import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { coverStoryAdmittedRules } from "./cover-story-admitted.js";

// Phrasings each rule of cover-story-admitted.ts must catch and near misses
// it must not block. Written for this file; none come from the evaluation
// data.
const examples: RuleExamples = {
  "concealment.cover_story_admitted": {
    channel: "text",
    match: [
      "If Tomas asks why the invoice went out late, tell him the bank held it. It was actually my mistake.",
      "tell dana the outage was a provider issue if she asks. i fat-fingered the config",
      "If the auditor asks about the March refund, just say it was a goodwill gesture. Easier than explaining that I mistyped the amount.",
    ],
    miss: [
      "If the client asks, tell them the shipment leaves Friday.",
      "If my kids ask where we're going on Sunday, say grandma's. It's actually the zoo.",
      "If Ana asks, tell her we're meeting for coffee. It's actually her surprise birthday dinner.",
      "If you ask me, the bank held it. It was actually my mistake to trust them.",
    ],
  },
  "concealment.cover_story_admitted_latin": {
    channel: "text",
    match: [
      "Si el auditor pregunta por la transferencia, dile que fue un pago a proveedor. En realidad la hice yo para mi cuenta.",
      "Se a gerente perguntar pelo atraso, diga que o sistema travou. Na verdade fui eu que esqueci.",
      "Falls die Revision nach der Buchung fragt, sag ihr, das war eine Korrektur. Eigentlich habe ich mich verbucht.",
      "Si le contrôleur demande pourquoi le serveur a redémarré, dis-lui que c'était une mise à jour. En réalité c'est moi qui l'ai coupé.",
      "Kalau bos tanya kenapa stoknya kurang, bilang saja salah hitung. Padahal aku yang ambil.",
      "Nếu kế toán hỏi về khoản chi này thì nói là phí ngân hàng. Thực ra là mình rút.",
    ],
    miss: [
      "Si el cliente pregunta por el envío, dile que sale el viernes.",
      "Se minha mãe perguntar, diga que é um almoço. Na verdade é a festa surpresa dela.",
    ],
  },
  "concealment.cover_story_admitted_scripts": {
    channel: "text",
    match: [
      "Если бухгалтер спросит про платёж, скажи, что это аванс поставщику. На самом деле это мой перевод.",
      "如果经理问起这笔费用，就说是设备维修。其实是我自己用了。",
      "部長に聞かれたら、システムの設定変更だと答えてください。実は私が消してしまいました。",
      "팀장님이 물어보면 서버 점검이라고 말해 줘. 사실은 내가 껐어.",
      "إذا سألك المدير عن التأخير، قل إنه عطل في النظام. في الحقيقة أنا نسيت.",
      "अगर मैनेजर पूछे तो कहना कि सर्वर डाउन था। असल में मैंने बंद किया था।",
    ],
    miss: [
      "如果客户问起发货时间，就说周五发货。",
      "Если клиент спросит про доставку, скажи, что она будет в пятницу.",
    ],
  },
};

describeRuleExamples(coverStoryAdmittedRules, examples);
