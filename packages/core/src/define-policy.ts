import {
  checkEnum,
  checkFunction,
  checkInjection,
  checkInteger,
  checkKeys,
  checkLimits,
  checkStringList,
  checkValues,
  isPlainObject,
} from "./check-policy-config.js";
import { InvalidPolicyError, type PolicyIssue } from "./invalid-policy-error.js";
import { policyDefaults } from "./policy-defaults.js";
import type { Policy, PolicyConfig, ValueRule } from "./policy-types.js";

const topKeys = [
  "onInvalid",
  "repair",
  "injection",
  "allowTools",
  "values",
  "limits",
  "maxRetries",
  "classifier",
  "classifierTimeoutMs",
  "classifierFailure",
  "onEvent",
];

const defined = new WeakSet<object>();

function collectIssues(config: Record<string, unknown>): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  checkKeys(config, topKeys, "", issues);
  const present = (key: string) => Object.hasOwn(config, key) && config[key] !== undefined;
  if (present("onInvalid"))
    checkEnum(config.onInvalid, ["feedback", "stop", "execute"], "onInvalid", issues);
  if (present("repair")) checkEnum(config.repair, ["none", "safe"], "repair", issues);
  if (present("injection")) checkInjection(config.injection, issues);
  if (present("allowTools")) checkStringList(config.allowTools, "allowTools", issues);
  if (present("values")) checkValues(config.values, issues);
  if (present("limits")) checkLimits(config.limits, issues);
  if (present("maxRetries")) checkInteger(config.maxRetries, 0, "maxRetries", issues);
  if (present("classifier")) checkFunction(config.classifier, "classifier", issues);
  if (present("classifierTimeoutMs"))
    checkInteger(config.classifierTimeoutMs, 1, "classifierTimeoutMs", issues);
  if (present("classifierFailure"))
    checkEnum(config.classifierFailure, ["closed", "open"], "classifierFailure", issues);
  if (present("onEvent")) checkFunction(config.onEvent, "onEvent", issues);
  return issues;
}

function copyRule(rule: ValueRule): ValueRule {
  const copy: { -readonly [K in keyof ValueRule]: ValueRule[K] } = {};
  if (rule.oneOf !== undefined) copy.oneOf = Object.freeze([...rule.oneOf]);
  if (rule.pattern !== undefined) copy.pattern = rule.pattern;
  if (rule.min !== undefined) copy.min = rule.min;
  if (rule.max !== undefined) copy.max = rule.max;
  if (rule.domains !== undefined) copy.domains = Object.freeze([...rule.domains]);
  if (rule.within !== undefined) copy.within = Object.freeze([...rule.within]);
  if (rule.check !== undefined) copy.check = rule.check;
  return Object.freeze(copy);
}

function copyValues(values: PolicyConfig["values"]): Policy["values"] {
  // Null-prototype maps: a tool or path named `__proto__` or `constructor` is plain data.
  const out: Record<string, Record<string, ValueRule>> = Object.create(null);
  for (const [tool, rules] of Object.entries(values ?? {})) {
    const copy: Record<string, ValueRule> = Object.create(null);
    for (const [path, rule] of Object.entries(rules)) copy[path] = copyRule(rule);
    out[tool] = Object.freeze(copy);
  }
  return Object.freeze(out);
}

/**
 * Checks a policy config, fills in every default and returns a deep-frozen copy
 * (the input is never mutated or frozen). A bad policy throws an
 * {@link InvalidPolicyError} whose message names each bad key path, e.g.
 * `injection.arguments: expected one of "block" | "sanitise" | "warn" | "off", got "stop"`.
 * Passing a policy this function returned gives it back unchanged.
 *
 * @example
 * const policy = definePolicy({ onInvalid: "stop", values: { send_money: { amount: { max: 500 } } } });
 * policy.injection.arguments; // "block"
 */
export function definePolicy(config?: PolicyConfig): Policy {
  if (config === undefined || config === null) config = {};
  if (defined.has(config)) return config as Policy;
  if (!isPlainObject(config as unknown)) {
    throw new InvalidPolicyError([{ path: "", message: "a policy must be a plain object" }]);
  }
  const issues = collectIssues(config as unknown as Record<string, unknown>);
  if (issues.length > 0) throw new InvalidPolicyError(issues);
  const injection = config.injection ?? {};
  const limits = config.limits ?? {};
  const policy: { -readonly [K in keyof Policy]: Policy[K] } = {
    onInvalid: config.onInvalid ?? policyDefaults.onInvalid,
    repair: config.repair ?? policyDefaults.repair,
    injection: Object.freeze({
      descriptions: injection.descriptions ?? policyDefaults.injection.descriptions,
      arguments: injection.arguments ?? policyDefaults.injection.arguments,
      toolOutputs: injection.toolOutputs ?? policyDefaults.injection.toolOutputs,
    }),
    values: copyValues(config.values),
    limits: Object.freeze({
      maxArgumentBytes: limits.maxArgumentBytes ?? policyDefaults.limits.maxArgumentBytes,
      maxDepth: limits.maxDepth ?? policyDefaults.limits.maxDepth,
    }),
    maxRetries: config.maxRetries ?? policyDefaults.maxRetries,
    classifierTimeoutMs: config.classifierTimeoutMs ?? policyDefaults.classifierTimeoutMs,
    classifierFailure: config.classifierFailure ?? policyDefaults.classifierFailure,
  };
  if (config.allowTools !== undefined) policy.allowTools = Object.freeze([...config.allowTools]);
  if (config.classifier !== undefined) policy.classifier = config.classifier;
  if (config.onEvent !== undefined) policy.onEvent = config.onEvent;
  const frozen = Object.freeze(policy);
  defined.add(frozen);
  return frozen;
}
