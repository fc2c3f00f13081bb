import type { ValueRule } from "../policy-types.js";
import { showValue } from "./show-value.js";

/**
 * `oneOf`: the value must equal one of the listed primitives (strict equality, so
 * `"5"` is not `5`).
 *
 * @example
 * checkOneOf("EUR", { oneOf: ["USD"] }, "currency"); // 'currency: "EUR" is not allowed; use one of "USD"'
 */
export function checkOneOf(value: unknown, rule: ValueRule, path: string): string | undefined {
  const allowed = rule.oneOf;
  if (allowed === undefined || allowed.some((item) => Object.is(item, value) || item === value)) {
    return undefined;
  }
  return `${path}: ${showValue(value)} is not allowed; use one of ${allowed.map((item) => JSON.stringify(item)).join(", ")}`;
}
