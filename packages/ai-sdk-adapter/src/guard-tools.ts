import { randomUUID } from "node:crypto";
import {
  type Guard,
  type JSONSchema,
  type PolicyInput,
  resolveGuard,
  type ToolSpec,
} from "@toolform/core";
import { asSchema, type ToolSet } from "ai";
import { checkToolOutput } from "./check-tool-output.js";
import { defineCheckedField } from "./checked-field.js";
import { copySchema } from "./copy-schema.js";
import { defineOwn } from "./define-own.js";
import { type GuardedModelOutput, guardModelOutput } from "./guard-model-output.js";
import { defineGuardedDescription } from "./guarded-description.js";
import {
  cleanSchema,
  type GuardInputSchemaInput,
  guardInputSchema,
} from "./guarded-input-schema.js";
import { type FoldedExamples, foldInputExamples, unfoldInputExamples } from "./input-examples.js";
import { isProviderTool } from "./is-provider-tool.js";

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
 * The retry budget counts per returned toolset: build it per request (tens
 * of microseconds for a small toolset, nothing next to a model call), or
 * build it once with a guard of your own and call `guard.resetRun()` between
 * requests.
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
  // The examples are checked as part of the tool's schema: poisoned ones are cleaned
  // with it, or withhold the tool under "block", like a poisoned description.
  const { tools: visible, removed } = guard.guardToolset(
    seen.map(({ spec, examples }) => examples?.spec ?? spec),
  );
  const byName = new Map(visible.map((spec) => [spec.name, spec]));
  const checked = new Map<string, Checked>();
  for (const read of seen) {
    const spec = byName.get(read.spec.name);
    if (spec !== undefined) checked.set(read.spec.name, unfold(spec, read));
  }
  // Frozen: the core then knows the toolset cannot have changed between calls and
  // skips comparing it with what it read.
  const specs = Object.freeze([...checked.values()].map(({ spec }) => spec));

  const guarded: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools) as [string, Tool][]) {
    if (isProviderTool(tool)) {
      defineOwn(guarded, name, tool);
      continue;
    }
    const found = checked.get(name);
    if (found === undefined || removed.includes(name)) continue;
    const { spec, inputExamples } = found;
    const deferred = seen.find((s) => s.spec.name === name)?.deferred;
    defineOwn(
      guarded,
      name,
      guardOne(guard, { name, tool, spec, specs, runId, deferred, inputExamples }),
    );
  }
  return guarded as TOOLS;
}

/** A tool's spec as checked, without its examples, and its examples as checked. */
interface Checked {
  readonly spec: ToolSpec;
  readonly inputExamples: readonly unknown[] | undefined;
}

function unfold(checked: ToolSpec, read: ReadSpec): Checked {
  if (read.examples === undefined) return { spec: checked, inputExamples: undefined };
  const { parameters, inputExamples } = unfoldInputExamples(
    checked,
    read.examples,
    read.spec.parameters,
  );
  return {
    spec: parameters === checked.parameters ? checked : { ...checked, parameters },
    inputExamples,
  };
}

/** A tool entry as read here: the fields ToolForm touches, the rest copied as is. */
type Tool = {
  readonly [key: string]: unknown;
  readonly type?: unknown;
  readonly description?: unknown;
};
type FlexibleSchema = Parameters<typeof asSchema>[0];

// What guarding one tool needs: what its schema's guard needs (the schema itself is
// the tool's), the tool, and its examples as checked.
interface GuardOneInput extends Omit<GuardInputSchemaInput, "inputSchema"> {
  readonly tool: Tool;
  /** The tool's `inputExamples` as checked (a copy), when it has any. */
  readonly inputExamples: readonly unknown[] | undefined;
}

