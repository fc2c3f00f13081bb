import type { CompiledSchema } from "./compile-validator.js";
import type { JSONSchema } from "./json-schema.js";
import { type ErrorBuckets, emptyBuckets, mapAjvErrors } from "./map-ajv-errors.js";
import { escapeData, unescapeError } from "./proto-keys.js";
import { compiledFor } from "./schema-cache.js";

// ajv's validator reads its data context by destructuring, with defaults for what is
// missing (the root's path, the instance itself as root data): an empty frozen context
// gives the same defaults without the `{}` its signature would allocate on every call.
const ROOT = Object.freeze({}) as NonNullable<Parameters<CompiledSchema["validate"]>[1]>;

/**
 * Runs a compiled schema on an instance and sorts the errors into buckets.
 * With `unknownArgs: "toolform"`, undeclared top-level keys of an object
 * instance are unknown unless the root schema's `additionalProperties` (or a
 * pattern, or a branch that admits extras) allows them.
 *
 * @example
 * runCompiled(compiled, { value: -5 }, "toolform").constraintErrors; // ["value: -5 < minimum 0"]
 */
export function runCompiled(
  compiled: CompiledSchema,
  instance: unknown,
  unknownArgs: "toolform" | "schema",
): ErrorBuckets | null {
  let valid: boolean;
  try {
    valid = compiled.validate(
      compiled.escapesKeys === true ? escapeData(instance) : instance,
      ROOT,
    ) as boolean;
  } catch (error) {
    // A recursive schema on deeply nested data can exhaust the stack: that is a
    // failed check (the call is rejected), never a crash.
    if (!(error instanceof RangeError)) throw error;
    return { ...emptyBuckets(), constraintErrors: ["(root): too deeply nested to validate"] };
  }
  const root = unknownArgs === "toolform" ? compiled.root : null;
  let undeclared: string[] | undefined;
  if (
    root !== null &&
    typeof instance === "object" &&
    instance !== null &&
    !Array.isArray(instance)
  ) {
    for (const key of Object.keys(instance)) {
      if (root.names.has(key)) continue;
      // Most schemas declare no patternProperties: no callback per key then.
      if (root.patterns.length > 0 && root.patterns.some((p) => p.test(key))) continue;
      undeclared ??= [];
      undeclared.push(key);
    }
  }
  if (valid && undeclared === undefined) return null;
  const errors = compiled.validate.errors ?? [];
  const buckets = mapAjvErrors(compiled.escapesKeys === true ? errors.map(unescapeError) : errors);
  if (undeclared !== undefined) buckets.unknownArgs.push(...undeclared);
  return buckets;
}

/**
 * Internal entry for the JSON-Schema-Test-Suite conformance run: validates any
 * JSON instance (not only objects) through the same compile cache and error
 * mapping as `validateArguments`. Throws when the schema cannot be compiled.
 *
 * @example
 * validateInstance({ type: "integer" }, 5.0).valid; // true
 */
export function validateInstance(
  schema: JSONSchema | boolean,
  instance: unknown,
  options: { unknownArgs?: "toolform" | "schema" } = {},
): { valid: boolean; buckets: ErrorBuckets | null } {
  const entry = compiledFor(schema);
  if (!entry.ok)
    throw new Error(`schema cannot be compiled: ${entry.reason}`, { cause: entry.cause });
  const buckets = runCompiled(entry.compiled, instance, options.unknownArgs ?? "schema");
  return { valid: buckets === null, buckets };
}
