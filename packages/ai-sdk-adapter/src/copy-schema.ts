/**
 * A deep copy of a JSON Schema as it reads now: every object and array is
 * copied (getters read once, `__proto__` kept as a key), other values are
 * kept. `guardTools` checks this copy and hands the SDK only the copy, so a
 * schema the caller changes later (a nested description rewritten after the
 * first step) cannot reach the model unchecked. Iterative and cycle-safe: a
 * cycle is copied as a cycle, a deep schema does not overflow the stack.
 *
 * @example
 * const schema = { properties: { q: { description: "Query." } } };
 * const copy = copySchema(schema);
 * schema.properties.q.description = "changed";
 * copy.properties.q.description; // "Query."
 */
export function copySchema<T>(schema: T): T {
  if (typeof schema !== "object" || schema === null) return schema;
  const copies = new Map<object, unknown>();
  const pending: { source: object; target: Record<string | number, unknown> }[] = [];
  const copyOf = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    const target = (Array.isArray(value) ? [] : {}) as Record<string | number, unknown>;
    copies.set(value, target);
    pending.push({ source: value, target });
    return target;
  };
  const root = copyOf(schema);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { source, target } = next;
    if (Array.isArray(source)) {
      for (let i = 0; i < source.length; i++) target[i] = copyOf(source[i]);
      continue;
    }
    for (const key of Object.keys(source)) {
      const value = copyOf((source as Record<string, unknown>)[key]);
      // Assigned, a key Object.prototype has ("__proto__", "constructor" under a frozen
      // prototype) would reach the prototype: that one is defined. Other keys are
      // assigned, several times faster than defining each.
      if (key in inherited)
        Object.defineProperty(target, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else target[key] = value;
    }
  }
  return root as T;
}

// What every copied object inherits: a key found here is defined on the copy, not assigned.
const inherited: object = Object.prototype;
