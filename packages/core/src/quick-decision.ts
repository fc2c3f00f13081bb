import { type ArgumentRead, argumentPass } from "./argument-pass.js";
import { NO_REPAIRS } from "./check-schema.js";
import { hasRulesFor } from "./check-value-rules.js";
import type { CompiledSchema } from "./compile-validator.js";
import type { Decision } from "./decision.js";
import { type LocalOptions, NO_FINDINGS } from "./evaluate-call.js";
import { compiledFor } from "./schema-cache.js";
import type { ToolCall } from "./tool-call.js";
import { validateCompiled } from "./validate-arguments.js";
import type { ValidationReport } from "./validation-report.js";

/**
 * What the quick path learnt about a call it could not decide, handed to the
 * general path so nothing is done twice (the caller's object is never read again):
 * the argument read (its copy and the pass's answer) and, when it got that far, the
 * validation of that copy.
 *
 * @example
 * const known: QuickMiss = { read: argumentPass(args, policy.limits, true) };
 */
export interface QuickMiss {
  readonly read: ArgumentRead;
  readonly validation?: ValidationReport;
}

/**
 * What the quick path needs to know about a tool, read once per tool and kept on the
 * options it was read under (one guard's policy, one toolset's index): the declared name a
 * call's name resolves to, for a tool the policy allows and gives no value rules, and its
 * compiled schema. Everything it holds is fixed for those options (the policy is
 * frozen, the index's specs are the core's own, a spec's schema is read by
 * reference), so a call to the same tool finds it all in one object.
 *
 * @example
 * const plan: QuickPlan = { name: "get_weather", resolvedName: "get_weather", compiled };
 */
export interface QuickPlan {
  /** The name as the call wrote it. */
  readonly name: string;
  /** The declared name it resolves to (the spec itself is not read again). */
  readonly resolvedName: string;
  readonly compiled: CompiledSchema;
}

// The plan for `name`, kept on the options; `undefined` for a call the quick path
// cannot decide whatever its arguments (an unknown or disallowed tool, value rules, a
// schema that does not compile).
function planFor(name: unknown, options: LocalOptions): QuickPlan | undefined {
  const { policy } = options;
  const tool = typeof name === "string" ? options.index?.resolve(name) : undefined;
  if (
    tool === undefined ||
    // A near-miss name is reported as a repair: the general path words it.
    tool.name !== name ||
    (policy.allowTools && !policy.allowTools.includes(tool.name)) ||
    hasRulesFor(tool.name, policy)
  ) {
    return undefined;
  }
  const entry = compiledFor(tool.parameters, tool.name);
  // A schema that cannot be compiled is a finding: the general path words it.
  if (!entry.ok) return undefined;
  const plan: QuickPlan = {
    name: name as string,
    resolvedName: tool.name,
    compiled: entry.compiled,
  };
  options.plan = plan;
  return plan;
}

/**
 * The decision for the usual call, made without the general path's machinery: an
 * argument object for a declared tool the policy allows, with no value rules, within
 * the limits, every string scanning clean, and valid as written. Such a call has no
 * finding, no repair and nothing to redact, so the decision is `execute` with the
 * arguments as read: the one the general path makes for it, field for field (the
 * same shared empty lists and report), with the one-read copy of the arguments (see
 * `argumentPass`). The caller settles the retry budget. Anything
 * else comes back as what was learnt (or `undefined` for arguments that are not an
 * object), and the general path decides. Only for a guard with no classifier and no
 * event listener (the caller checks): both belong to the general path.
 *
 * @example
 * const quick = quickDecision({ name: "get_weather", arguments: { city: "Paris" } }, options);
 * if (quick !== undefined && "action" in quick) return quick;
 */
export function quickDecision(
  call: ToolCall,
  options: LocalOptions,
): Decision | QuickMiss | undefined {
  // A caller may hand anything as the call: the general path words what is missing.
  const raw = call?.arguments;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  // The one read of the caller's object: from here on only its copy is read.
  const read = argumentPass(raw, options.policy.limits, options.injection !== "off");
  const { pass } = read;
  if (pass === "unsure" || (pass === "scan" && options.injection !== "off")) return { read };
  const name = call?.name;
  const kept = options.plan;
  const plan = kept !== undefined && kept.name === name ? kept : planFor(name, options);
  if (plan === undefined) return { read };
  const validation = validateCompiled(plan.compiled, read.value, "toolform");
  if (!validation.ok) return { read, validation };
  // Key for key the general path's decision for this call (see `settle` in decide-call).
  return {
    action: "execute",
    tool: plan.name,
    resolvedName: plan.resolvedName,
    arguments: read.value,
    originalArguments: read.value,
    findings: NO_FINDINGS,
    repairs: NO_REPAIRS,
    validation,
  };
}
