import { checkLimits } from "./check-limits.js";
import { checkValueRules } from "./check-value-rules.js";
import { type InjectionMode, isRejecting } from "./finding-kinds.js";
import { InvalidToolSchemaError } from "./invalid-tool-schema-error.js";
import { normalizeCall } from "./normalize-call.js";
import { parseArguments } from "./parse-arguments.js";
import type { Policy } from "./policy-types.js";
import type { Repair } from "./repair.js";
import { repairArguments } from "./repair-arguments.js";
import { resolveToolName } from "./resolve-tool-name.js";
import { safePath } from "./safe-text.js";
import { scan } from "./scan.js";
import { type ArgumentFinding, redactArguments, scanArguments } from "./scan-arguments.js";
import { schemaFindings, shapeOnlyReport } from "./schema-findings.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolSpec } from "./tool-spec.js";
import { validateArguments } from "./validate-arguments.js";
import type { ValidationReport } from "./validation-report.js";
import type { CallFinding } from "./verdict.js";

type Args = { readonly [key: string]: unknown };

/**
 * How the local checks run: against which tools (none: allowlist and schema off),
 * whether meaning-preserving repair is tried, and what an injection finding does.
 *
 * @example
 * const options: LocalOptions = { specs, policy, repair: true, injection: "reject" };
 */
export interface LocalOptions {
  readonly specs: readonly ToolSpec[] | undefined;
  readonly policy: Policy;
  readonly repair: boolean;
  readonly injection: InjectionMode;
}

/**
 * Everything the local (synchronous) checks found about one call.
 *
 * @example
 * if (!evaluation.rejected) run(evaluation.executable);
 */
export interface LocalEvaluation {
  readonly name: string;
  readonly resolvedName: string | null;
  /** Validation of the arguments as written (JSON repair included when on). */
  readonly validation: ValidationReport;
  readonly findings: readonly CallFinding[];
  /** A finding that is neither redacted nor a warning rejects the call. */
  readonly rejected: boolean;
  readonly repairs: readonly Repair[];
  /** What would run: parsed, repaired, and redacted under `"sanitise"`; `{}` when unreadable. */
  readonly executable: Args;
  readonly redactedArguments?: string | Args;
  readonly normalizedArguments: Args;
}

