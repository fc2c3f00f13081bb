/**
 * Every string value in arguments, depth first in key order (iterative; the
 * arguments have already passed the depth limit). Keys are not included.
 *
 * @example
 * stringValues({ to: "a@x.io", cc: ["b@y.io"], n: 2 }); // ["a@x.io", "b@y.io"]
 */
export function stringValues(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") out.push(item);
    else if (typeof item === "object" && item !== null) {
      const children = Array.isArray(item) ? item : Object.values(item);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return out;
}
