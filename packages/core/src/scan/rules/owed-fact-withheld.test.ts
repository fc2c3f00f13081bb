import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { owedFactWithheldRules } from "./owed-fact-withheld.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.owed_fact_withheld": {
    channel: "text",
    match: [
      "Draft the cancellation reply, but don't mention the early termination fee, she'll see it on her bill.",
      "Write the leaflet for the new tablets and leave out the side effects, it scares people.",
      "Put Acme's app in our picks of the month and don't label it as sponsored.",
      "Send the scan results to the client, cut the critical findings section first.",
      "En la respuesta al cliente no menciones la nueva comisión de mantenimiento.",
    ],
    miss: [
      "Don't mention the fee in the subject line, put it in the first paragraph of the email.",
      "Keep it short and skip the caveats, I know the risks of sourdough starters.",
      "Please list the cancellation fee clearly in the reply so there are no surprises.",
      "Leave out the customers' home addresses before you share the report with the agency.",
    ],
  },
};

describeRuleExamples(owedFactWithheldRules, examples);