function guardOne(guard: Guard, input: GuardOneInput): Tool {
  const { name, tool, spec, specs, runId, deferred, inputExamples } = input;
  const execute = tool.execute;
  // With `toModelOutput`, what it returns is what the model reads: that is checked, not the raw output.
  const modelOutput =
    typeof tool.toModelOutput === "function"
      ? guardModelOutput(guard, name, tool.toModelOutput as (arg: unknown) => unknown, runId)
      : undefined;
  const guarded: Tool = {
    ...tool,
    ...(inputExamples === undefined ? {} : { inputExamples }),
    ...(typeof execute === "function"
      ? {
          execute: withModelOutput(
            modelOutput,
            checkToolOutput(
              guard,
              name,
              execute as Parameters<typeof checkToolOutput>[2],
              runId,
              modelOutput === undefined,
            ),
          ),
        }
      : {}),
    ...(modelOutput === undefined ? {} : { toModelOutput: modelOutput.toModelOutput }),
    inputSchema: guardInputSchema(guard, {
      name,
      inputSchema: tool.inputSchema,
      spec,
      specs,
      runId,
      deferred,
    }),
  };
  defineGuardedDescription(guard, guarded, name, tool.description, spec);
  // Assigned after wrapping, a schema or examples are checked (once each) as the first ones were.
  defineCheckedField(guarded, "inputSchema", (value) => {
    const read = readSpec(name, { inputSchema: value });
    const parameters =
      read.deferred === undefined ? cleanSchema(guard, name, read.spec.parameters) : {};
    const late = { ...spec, parameters };
    return guardInputSchema(guard, {
      name,
      inputSchema: value,
      spec: late,
      specs: Object.freeze(specs.map((s) => (s.name === name ? late : s))),
      runId,
      deferred: read.deferred,
    });
  });
  defineCheckedField(guarded, "inputExamples", (value) => checkExamples(guard, name, value));
  // Turning data members into accessors leaves an object in V8's slow (dictionary)
  // mode, and the SDK reads some forty members of each tool per run: the same members
  // (same order, same accessors) on a fresh object are read at full speed.
  return Object.defineProperties({}, Object.getOwnPropertyDescriptors(guarded)) as Tool;
}

// Examples assigned later: cleaned with an empty schema; under "block" the tool can no
// longer be withdrawn, so the cleaned copy serves.
function checkExamples(guard: Guard, name: string, value: unknown): unknown {
  const examples = copySchema(value);
  const folded = foldInputExamples({ name, parameters: {} }, examples);
  if (folded === undefined) return examples;
  const report = guard.guardToolset([folded.spec]);
  const checked = report.tools[0] ?? report.cleaned[0] ?? folded.spec;
  return unfoldInputExamples(checked, folded, {}).inputExamples;
}

interface ReadSpec {
  readonly spec: ToolSpec;
  /** The schema when the tool only offers it asynchronously. */
  readonly deferred: PromiseLike<JSONSchema> | undefined;
  /** The spec with the tool's `inputExamples` folded in, when it has any. */
  readonly examples: FoldedExamples | undefined;
}

function readSpec(name: string, tool: Tool): ReadSpec {
  const schema = asSchema(tool.inputSchema as FlexibleSchema).jsonSchema as unknown;
  const description = typeof tool.description === "string" ? tool.description : undefined;
  const base = description === undefined ? { name } : { name, description };
  // Copies: what is checked is what the SDK is handed, at every step.
  const examples = copySchema(tool.inputExamples);
  if (isThenable(schema)) {
    // Scan the description now; the schema is cleaned once it resolves.
    const spec = { ...base, parameters: {} };
    return {
      spec,
      deferred: schema as PromiseLike<JSONSchema>,
      examples: foldInputExamples(spec, examples),
    };
  }
  const spec = { ...base, parameters: copySchema(schema as JSONSchema) };
  return { spec, deferred: undefined, examples: foldInputExamples(spec, examples) };
}

function withModelOutput(
  modelOutput: GuardedModelOutput | undefined,
  execute: ReturnType<typeof checkToolOutput>,
): ReturnType<typeof checkToolOutput> {
  return modelOutput === undefined ? execute : modelOutput.execute(execute);
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}
