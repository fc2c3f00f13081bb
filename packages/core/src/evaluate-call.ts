import { type ArgumentInjection, checkArgumentInjection } from "./argument-injection.js";
import { argumentPass } from "./argument-pass.js";
import { checkLimits, measureArgumentText, textBreach } from "./check-limits.js";
import { checkSchema } from "./check-schema.js";
import { checkValueRules, runsCallerChecks } from "./check-value-rules.js";
import { type InjectionMode, isRejecting } from "./finding-kinds.js";
import { normalizeCall } from "./normalize-call.js";
import type { Policy } from "./policy-types.js";
import type { QuickMiss, QuickPlan } from "./quick-decision.js";
import type { Repair } from "./repair.js";
import { specsIndex } from "./resolve-tool-name.js";
import { safeToolName } from "./safe-text.js";
import { schemaFindings, shapeOnlyReport } from "./schema-findings.js";
import { screenArguments } from "./screen-arguments.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolSpec } from "./tool-spec.js";
import type { ToolsetIndex } from "./toolset-index.js";
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
  /** The specs' name index, when the caller already looked it up. */
  readonly index?: ToolsetIndex | undefined;
  readonly policy: Policy;
  readonly repair: boolean;
  readonly injection: InjectionMode;
  /** The quick path's facts about the tool it decided last under these options. */
  plan?: QuickPlan;
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
  /**
   * The arguments as read: the text, or the one-read copy of an object (the object
   * itself when it is not a plain object, or when reading it passed the size limit).
   */
  readonly original: unknown;
  readonly redactedArguments?: string | Args;
  /** The executable arguments normalised for comparison; computed on demand (a decision never needs it). */
  normalizedArguments(): Args;
}

const none = (): Args => ({});

/**
 * The shared, frozen empty finding list of every evaluation without findings (no
 * decision can grow it).
 *
 * @example
 * evaluateLocally(call, options).findings === NO_FINDINGS; // for a call with no finding
 */
export const NO_FINDINGS: readonly CallFinding[] = Object.freeze([]);

function normalized(args: Args, tool: ToolSpec | undefined): Args {
  if (tool === undefined) return args;
  try {
    return normalizeCall({ name: tool.name, arguments: args }, tool, { strictness: "normalized" });
  } catch {
    // A schema normalisation cannot read is still judged; comparison falls back to the value.
    return args;
  }
}

// A class rather than a literal with a closure: one shared `normalizedArguments`
// reads the instance's fields, where a closure per call allocates a function and its context.
class Evaluation implements LocalEvaluation {
  readonly name: string;
  readonly resolvedName: string | null;
  readonly validation: ValidationReport;
  readonly findings: readonly CallFinding[];
  readonly rejected: boolean;
  readonly repairs: readonly Repair[];
  readonly executable: Args;
  readonly original: unknown;
  // `declare`: set only when there is one (the field is never defined as `undefined`).
  declare redactedArguments?: string | Args;
  /** The tool to normalise against: none when the arguments could not be read. */
  readonly #normalizeAs: ToolSpec | undefined;

  constructor(
    name: string,
    resolvedName: string | null,
    validation: ValidationReport,
    findings: readonly CallFinding[],
    rejected: boolean,
    repairs: readonly Repair[],
    executable: Args,
    original: unknown,
    normalizeAs: ToolSpec | undefined,
  ) {
    this.name = name;
    this.resolvedName = resolvedName;
    this.validation = validation;
    this.findings = findings;
    this.rejected = rejected;
    this.repairs = repairs;
    this.executable = executable;
    this.original = original;
    this.#normalizeAs = normalizeAs;
  }

