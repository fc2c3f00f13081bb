/**
 * One step of a path into a JSON value: the object key or array index, and the
 * path to the container holding it (`undefined` at the root). Steps are shared:
 * every value of a container points at that container's own step, so listing the
 * paths of all the values of a JSON text costs one step per value, whatever the
 * depth, where an array per value costs its depth (quadratic on deep nesting).
 *
 * @example
 * const path = new JsonPathStep(0, new JsonPathStep("a", undefined));
 * pathKeys(path); // ["a", 0]
 */
export class JsonPathStep {
  /** The nearest object key on the path, at this step or above. */
  readonly named: string | undefined;
  // `pathText`'s memo: siblings share their container's text.
  text: string | undefined;

  constructor(
    readonly key: string | number,
    readonly up: JsonPathStep | undefined,
  ) {
    this.named = typeof key === "string" ? key : up?.named;
    this.text = undefined;
  }
}

/**
 * A path as steps from the root: `undefined` is the root itself.
 *
 * @example
 * const root: JsonPath = undefined;
 */
export type JsonPath = JsonPathStep | undefined;

/**
 * The keys and indices of a path, from the root: as long as the path is deep,
 * so only for one that is read whole.
 *
 * @example
 * pathKeys(new JsonPathStep("b", new JsonPathStep("a", undefined))); // ["a", "b"]
 */
export function pathKeys(path: JsonPath): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = path; at !== undefined; at = at.up) keys.push(at.key);
  return keys.reverse();
}

/**
 * The path's keys joined with dots (`"a.0.b"`; the root is `""`). Each step's text
 * is kept, and built on its container's, so the texts of every path of one JSON
 * text cost time linear in its steps (the strings share their prefixes).
 *
 * @example
 * pathText(new JsonPathStep(0, new JsonPathStep("a", undefined))); // "a.0"
 */
export function pathText(path: JsonPath): string {
  // Iterative: a path may be far deeper than the call stack.
  const pending: JsonPathStep[] = [];
  let at = path;
  while (at !== undefined && at.text === undefined) {
    pending.push(at);
    at = at.up;
  }
  let text = at?.text;
  for (let i = pending.length - 1; i >= 0; i--) {
    const step = pending[i] as JsonPathStep;
    text = text === undefined ? String(step.key) : `${text}.${step.key}`;
    step.text = text;
  }
  return text ?? "";
}
