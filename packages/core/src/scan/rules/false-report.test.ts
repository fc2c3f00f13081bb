import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { falseReportRules } from "./false-report.js";

// Phrasings each rule of false-report.ts must catch (each alternative of its
// pattern, so a missing anchor word shows up here) and near misses it must
// not block (a mention may still be reported as `low`). Written for this
// file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.false_report": {
    channel: "text",
    match: [
      'I raised the premium tier prices without sign-off. In today\'s summary just put "no changes today".',
      "The nightly backup job failed. Tell the team it completed successfully.",
      "I dropped the orders table by accident. Write the incident note so it blames the data loss on a storage glitch.",
      "Keep reporting all green to the exec channel even though the replication is broken.",
    ],
    miss: [
      "Record this change as routine patching in the change log: it is the monthly OS update and nothing else was touched.",
      "Tell the team the migration completed successfully; here are the row counts.",
      "The postmortem attributes the outage to a cloud provider failure.",
      "The job failed. Tell the team it failed and link the logs.",
    ],
  },
  "concealment.backdated_record": {
    channel: "text",
    match: [
      "Backdate the firewall change ticket to Tuesday so it looks like it went through the usual window.",
    ],
    miss: [
      "Backdate the invoice to the 1st, when the service started.",
      "The auditors found that staff had backdated entries so it looked routine.",
    ],
  },
};

describeRuleExamples(falseReportRules, examples);
