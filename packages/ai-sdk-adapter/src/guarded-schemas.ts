import type { Guard } from "@toolform/core";

// The JSON Schema objects `guardTools` hands the SDK, per guard. The SDK
// passes that very object on in each request's tools, so the middleware can
// tell a tool guarded by the same guard (its validation will judge calls to
// it, its `execute` checks its output) from one that merely shares a name.
const schemas = new WeakMap<Guard, WeakSet<object>>();

/**
 * Records a schema object `guardTools` created for a tool under this guard.
 *
 * @example
 * markGuardedSchema(guard, visibleSchema);
 */
export function markGuardedSchema(guard: Guard, schema: object): void {
  let set = schemas.get(guard);
  if (set === undefined) {
    set = new WeakSet();
    schemas.set(guard, set);
  }
  set.add(schema);
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
  const set = schemas.get(guard);
  const names = new Set<string>();
  for (const tool of tools ?? []) {
    const schema = tool.inputSchema;
    if (
      tool.type === "function" &&
      typeof schema === "object" &&
      schema !== null &&
      set?.has(schema)
    ) {
      names.add(tool.name);
    }
  }
  return names;
}

// The `inputSchema` each tool `guardTools` wrapped carries, per guard, with the run
// its calls are counted in (the guarded toolset's): `repairToolCall` counts a call it
// decides for such a tool in that run too, so the tool has one retry budget.
const inputSchemas = new WeakMap<Guard, WeakMap<object, string>>();

/**
 * Records the `inputSchema` `guardTools` made for a tool under this guard, and
 * the run its calls are counted in.
 *
 * @example
 * markGuardedInputSchema(guard, inputSchema, runId);
 */
export function markGuardedInputSchema(guard: Guard, inputSchema: object, runId: string): void {
  let map = inputSchemas.get(guard);
  if (map === undefined) {
    map = new WeakMap();
    inputSchemas.set(guard, map);
  }
  map.set(inputSchema, runId);
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
  if (typeof inputSchema !== "object" || inputSchema === null) return undefined;
  return inputSchemas.get(guard)?.get(inputSchema);
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
