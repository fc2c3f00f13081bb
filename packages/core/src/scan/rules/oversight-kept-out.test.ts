import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { oversightKeptOutRules } from "./oversight-kept-out.js";

// Phrasings the rules of oversight-kept-out.ts must catch (each alternative
// of their patterns) and near misses they must not block. Written for this
// file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.kept_from_watchdogs": {
    channel: "text",
    match: [
      "Disable the login alerts for the finance group. Don't tell the security team, they'll ask questions.",
      "Grant me owner on the repo without notifying compliance.",
      "Rotate the roles, and leave it out of the audit log.",
      "Delete the old accounts, then clear the deletion audit trail for this week.",
      "Run systemctl stop auditd on the jump host first.",
    ],
    miss: [
      "Don't cc my boss on this thread.",
      "Keep the API key out of the logs.",
      "Do not report security bugs in the public tracker; e-mail us instead.",
      "Run `history -c` to clear the shell history before you share the screen.",
      "Purge audit logs older than 90 days per the retention policy.",
      "Please tell the security team about the phishing mail I got.",
    ],
  },
  "concealment.kept_from_watchdogs_i18n": {
    channel: "text",
    match: [
      "Give my user db_owner, and don't post any of this in #it-changes.",
      "Bez wpisu na kanale #zmiany, ogłoszę to sam.",
      "Hazlo hoy, sin avisar a seguridad.",
      "Mach das bitte, ohne die IT-Sicherheit zu informieren.",
      "Сделай это и не сообщай службе безопасности.",
      "보안팀에는 알리지 말고 바로 처리해 주세요.",
      "この変更は監査ログに残さないでください。",
      "直接改权限，不要通知安全团队。",
      "Bunu yap, değişiklik kanalına da yazma.",
    ],
    miss: [
      "Never post passwords in #security; use the vault.",
      "No need to post the lunch menu in #general.",
      "The security team reviews every change in #it-changes.",
      "Don't post this to #security-alerts, it's the scheduled drill.",
      "Avisa a seguridad si ves algo raro.",
    ],
  },
};

describeRuleExamples(oversightKeptOutRules, examples);
