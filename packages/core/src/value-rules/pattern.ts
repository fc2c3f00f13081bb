import { RE2JS } from "re2js";
import type { ValueRule } from "../policy-types.js";
import { showValue } from "./show-value.js";

const compiled = new Map<string, RE2JS>();

/**
 * Compiles a rule pattern with a linear-time engine (RE2), so a pattern can never hang
 * the process; throws for a pattern that does not compile (definePolicy reports it).
 *
 * @example
 * compileRulePattern("^[A-Z]{3}$").test("EUR"); // true
 */
export function compileRulePattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (re === undefined) {
    re = RE2JS.compile(pattern);
    if (compiled.size > 256) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * `pattern`: a string (or number, read as its decimal text) must contain a match;
 * like JSON Schema's `pattern` the search is unanchored, so anchor it yourself.
 *
 * @example
 * checkPattern("INV-9", { pattern: "^INV-[0-9]{4}$" }, "ref"); // 'ref: "INV-9" does not match ^INV-[0-9]{4}$'
 */
export function checkPattern(value: unknown, rule: ValueRule, path: string): string | undefined {
  if (rule.pattern === undefined) return undefined;
  if (typeof value !== "string" && typeof value !== "number") {
    return `${path}: expected a string matching ${rule.pattern}`;
  }
  return compileRulePattern(rule.pattern).test(String(value))
    ? undefined
    : `${path}: ${showValue(value)} does not match ${rule.pattern}`;
}
