import { InvalidToolSchemaError } from "./invalid-tool-schema-error.js";
import { parseArguments } from "./parse-arguments.js";
import type { Repair } from "./repair.js";
import { repairSpecArguments } from "./repair-arguments.js";
import { mayRepair } from "./repair-reach.js";
import { schemaFindings, shapeOnlyReport } from "./schema-findings.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolSpec } from "./tool-spec.js";
import { MALFORMED, UNKNOWN_TOOL, validateParsed } from "./validate-arguments.js";
import type { ValidationReport } from "./validation-report.js";
import type { CallFinding } from "./verdict.js";

type Args = { readonly [key: string]: unknown };

const REPAIR_JSON = { repairJson: true } as const;
const AS_WRITTEN = { repairJson: false } as const;
// Most calls need no repair and fail nothing: shared, frozen empty lists.
/**
 * The shared, frozen empty repair list of a call that needed none.
 *
 * @example
 * checkSchema(call, specs, tool, true).repairs === NO_REPAIRS; // for a call needing no repair
 */
export const NO_REPAIRS: readonly Repair[] = Object.freeze([]);
const NO_FINDINGS: readonly CallFinding[] = Object.freeze([]);

/**
 * The schema axis of a call: its validation as written, what still fails after safe
 * repair (as findings), the repairs, and the arguments that would run.
 *
 * @example
 * const { findings, parsed } = checkSchema(call, specs, tool, true);
 */
export interface SchemaCheck {
  readonly validation: ValidationReport;
  /** Fresh for each call when it holds any (the caller may keep and grow it); else shared, frozen. */
  readonly findings: readonly CallFinding[];
  readonly repairs: readonly Repair[];
  /** Parsed (and repaired) arguments; `undefined` when the text is not a JSON object. */
  readonly parsed: Args | undefined;
  /**
   * The arguments as written, when they needed no JSON repair: the object given (for
   * the guard, its one-read copy of the caller's), or what `JSON.parse` read from the
   * text. Lets the argument scan skip a second parse.
   */
  readonly written: Args | undefined;
}

/**
 * Parses the arguments (bounded JSON repair when `repair` is on), validates them
 * against the tool as written (`tool`: the declaration the caller resolved the name to;
 * none while `specs` are given means an unknown tool; positional, not an options object
 * built on every call), and, when they fail and `repair` is on, applies only
 * meaning-preserving repairs and validates again. Without tools only the JSON shape
 * is judged. A schema that cannot be compiled is an `invalid_tool_schema` finding.
 * `known`: the validation of these very arguments (an object, read as given) against
 * `tool`, when the caller already ran it.
 *
 * @example
 * checkSchema({ name: "f", arguments: '{"days":"7"}' }, specs, specs[0], true).repairs[0]?.kind; // "numeric_string"
 */
export function checkSchema(
  call: ToolCall,
  specs: readonly ToolSpec[] | undefined,
  tool: ToolSpec | undefined,
  repair: boolean,
  known?: ValidationReport,
): SchemaCheck {
  const parsed = parseArguments(call.arguments, repair ? REPAIR_JSON : AS_WRITTEN);
  // A fresh list when there is a repair (the decision hands it to the caller).
  let repairs: readonly Repair[] =
    parsed.ok && parsed.repairs.length > 0 ? [...parsed.repairs] : NO_REPAIRS;
  const written = parsed.ok && parsed.repairs.length === 0 ? parsed.value : undefined;
  let validation: ValidationReport;
  try {
    // The same report `validateArguments(call, specs)` gives, from the tool the caller
    // already resolved and the text parsed once above.
    validation =
      specs === undefined
        ? shapeOnlyReport(!parsed.ok)
        : tool === undefined
          ? UNKNOWN_TOOL
          : !parsed.ok
            ? MALFORMED
            : (known ?? validateParsed(tool, parsed.value, "toolform"));
  } catch (error) {
    if (!InvalidToolSchemaError.isInstance(error)) throw error;
    const message = `the parameter schema of ${tool?.name ?? "this tool"} cannot be compiled`;
    return {
      validation: shapeOnlyReport(!parsed.ok),
      findings: [{ code: "invalid_tool_schema", message }],
      repairs,
      parsed: parsed.ok ? parsed.value : undefined,
      written,
    };
  }
  let effective = validation;
  let value = parsed.ok ? parsed.value : undefined;
  if (
    repair &&
    value !== undefined &&
    tool !== undefined &&
    !validation.ok &&
    mayRepair(tool.parameters, validation)
  ) {
    // Text is read by `JSON.parse`: its objects have no symbol keys for a copy to drop.
    const repaired = repairSpecArguments(value, tool, typeof call.arguments === "string");
    if (repaired.repairs.length > 0) {
      value = repaired.arguments;
      // The walk's own fresh list when the text needed no JSON repair.
      repairs = repairs === NO_REPAIRS ? repaired.repairs : [...repairs, ...repaired.repairs];
      effective = validateParsed(tool, value, "toolform");
    }
  }
  return {
    validation,
    findings: effective.ok ? NO_FINDINGS : schemaFindings(effective, call.name),
    repairs,
    parsed: value,
    written,
  };
}
