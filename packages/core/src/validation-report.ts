/**
 * What `validateArguments` found, one bucket per kind of error. Paths are
 * dotted (`address.city`, `items.0.sku`); typed entries read `"path: message"`.
 *
 * @example
 * const report: ValidationReport = {
 *   ok: false, unknownTool: false, malformed: false, missingRequired: [],
 *   unknownArgs: ["colour"], typeErrors: ["term_months: expected integer, got string"],
 *   enumErrors: [], constraintErrors: ["value: -5 < minimum 0"], nErrors: 3,
 * };
 */
export interface ValidationReport {
  readonly ok: boolean;
  readonly unknownTool: boolean;
  readonly malformed: boolean;
  readonly missingRequired: readonly string[];
  readonly unknownArgs: readonly string[];
  readonly typeErrors: readonly string[];
  readonly enumErrors: readonly string[];
  readonly constraintErrors: readonly string[];
  readonly nErrors: number;
}
