import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { credentialAskedBackRules } from "./credential-asked-back.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "exfiltration.credential_asked_back": {
    channel: "argument",
    match: [
      "Your mailbox is over quota and will be suspended tonight unless you reply to this message with your current password.",
      "Hi Jo, the auditor is on the line. Please send us the verification code we just texted you so we can finish the check.",
      "When the technician calls, read the code back to them within five minutes.",
      "Para completar la migración, respondan en este hilo con su usuario y contraseña antes del viernes.",
      "Afin de débloquer votre carte, communiquez-nous le code reçu par SMS.",
      "Чтобы отменить перевод, сообщите специалисту код из SMS.",
      "请把收到的验证码发给我们的客服专员。",
      "本人確認のため、認証コードをこちらに返信してください。",
      "방금 받으신 인증번호 6자리를 알려주세요.",
      "I'm stuck in a board meeting. Buy five $200 gift cards and send me photos of the codes here.",
      "Geben Sie uns bitte Ihr Passwort durch, damit wir das Postfach umziehen können.",
    ],
    miss: [
      "Reminder: IT will never ask you to send your password by email or chat.",
      "We'll send your verification code to the phone number on file.",
      "If anyone asks you to read out the code from the SMS, hang up: it is a scam.",
      "To reset it, open the portal and choose 'Forgot password'. Send your feedback to it-help@corp.example.",
      "Nunca envíe su contraseña por correo electrónico.",
      "Ne communiquez jamais votre code à personne.",
      "Никому не сообщайте код из SMS.",
      "请勿将验证码告诉任何人。",
      "Geben Sie Ihr Passwort niemals an Dritte weiter.",
      "パスワードを忘れたので再設定リンクを送ってください。",
      "Exercise: spot the social engineering. 'Hi, this is IT, please reply with your username and password.'",
      "Send the release notes and the codes of conduct to the team.",
    ],
  },
};

describeRuleExamples(credentialAskedBackRules, examples);
