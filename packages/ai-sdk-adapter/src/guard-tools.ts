import { randomUUID } from "node:crypto";
import {
  canDecideSync,
  type Decision,
  type Guard,
  type JSONSchema,
  type PolicyInput,
  resolveGuard,
  type ToolSpec,
} from "@toolform/core";
import { asSchema, jsonSchema, type ToolSet } from "ai";
import { checkToolOutput } from "./check-tool-output.js";

import { markRejectedByTool, takeHandedOver } from "./decided-calls.js";
import { markGuardedSchema } from "./guarded-schemas.js";
import { isProviderTool } from "./is-provider-tool.js";
import { refusalValidationError, uncheckedValidationError } from "./refusal-validation-error.js";
import { toCallArguments } from "./to-call-arguments.js";

/**
 * Puts ToolForm into the SDK's own input validation of every tool, and
 * strips or withholds poisoned descriptions before the model sees them.
 *
 * The model keeps seeing each tool's real JSON Schema. When it calls a tool,
 * ToolForm repairs what cannot change meaning (`"7"` → 7), validates, scans
 * the arguments and applies the policy's value rules, then runs the tool's
 * own schema (so zod transforms and defaults still apply). A refused call
 * becomes the SDK's own `tool-error`, which the model reads next step — give
 * `generateText`/`streamText` a multi-step `stopWhen`, or it never does.
 * What a tool returns is checked on the `tool_output` channel before the
 * model reads it. Provider-executed tools pass through untouched.
 *
 * The retry budget counts per returned toolset: build it per request (it is
 * cheap), or pass one guard and call `guard.resetRun()` yourself.
 *
 * @example
 * const result = await generateText({
 *   model,
 *   tools: guardTools({ weather }, { values: { weather: { city: { oneOf: ["Paris"] } } } }),
 *   stopWhen: stepCountIs(5),
 *   prompt: "Weather in Paris?",
 * });
 */
export function guardTools<TOOLS extends ToolSet>(tools: TOOLS, policy?: PolicyInput): TOOLS {
  const guard = resolveGuard(policy);
  // One budget per guarded toolset: `validate` sees only the value, so the
  // toolset is the narrowest run identity the SDK's hook can carry.
  const runId = `ai-sdk:${randomUUID()}`;
  const entries = (Object.entries(tools) as [string, Tool][]).filter(
    ([, tool]) => !isProviderTool(tool),
  );

  const seen = entries.map(([name, tool]) => readSpec(name, tool));
  const { tools: visible, removed } = guard.guardToolset(seen.map(({ spec }) => spec));
  const byName = new Map(visible.map((spec) => [spec.name, spec]));
  // Frozen: the core then knows the toolset cannot have changed between calls and
  // skips comparing it with what it read.
  const specs = Object.freeze(
    seen.map(({ spec }) => byName.get(spec.name)).filter((s) => s !== undefined),
  );

  const guarded: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools) as [string, Tool][]) {
    if (isProviderTool(tool)) {
      define(guarded, name, tool);
      continue;
    }
    const spec = byName.get(name);
    if (spec === undefined || removed.includes(name)) continue;
    const deferred = seen.find((s) => s.spec.name === name)?.deferred;
    define(guarded, name, guardOne(guard, { name, tool, spec, specs, runId, deferred }));
  }
  return guarded as TOOLS;
}

/** A tool entry as read here: the fields ToolForm touches, the rest copied as is. */
type Tool = {
  readonly [key: string]: unknown;
  readonly type?: unknown;
  readonly description?: unknown;
};
type FlexibleSchema = Parameters<typeof asSchema>[0];

interface GuardOneInput {
  readonly name: string;
  readonly tool: Tool;
  readonly spec: ToolSpec;
  readonly specs: readonly ToolSpec[];
  readonly runId: string;
  /** The schema when the tool only offers it asynchronously. */
  readonly deferred: PromiseLike<JSONSchema> | undefined;
}

function guardOne(guard: Guard, input: GuardOneInput): Tool {
  const { name, tool, spec, specs, runId, deferred } = input;
  const original = asSchema(tool.inputSchema as FlexibleSchema);
  // A fresh object per guarded tool: the middleware recognises it by identity.
  const own = (schema: JSONSchema) => {
    const copy = { ...schema };
    markGuardedSchema(guard, copy);
    return copy;
  };
  const visibleSchema =
    deferred === undefined
      ? own(spec.parameters)
      : Promise.resolve(deferred).then((s) => own(cleanSchema(guard, name, s)));

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

  const execute = tool.execute;
  return {
    ...tool,
    ...guardedDescription(guard, name, tool, spec),
    ...(typeof execute === "function"
      ? {
          execute: checkToolOutput(
            guard,
            name,
            execute as Parameters<typeof checkToolOutput>[2],
            runId,
          ),
        }
      : {}),
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's JSONSchema7 type is structurally our JSONSchema
    inputSchema: jsonSchema(visibleSchema as any, { validate }),
  };
}

function guardedDescription(guard: Guard, name: string, tool: Tool, spec: ToolSpec): Partial<Tool> {
  const description: unknown = tool.description;
  if (typeof description === "string") return { description: spec.description ?? "" };
  if (typeof description !== "function") return {};
  // A description computed per call (from `context`) is guarded when it is
  // computed; under "block" it comes out empty (the tool cannot be withdrawn then).
  return {
    description: (options: unknown) => {
      const text = (description as (o: unknown) => string)(options);
      const { tools: cleaned } = guard.guardToolset([{ name, description: text, parameters: {} }]);
      return cleaned[0]?.description ?? "";
    },
  };
}

function readSpec(
  name: string,
  tool: Tool,
): { spec: ToolSpec; deferred: PromiseLike<JSONSchema> | undefined } {
  const schema = asSchema(tool.inputSchema as FlexibleSchema).jsonSchema as unknown;
  const description = typeof tool.description === "string" ? tool.description : undefined;
  const base = description === undefined ? { name } : { name, description };
  if (isThenable(schema)) {
    // Scan the description now; the schema is cleaned once it resolves.
    return { spec: { ...base, parameters: {} }, deferred: schema as PromiseLike<JSONSchema> };
  }
  return { spec: { ...base, parameters: schema as JSONSchema }, deferred: undefined };
}

function cleanSchema(guard: Guard, name: string, parameters: JSONSchema): JSONSchema {
  // Under "block" a late schema's tool is already in the record and cannot be
  // withdrawn, so it gets the cleaned copy rather than the poisoned original.
  const report = guard.guardToolset([{ name, parameters }]);
  return report.tools[0]?.parameters ?? report.cleaned[0]?.parameters ?? parameters;
}

// Keys are data: a tool named "__proto__" stays an own entry, never a prototype.
function define(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
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
