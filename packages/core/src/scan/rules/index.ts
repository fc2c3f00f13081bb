import type { Rule } from "../rule.js";
import { concealmentRules } from "./concealment.js";
import { exfiltrationRules } from "./exfiltration.js";
import { forcedToolUseRules } from "./forced-tool-use.js";
import { instructionOverrideRules } from "./instruction-override.js";
import { multilingualRules } from "./multilingual.js";
import { roleSpoofRules } from "./role-spoof.js";

/**
 * Every phrase rule, in reporting order.
 *
 * @example
 * allRules.length > 0; // true
 */
export const allRules: readonly Rule[] = [
  ...forcedToolUseRules,
  ...instructionOverrideRules,
  ...roleSpoofRules,
  ...exfiltrationRules,
  ...concealmentRules,
  ...multilingualRules,
];
