/**
 * One change made to a call before execution. Only changes that cannot alter
 * meaning are ever made, and every one is reported.
 *
 * @example
 * const r: Repair = { kind: "numeric_string", path: "days", from: "7", to: 7 };
 */
export interface Repair {
  readonly kind:
    | "numeric_string"
    | "boolean_string"
    | "singleton_list"
    | "integral_float"
    | "json_syntax"
    | "tool_name";
  /** Dotted path of the value changed; `""` for the whole argument text or the name. */
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}
