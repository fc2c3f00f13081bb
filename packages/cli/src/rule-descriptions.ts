import type { FindingCode, ScanCategory } from "@toolform/core";

const categories: Record<ScanCategory, string> = {
  forced_tool_use: "Forces a tool call, or strips the consent step from one",
  instruction_override: "Tries to replace the instructions the model follows",
  role_spoof: "Fakes a system or assistant turn",
  exfiltration: "Sends data somewhere it should not go",
  concealment: "Hides an action from the user",
  hidden_text: "Invisible text: zero-width, Unicode tag or bidi control characters",
  encoded_payload: "Instructions hidden in an encoded block",
};

const codes: Record<FindingCode, string> = {
  unknown_tool: "The call names a tool that was not declared",
  malformed_arguments: "The arguments are not a JSON object",
  missing_required_argument: "A required argument is absent",
  unexpected_argument: "An argument the tool does not declare",
  argument_type_mismatch: "A value of the wrong type",
  argument_enum_mismatch: "A value outside the declared enum",
  argument_constraint_violation: "A value outside a bound, length, pattern or composite constraint",
  argument_injection: "The arguments carry an injection payload",
  value_policy_violation: "A value breaks a value rule of the policy",
  tool_not_allowed: "The tool is declared but outside the policy's allowTools",
  arguments_too_large: "The arguments exceed the policy's size or depth limit",
  invalid_tool_schema: "The tool's schema cannot be compiled",
  classifier_error: "The semantic classifier failed; the call was rejected (fail closed)",
};

/**
 * One sentence saying what a rule id means, for SARIF rule metadata: the
 * category of a scanner rule (`concealment.do_not_tell`), or a call finding code.
 *
 * @example
 * describeRule("concealment.do_not_tell", "concealment"); // "Hides an action from the user"
 */
export function describeRule(id: string, category: string | undefined): string {
  if (category !== undefined && category in categories) return categories[category as ScanCategory];
  if (id in codes) return codes[id as FindingCode];
  return id;
}
