import type { ValueRule } from "../policy-types.js";
import type { ToolCall } from "../tool-call.js";
import { runCheck } from "./check.js";
import { checkDomains } from "./domains.js";
import { checkOneOf } from "./one-of.js";
import { checkPattern } from "./pattern.js";
import { checkRange } from "./range.js";
import { checkWithin } from "./within.js";

/**
 * One declarative rule kind: which keys of a {@link ValueRule} it reads, whether it
 * applies to each item of an array value, and the check itself.
 *
 * @example
 * ruleKinds.find((kind) => kind.keys.includes("domains"));
 */
export interface RuleKind {
  readonly keys: readonly (keyof ValueRule)[];
  /** Array values are checked item by item (a list of recipients, of paths). */
  readonly perItem: boolean;
  readonly apply: (
    value: unknown,
    rule: ValueRule,
    path: string,
    call: ToolCall,
  ) => string | undefined;
}

/**
 * Every rule kind, in the order checks run (the first violation per value is reported).
 *
 * @example
 * ruleKinds.length; // 6
 */
export const ruleKinds: readonly RuleKind[] = [
  { keys: ["oneOf"], perItem: true, apply: checkOneOf },
  { keys: ["pattern"], perItem: true, apply: checkPattern },
  { keys: ["min", "max"], perItem: true, apply: checkRange },
  { keys: ["domains"], perItem: true, apply: checkDomains },
  { keys: ["within"], perItem: true, apply: checkWithin },
  { keys: ["check"], perItem: false, apply: runCheck },
];
