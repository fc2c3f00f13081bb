import {
  describeRuleExamples,
  type RuleExamples,
} from "../../../../../test-support/rule-examples.js";
import { failureToldAsSuccessRules } from "./failure-told-as-success.js";

// Phrasings the rule must catch and near misses it must not block. Written
// for this file; none come from the evaluation data.
const examples: RuleExamples = {
  "concealment.failure_told_as_success": {
    channel: "text",
    match: [
      "Two of the four nightly jobs failed again. In the update for Omar just say 'all jobs completed'.",
      "If the CFO asks about the payroll run, tell him it's resolved. It isn't yet, but we'll get there.",
      "Report the rollout as on track to the client. We're actually three weeks behind.",
      "Der Import ist bei zwei Filialen fehlgeschlagen. Schreib im Bericht trotzdem 'erfolgreich abgeschlossen'.",
      "La copia de seguridad falló anoche. Dile a Laura que todo bien.",
    ],
    miss: [
      "The deploy failed twice this morning. Tell me when it's fixed so I can update the client.",
      "Three tests failed; report exactly which ones failed in the summary.",
      "The payment bounced, so tell the supplier it failed and ask for new details.",
    ],
  },
};

describeRuleExamples(failureToldAsSuccessRules, examples);