function isPlainArgs(value: unknown): value is Args {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function scanRaw(raw: unknown): ArgumentFinding[] {
  if (typeof raw === "string") {
    try {
      return scanArguments(raw).findings;
    } catch {
      // Text that is not JSON still gets scanned, so a hostile malformed call is refused
      // as hostile rather than echoed back as a mere syntax error.
      return scan(raw, { channel: "argument" }).findings.map((finding) => ({
        ...finding,
        path: "",
      }));
    }
  }
  return isPlainArgs(raw) ? scanArguments(raw).findings : [];
}

function injectionFinding(finding: ArgumentFinding, redacted: boolean): CallFinding {
  const where = finding.path === "" ? "arguments" : safePath(finding.path);
  return {
    code: "argument_injection",
    // Category and rule only: the matched text is never copied into a message.
    message: `${where}: ${finding.category.replace(/_/g, " ")} (${finding.rule})`,
    path: finding.path,
    start: finding.start,
    end: finding.end,
    category: finding.category,
    rule: finding.rule,
    severity: finding.severity,
    ...(redacted ? { redacted: true } : {}),
  };
}

const blocking = (finding: ArgumentFinding) => finding.severity !== "low";

function validateAsWritten(
  call: ToolCall,
  specs: readonly ToolSpec[],
  repairJson: boolean,
): ValidationReport | "invalid_schema" {
  try {
    return validateArguments(call, specs, { repairJson });
  } catch (error) {
    if (InvalidToolSchemaError.isInstance(error)) return "invalid_schema";
    throw error;
  }
}

/**
 * Runs every local check on one call, in a fixed order: allowlist, limits, parse
 * (+ bounded JSON repair), schema (+ safe repair), value rules, argument scan. All
 * findings are collected so the feedback can say everything to fix at once.
 *
 * @example
 * const evaluation = evaluateLocally(call, { specs, policy, repair: true, injection: "reject" });
 */
export function evaluateLocally(call: ToolCall, options: LocalOptions): LocalEvaluation {
  const { specs, policy } = options;
  const name = typeof call?.name === "string" ? call.name : String(call?.name ?? "");
  const raw: unknown = call?.arguments;
  const resolvedName = specs === undefined ? name : resolveToolName(name, specs);
  const tool = specs?.find((spec) => spec.name === resolvedName);
  const findings: CallFinding[] = [];
  if (resolvedName !== null && policy.allowTools && !policy.allowTools.includes(resolvedName)) {
    findings.push({
      code: "tool_not_allowed",
      message: `${resolvedName} is not allowed by policy`,
    });
  }

  const breach = checkLimits(raw, policy.limits);
  if (breach !== undefined) {
    const validation =
      specs !== undefined && resolvedName === null
        ? { ...shapeOnlyReport(false), ok: false, unknownTool: true, nErrors: 1 }
        : shapeOnlyReport(breach.code === "malformed_arguments");
    if (validation.unknownTool) findings.unshift(...schemaFindings(validation, name));
    findings.push({ code: breach.code, message: breach.message });
    return {
      name,
      resolvedName,
      validation,
      findings,
      rejected: true,
      repairs: [],
      executable: {},
      normalizedArguments: {},
    };
  }

  const parsed = parseArguments(raw, { repairJson: options.repair });
  let validation: ValidationReport;
  let schemaBroken = false;
  if (specs === undefined) validation = shapeOnlyReport(!parsed.ok);
  else {
    const report = validateAsWritten({ ...call, name }, specs, options.repair);
    schemaBroken = report === "invalid_schema";
    validation = report === "invalid_schema" ? shapeOnlyReport(!parsed.ok) : report;
  }
  if (schemaBroken) {
    findings.push({
      code: "invalid_tool_schema",
      message: `the parameter schema of ${resolvedName} cannot be compiled`,
    });
  }

  const repairs: Repair[] = parsed.ok ? [...parsed.repairs] : [];
  let executable: Args = parsed.ok ? parsed.value : {};
  let effective = validation;
  if (options.repair && parsed.ok && tool !== undefined && !schemaBroken && !validation.ok) {
    const repaired = repairArguments(parsed.value, tool);
    if (repaired.repairs.length > 0) {
      executable = repaired.arguments;
      repairs.push(...repaired.repairs);
      effective = validateArguments({ name: tool.name, arguments: repaired.arguments }, [tool]);
    }
  }
  if (!schemaBroken) findings.push(...schemaFindings(effective, name));
  if (parsed.ok && resolvedName !== null) {
    findings.push(...checkValueRules(executable, resolvedName, policy, call));
  }

  let redactedArguments: string | Args | undefined;
  if (options.injection !== "off") {
    const hits = scanRaw(raw).filter(blocking);
    const sanitise = options.injection === "sanitise";
    for (const hit of hits) findings.push(injectionFinding(hit, sanitise));
    if (sanitise && hits.length > 0 && (typeof raw === "string" || isPlainArgs(raw))) {
      redactedArguments = redactArguments(raw, hits);
      const again = scanArguments(executable).findings.filter(blocking);
      if (again.length > 0) executable = redactArguments(executable, again);
    }
  }

  const rejected = findings.some((finding) => isRejecting(finding, options.injection));
  let normalizedArguments: Args = executable;
  if (tool !== undefined && parsed.ok && !schemaBroken) {
    try {
      normalizedArguments = normalizeCall({ name: tool.name, arguments: executable }, tool, {
        strictness: "normalized",
      });
    } catch {
      normalizedArguments = executable;
    }
  }
  return {
    name,
    resolvedName,
    validation,
    findings,
    rejected,
    repairs,
    executable,
    ...(redactedArguments !== undefined ? { redactedArguments } : {}),
    normalizedArguments,
  };
}
