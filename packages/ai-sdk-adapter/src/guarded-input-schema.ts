import {
  canDecideSync,
  type Decision,
  type Guard,
  type JSONSchema,
  type ToolSpec,
} from "@toolform/core";
import { asSchema, jsonSchema } from "ai";
import { copySchema } from "./copy-schema.js";
import { markRejectedByTool, takeHandedOver } from "./decided-calls.js";
import { markGuardedInputSchema, markGuardedSchema } from "./guarded-schemas.js";
import { refusalValidationError, uncheckedValidationError } from "./refusal-validation-error.js";
import { toCallArguments } from "./to-call-arguments.js";

type FlexibleSchema = Parameters<typeof asSchema>[0];

/**
 * What {@link guardInputSchema} needs: the tool, its spec as checked, and
 * the toolset's specs the core judges its calls against.
 *
 * @example
 * const input: GuardInputSchemaInput = { name: "t", inputSchema, spec, specs, runId, deferred: undefined };
 */
export interface GuardInputSchemaInput {
  readonly name: string;
  /** The tool's own schema (zod, `jsonSchema(...)`, …): its validator runs after ToolForm's. */
  readonly inputSchema: unknown;
  /** The tool's spec as checked: its `parameters` are what the model is shown. */
  readonly spec: ToolSpec;
  readonly specs: readonly ToolSpec[];
  readonly runId: string;
  /** The schema when the tool only offers it asynchronously (then cleaned once it resolves). */
  readonly deferred: PromiseLike<JSONSchema> | undefined;
}

/**
 * The schema `guardTools` hands the SDK for one tool: the checked JSON Schema
 * the model is shown (a fresh object, recorded so the middleware and
 * `repairToolCall` recognise the tool), and a `validate` that puts the core's
 * decision (repair, validation, argument scan, value rules) before the tool's
 * own validator. A refused call fails validation with ToolForm's feedback.
 *
 * @example
 * const inputSchema = guardInputSchema(guard, { name, inputSchema: tool.inputSchema, spec, specs, runId, deferred });
 */
export function guardInputSchema(guard: Guard, input: GuardInputSchemaInput): unknown {
  const { name, inputSchema, spec, specs, runId, deferred } = input;
  const original = asSchema(inputSchema as FlexibleSchema);
  // A fresh object per guarded tool: the middleware recognises it by identity.
  const own = (schema: JSONSchema) => {
    const copy = { ...schema };
    markGuardedSchema(guard, copy);
    return copy;
  };
  const visibleSchema =
    deferred === undefined
      ? own(spec.parameters)
      : Promise.resolve(deferred).then((s) => own(cleanSchema(guard, name, copySchema(s))));

  // Built once: the same toolset object on every call lets the core reuse what it read.
  let lateSpecs: Promise<readonly ToolSpec[]> | undefined;
  const toolsFor = (): readonly ToolSpec[] | Promise<readonly ToolSpec[]> => {
    if (deferred === undefined) return specs;
    lateSpecs ??= Promise.resolve(visibleSchema).then((parameters) =>
      Object.freeze(specs.map((s) => (s.name === name ? { ...s, parameters } : s))),
    );
    return lateSpecs;
  };

  type Judged = ReturnType<NonNullable<typeof original.validate>>;
  const now = canDecideSync(guard);
  // What the SDK goes on with once the core has decided: the decided arguments, run
  // through the tool's own schema when it has a validator of its own.
  const settle = (value: unknown, decision: Decision): Judged | Awaited<Judged> => {
    if (decision.action !== "execute") {
      return { success: false as const, error: refusalValidationError(value, decision) };
    }
    if (original.validate === undefined) {
      return { success: true as const, value: decision.arguments };
    }
    const own = original.validate(decision.arguments);
    return isThenable(own)
      ? (own as Promise<Awaited<Judged>>).then(ownVerdict)
      : ownVerdict(own as Awaited<Judged>);
  };
  // Fail closed, and quietly: the SDK would quote the value in its own message.
  const unchecked = (value: unknown, error: unknown) => ({
    success: false as const,
    error: uncheckedValidationError(value, error),
  });
  // Not an `async` function: its suspended frame and the await's closures were most
  // of what the adapter allocated per call; two callbacks sharing one context remain.
  const judge = (
    value: unknown,
    ctx: { tools: readonly ToolSpec[]; runId: string },
  ): Judged | Awaited<Judged> | Promise<Awaited<Judged>> => {
    // A call repairToolCall or the middleware decided and handed on repaired.
    const handed = takeHandedOver(guard, name, value);
    if (handed !== undefined) return settle(value, handed);
    if (now) {
      // The SDK takes the answer as a value: no promise, no turn of its queue.
      let decision: Decision;
      try {
        decision = guard.decideSync({ name, arguments: toCallArguments(value) }, ctx);
      } catch (error) {
        return unchecked(value, error);
      }
      return settle(value, decision);
    }
    let decided: Promise<Decision>;
    try {
      decided = guard.decide({ name, arguments: toCallArguments(value) }, ctx);
    } catch (error) {
      return Promise.resolve(unchecked(value, error));
    }
    return decided.then(
      (decision) => settle(value, decision),
      (error: unknown) => unchecked(value, error),
    );
  };
  // Built once: the same context (and toolset array) on every call lets the core reuse
  // what it read, and a tool whose schema is known now is judged without a wait for it.
  const ready = { tools: specs, runId };
  const validate =
    deferred === undefined
      ? (value: unknown) => judge(value, ready)
      : async (value: unknown) => judge(value, { tools: await toolsFor(), runId });

  // biome-ignore lint/suspicious/noExplicitAny: the SDK's JSONSchema7 type is structurally our JSONSchema
  const schema = jsonSchema(visibleSchema as any, { validate });
  // repairToolCall counts the calls it decides for this tool in the same run.
  markGuardedInputSchema(guard, schema, runId);
  return schema;
}

/**
 * A late schema's JSON Schema as the policy lets the model see it. Under "block"
 * the tool is already in the record and cannot be withdrawn, so it gets the
 * cleaned copy rather than the poisoned original.
 *
 * @example
 * const parameters = cleanSchema(guard, "lookup", resolvedSchema);
 */
export function cleanSchema(guard: Guard, name: string, parameters: JSONSchema): JSONSchema {
  const report = guard.guardToolset([{ name, parameters }]);
  return report.tools[0]?.parameters ?? report.cleaned[0]?.parameters ?? parameters;
}

// The tool's own schema rejecting what ToolForm let through ends the call there:
// marked, so repairToolCall does not decide it again.
function ownVerdict<T>(verdict: T): T {
  const failed = verdict as { success?: boolean; error?: unknown };
  if (failed.success === false) markRejectedByTool(failed.error);
  return verdict;
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}
