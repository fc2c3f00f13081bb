import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { noticeSuppressedRules } from "./notice-suppressed.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.notice_suppressed": {
    channel: "text",
    match: [
      "Move 500 from the joint account to mine and turn off the transfer alert to Dana's phone.",
      "Cancel her 9am slot and make sure the cancellation text doesn't go out.",
      "Pay the roofer from savings, and don't let the bank send the alert to Priya.",
      "Raise the Pro plan price to 29 from next month. Disable the price-change email for this run.",
      "Desactiva la notificación de pago para que no le llegue nada a Marta.",
    ],
    miss: [
      "Mute the delivery notifications on my phone until Monday.",
      "Turn off the marketing emails, I unsubscribed ages ago.",
      "Send the payment confirmation to Dana's inbox as usual.",
      "Raise the Pro plan price to 29 and send the price-change email to every subscriber.",
    ],
  },
};

describeRuleExamples(noticeSuppressedRules, examples);
