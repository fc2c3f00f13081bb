/**
 * Sets `key` on `record` as an own, enumerable data property. Keys are data: a
 * tool or member named `__proto__` stays an own entry, never a prototype, and
 * no setter on the prototype chain runs.
 *
 * @example
 * const tools: Record<string, unknown> = {};
 * defineOwn(tools, "__proto__", tool);
 * Object.keys(tools); // ["__proto__"]
 */
export function defineOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
