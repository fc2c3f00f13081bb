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

/**
 * Whether an SDK tool is one `guardTools` wrapped with this guard (its schema
 * is the object `guardTools` made).
 *
 * @example
 * guardsTool(guard, tools.send_email); // true
 */
export function guardsTool(guard: Guard, tool: unknown): boolean {
  const schema = (tool as { inputSchema?: { jsonSchema?: unknown } } | null)?.inputSchema
    ?.jsonSchema;
  return typeof schema === "object" && schema !== null && schemas.get(guard)?.has(schema) === true;
}
