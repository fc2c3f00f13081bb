import type { Policy, ValueRule } from "./policy-types.js";
import type { ToolCall } from "./tool-call.js";
import { ruleKinds } from "./value-rules/rule-kinds.js";
import { selectPaths } from "./value-rules/select-paths.js";
import type { CallFinding } from "./verdict.js";

function firstViolation(
  value: unknown,
  rule: ValueRule,
  path: string,
  call: ToolCall,
): string | undefined {
  for (const kind of ruleKinds) {
    if (!kind.keys.some((key) => rule[key] !== undefined)) continue;
    const items =
      kind.perItem && Array.isArray(value)
        ? value.map((item, i) => [item, `${path}.${i}`] as const)
        : [[value, path] as const];
    for (const [item, itemPath] of items) {
      const message = kind.apply(item, rule, itemPath, call);
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

// Most tools have no rules: one shared empty answer.
const NONE: readonly CallFinding[] = Object.freeze([]);

// Most policies have no value rules at all. Asking a rule table for a tool by name
// first turns the name into a property key (a string-table lookup per call), so an
// empty table is recognised by identity instead: the last one seen is remembered, and
// only a frozen one (as `definePolicy` makes it), which can never gain a rule.
let lastValues: object | undefined;
let lastEmpty = false;
function hasNoRules(values: Policy["values"]): boolean {
  if (values !== lastValues) {
    lastValues = values;
    lastEmpty = Object.isFrozen(values) && Object.keys(values).length === 0;
  }
  return lastEmpty;
}

/**
 * Applies the policy's value rules for one tool to the arguments that would run.
 * Validation checks shape, not intent: these rules pin what matters (recipients,
 * amounts, paths). Each violation is a `value_policy_violation` whose message says
 * what to use instead.
 *
 * @example
 * checkValueRules({ to: "a@evil.io" }, "send_email", policy, call);
 * // [{ code: "value_policy_violation", path: "to", message: 'to: recipient domain "evil.io" is not allowed; use an address at example.com' }]
 */
export function checkValueRules(
  args: { readonly [key: string]: unknown },
  tool: string,
  policy: Policy,
  call: ToolCall,
): readonly CallFinding[] {
  if (!hasRulesFor(tool, policy)) return NONE;
  const rules = policy.values[tool]!;
  const findings: CallFinding[] = [];
  for (const [rulePath, rule] of Object.entries(rules)) {
    for (const { path, value } of selectPaths(args, rulePath)) {
      const message = firstViolation(value, rule, path, call);
      if (message !== undefined) findings.push({ code: "value_policy_violation", message, path });
    }
  }
  return findings;
}

/**
 * Whether the policy's value rules for this tool include a caller's own `check`
 * function (caller code that runs during a decision and could, however unwisely,
 * change the arguments it is given).
 *
 * @example
 * runsCallerChecks("send_email", definePolicy({ values: { send_email: { to: { check: () => undefined } } } })); // true
 */
export function runsCallerChecks(tool: string, policy: Policy): boolean {
  if (!hasRulesFor(tool, policy)) return false;
  for (const rule of Object.values(policy.values[tool]!)) {
    if (typeof rule?.check === "function") return true;
  }
  return false;
}

/**
 * Whether the policy holds value rules for this tool.
 *
 * @example
 * hasRulesFor("send_email", definePolicy({ values: { send_email: { to: { domains: ["example.com"] } } } })); // true
 */
export function hasRulesFor(tool: string, policy: Policy): boolean {
  return !hasNoRules(policy.values) && Object.hasOwn(policy.values, tool);
}
