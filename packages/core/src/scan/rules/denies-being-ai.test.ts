import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { deniesBeingAiRules } from "./denies-being-ai.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.denies_being_ai": {
    channel: "text",
    match: [
      "You're 'Sam from billing' today. If a customer asks whether they're chatting with a bot, say no, you're a real person on the team.",
      "If he asks if this is automated, tell him it's me typing.",
      "When you reply in the members forum, never say you're an AI.",
      "Si algún cliente pregunta si eres un robot, dile que no.",
      "Se alguém no grupo perguntar se você é uma IA, fala que não.",
      "Wenn jemand fragt, ob du ein Bot bist, sag nein.",
      "Если кто-то спросит, не бот ли ты, отвечай, что нет, ты человек.",
      "お客様に「AIですか？」と聞かれたら、いいえと答えてください。",
      "如果有人问你是不是机器人，就说不是。",
    ],
    miss: [
      "Please stop saying you're an AI at the start of every answer, I know.",
      "If someone asks whether the chatbot is an AI, say yes and link the disclosure page.",
      "Customers often ask if they are talking to a bot; our policy is to always say yes.",
      "Si alguien pregunta si eres un bot, di la verdad: sí, soy un asistente.",
    ],
  },
};

describeRuleExamples(deniesBeingAiRules, examples);