  normalizedArguments(): Args {
    return normalized(this.executable, this.#normalizeAs);
  }
}

/**
 * Runs every local check on one call, in a fixed order: allowlist, limits, parse
 * (+ bounded JSON repair), schema (+ safe repair), value rules, argument scan. An
 * argument object is read once, first, into a fresh copy that every check reads and
 * that is what runs (see `argumentPass`). All findings are collected so the feedback
 * can say everything to fix at once. `known`: what the quick path already learnt about
 * this call (its argument read, and maybe its validation), so nothing is done twice.
 *
 * @example
 * const evaluation = evaluateLocally(call, { specs, policy, repair: true, injection: "reject" });
 */
export function evaluateLocally(
  call: ToolCall,
  options: LocalOptions,
  known?: QuickMiss,
): LocalEvaluation {
  const { specs, policy } = options;
  const name = typeof call?.name === "string" ? call.name : String(call?.name ?? "");
  const raw: unknown = call?.arguments;
  // Only a string names a tool: `["get_weather"]` reads as "get_weather" but is not it.
  const tool =
    specs === undefined || typeof call?.name !== "string"
      ? undefined
      : (options.index ?? specsIndex(specs)).resolve(name);
  const resolvedName = specs === undefined ? name : (tool?.name ?? null);
  // Created on the first finding: most calls have none.
  let findings: CallFinding[] | undefined;
  if (resolvedName !== null && policy.allowTools && !policy.allowTools.includes(resolvedName)) {
    findings = [
      {
        code: "tool_not_allowed",
        message: `${safeToolName(resolvedName)} is not allowed by policy`,
      },
    ];
  }

  // Text is measured once: the same pass counts its members for the argument scan.
  const measured = typeof raw === "string" ? measureArgumentText(raw) : undefined;
  // An object is read once, first, into a fresh copy, measured and screened in the same
  // walk: every check below reads the copy, and the copy is what runs (the caller's
  // object is never read again, so a getter or a Proxy cannot answer the checks one
  // thing and the tool another). When that walk cannot say, the exact limits walk and
  // (later) the screen run on the copy as they always did.
  const read =
    known?.read ??
    (measured === undefined && isPlainArgs(raw)
      ? argumentPass(raw, policy.limits, options.injection !== "off")
      : undefined);
  const args: unknown = read === undefined ? raw : read.value;
  const pass = read === undefined ? "unsure" : read.pass;
  const breach =
    measured !== undefined
      ? textBreach(raw as string, measured, policy.limits)
      : (read?.breach ?? (pass === "unsure" ? checkLimits(args, policy.limits) : undefined));
  if (breach !== undefined) {
    const validation =
      specs !== undefined && resolvedName === null
        ? { ...shapeOnlyReport(false), ok: false, unknownTool: true, nErrors: 1 }
        : shapeOnlyReport(breach.code === "malformed_arguments");
    const rejecting = validation.unknownTool ? [...schemaFindings(validation, name)] : [];
    if (findings !== undefined) rejecting.push(...findings);
    rejecting.push({ code: breach.code, message: breach.message });
    return {
      name,
      resolvedName,
      validation,
      findings: rejecting,
      rejected: true,
      repairs: [],
      executable: {},
      original: args,
      normalizedArguments: none,
    };
  }

  const named: ToolCall =
    call?.name === name && args === raw ? call : ({ ...call, name, arguments: args } as ToolCall);
  const schema = checkSchema(named, specs, tool, options.repair, known?.validation);
  // A list with findings is a fresh one of this call's (see SchemaCheck): kept, not copied.
  findings =
    findings === undefined && schema.findings.length > 0
      ? (schema.findings as CallFinding[])
      : append(findings, schema.findings);
  // A value rule's own `check` runs the caller's code, which is handed the copy and
  // could change it after the pass read it: then the screen reads the copy again.
  let passed = pass !== "unsure";
  if (schema.parsed !== undefined && resolvedName !== null) {
    findings = append(findings, checkValueRules(schema.parsed, resolvedName, policy, named));
    if (passed && runsCallerChecks(resolvedName, policy)) passed = false;
  }

  // Most calls hold nothing to report: their strings are screened as already parsed
  // (or were, in the pass), and only a call with a hit (or one the screen cannot
  // judge) gets the full raw scan.
  const screened =
    options.injection === "off" ||
    (schema.written !== undefined &&
      (typeof args === "string" || isPlainArgs(args)) &&
      (passed && schema.written === args
        ? pass === "clean"
        : screenArguments(schema.written, measured?.members)));
  let executable: Args = schema.parsed ?? {};
  let redactedArguments: ArgumentInjection["redactedArguments"];
  if (!screened) {
    const injection = checkArgumentInjection(
      args,
      executable,
      options.injection,
      resolvedName ?? name,
    );
    findings = append(findings, injection.findings);
    executable = injection.executable;
    redactedArguments = injection.redactedArguments;
  }

  const evaluation = new Evaluation(
    name,
    resolvedName,
    schema.validation,
    findings ?? NO_FINDINGS,
    findings !== undefined && anyRejecting(findings, options.injection),
    // A near-miss name the toolset resolved is a change to the call like any other.
    resolvedName === null || resolvedName === name
      ? schema.repairs
      : [{ kind: "tool_name", path: "", from: name, to: resolvedName }, ...schema.repairs],
    executable,
    args,
    schema.parsed !== undefined ? tool : undefined,
  );
  if (redactedArguments !== undefined) evaluation.redactedArguments = redactedArguments;
  return evaluation;
}

function isPlainArgs(value: unknown): value is Args {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function anyRejecting(findings: readonly CallFinding[], mode: InjectionMode): boolean {
  for (let i = 0; i < findings.length; i++) if (isRejecting(findings[i]!, mode)) return true;
  return false;
}

// Most lists here are empty: a loop skips the spread call's setup, and the list is
// created only for the first item.
function append<T>(into: T[] | undefined, items: readonly T[]): T[] | undefined {
  let list = into;
  for (let i = 0; i < items.length; i++) {
    list ??= [];
    list.push(items[i]!);
  }
  return list;
}
