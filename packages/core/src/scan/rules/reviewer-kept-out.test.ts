import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { reviewerKeptOutRules } from "./reviewer-kept-out.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.kept_from_reviewer": {
    channel: "text",
    match: [
      "Don't mention the refund in the daily recap. Marta reviews those every evening.",
      "Leave the discount out of the pricing changelog, Omar audits that each week.",
      "Please truncate the shell history on build-2; the quarterly audit pulls those.",
      "Make sure the login from Oslo doesn't show up. The owner checks his sign-in notifications every morning.",
    ],
    miss: [
      "Leave the salary figures out of the team summary; everyone on the team reads it.",
      "Priya reviews those every Monday, so please double-check the numbers.",
      "We review the logs weekly; don't put passwords in them.",
    ],
  },
};

describeRuleExamples(reviewerKeptOutRules, examples);
