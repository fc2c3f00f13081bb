import type { ValueRule } from "../policy-types.js";
import { showValue } from "./show-value.js";

/**
 * `min` / `max`: inclusive numeric bounds. A non-number (or NaN/Infinity) breaks a
 * bounded rule, so a bound can never be side-stepped by sending a string.
 *
 * @example
 * checkRange(900, { max: 500 }, "amount"); // "amount: 900 is above the maximum 500; use at most 500"
 */
export function checkRange(value: unknown, rule: ValueRule, path: string): string | undefined {
  if (rule.min === undefined && rule.max === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return `${path}: expected a number, got ${showValue(value)}`;
  }
  if (rule.min !== undefined && value < rule.min) {
    return `${path}: ${value} is below the minimum ${rule.min}; use at least ${rule.min}`;
  }
  if (rule.max !== undefined && value > rule.max) {
    return `${path}: ${value} is above the maximum ${rule.max}; use at most ${rule.max}`;
  }
  return undefined;
}
