import type { JSONSchema } from "./json-schema.js";

// ajv checks a schema against its draft's meta-schema before compiling it, and
// draft-07's meta-schema wants `enum` values unique: ajv compares every pair,
// so 40,000 values took four seconds and 200,000 a minute and a half (a hostile
// tool server's schema stalls the process). Past this many values an enum is
// checked here instead, in one pass.
const longEnum = 1024;
const maxVisits = 100_000;

/**
 * A copy of the schema for the meta-schema check, every enum longer than 1,024
 * values cut to its first (the copy checks the enum's shape, not its values),
 * or the schema itself when none is that long. Throws when a long enum repeats
 * a value, as the meta-schema check would. Cycle-safe and bounded.
 *
 * @example
 * metaSchemaStandIn({ enum: Array.from({ length: 5000 }, (_, i) => i) }); // { enum: [0] }
 */
export function metaSchemaStandIn(schema: JSONSchema): JSONSchema {
  const seen = new Set<object>();
  let visits = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node !== "object" || node === null || seen.has(node) || ++visits > maxVisits) {
      return node;
    }
    seen.add(node);
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      node.forEach((item, i) => {
        const out = walk(item);
        if (out === item) return;
        copy ??= [...node];
        copy[i] = out;
      });
      return copy ?? node;
    }
    const record = node as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      const value = record[key];
      let out: unknown;
      if (key === "enum" && Array.isArray(value) && value.length > longEnum) {
        checkUnique(value);
        out = value.slice(0, 1);
      } else out = walk(value);
      if (out !== value) {
        copy ??= { ...record };
        Object.defineProperty(copy, key, {
          value: out,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return copy ?? node;
  };
  return walk(schema) as JSONSchema;
}

function checkUnique(values: readonly unknown[]): void {
  const keys = new Set<string>();
  for (const value of values) {
    const key = canonical(value);
    if (keys.has(key)) throw new Error("schema is invalid: enum values must be unique");
    keys.add(key);
  }
}

// JSON with object keys sorted: equal values (as JSON Schema compares them) read the same.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
