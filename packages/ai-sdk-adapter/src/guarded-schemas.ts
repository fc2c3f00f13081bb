import type { Guard } from "@toolform/core";

// The JSON Schema objects `guardTools` hands the SDK carry the guard they were
// made under. The SDK passes that very object on in each request's tools, so
// the middleware can tell a tool guarded by the same guard (its validation
// will judge calls to it, its `execute` checks its output) from one that
// merely shares a name. A hidden property of the object, not an entry in a
// weak table: a toolset guarded per request makes new objects on every
// request, and weak tables that fill and empty at that rate cost each garbage
// collection more than the rest of `guardTools` (~2.7 µs of ~15 per build).
// Not enumerable and keyed by a symbol of this module, so a copy of the object
// (a spread, JSON) carries no mark, as it matched no weak-table entry.
const guardedBy = Symbol("toolform.guardedBy");

// The guard a schema object was marked with, if any.
function markOf(value: unknown, key: symbol): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<symbol, unknown>)[key]
    : undefined;
}

function mark(target: object, key: symbol, value: unknown): void {
  Object.defineProperty(target, key, { value, configurable: true });
}

/**
 * Records a schema object `guardTools` created for a tool under this guard.
 *
 * @example
 * markGuardedSchema(guard, visibleSchema);
 */
export function markGuardedSchema(guard: Guard, schema: object): void {
  mark(schema, guardedBy, guard);
}

/**
 * The names of the request's tools that `guardTools` wrapped with this guard.
 *
 * @example
 * guardedToolNames(guard, params.tools); // Set { "send_email" }
 */
export function guardedToolNames(
  guard: Guard,
  tools:
    | readonly { readonly type: string; readonly name: string; readonly inputSchema?: unknown }[]
    | undefined,
): Set<string> {
  const names = new Set<string>();
  for (const tool of tools ?? []) {
    if (tool.type === "function" && markOf(tool.inputSchema, guardedBy) === guard)
      names.add(tool.name);
  }
  return names;
}

// The `inputSchema` each tool `guardTools` wrapped carries its guard and the run
// its calls are counted in (the guarded toolset's): `repairToolCall` counts a call it
// decides for such a tool in that run too, so the tool has one retry budget.
const guardedRun = Symbol("toolform.guardedRun");
interface RunMark {
  readonly guard: Guard;
  readonly runId: string;
}

/**
 * Records the `inputSchema` `guardTools` made for a tool under this guard, and
 * the run its calls are counted in.
 *
 * @example
 * markGuardedInputSchema(guard, inputSchema, runId);
 */
export function markGuardedInputSchema(guard: Guard, inputSchema: object, runId: string): void {
  mark(inputSchema, guardedRun, { guard, runId } satisfies RunMark);
}

/**
 * The run a tool `guardTools` wrapped with this guard counts its calls in, or
 * undefined for any other tool.
 *
 * @example
 * guardedRunId(guard, tools.send_email); // "ai-sdk:…"
 */
export function guardedRunId(guard: Guard, tool: unknown): string | undefined {
  const inputSchema = (tool as { inputSchema?: unknown } | null)?.inputSchema;
  const run = markOf(inputSchema, guardedRun) as RunMark | undefined;
  return run?.guard === guard ? run.runId : undefined;
}

/**
 * Whether an SDK tool is one `guardTools` wrapped with this guard (its
 * `inputSchema` is the one `guardTools` made; its JSON Schema may still be
 * on its way).
 *
 * @example
 * guardsTool(guard, tools.send_email); // true
 */
export function guardsTool(guard: Guard, tool: unknown): boolean {
  return guardedRunId(guard, tool) !== undefined;
}
