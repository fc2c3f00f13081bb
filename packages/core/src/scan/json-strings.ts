import { type JsonPath, JsonPathStep } from "./json-path-step.js";

/**
 * One string value inside a JSON text, with where its characters sit in that text.
 *
 * @example
 * const s: JsonString = { path: new JsonPathStep("a", undefined), value: "x", start: 6, offsets: undefined };
 */
export interface JsonString {
  /** Object keys and array indices leading to the value (`pathKeys` lists them). */
  readonly path: JsonPath;
  readonly value: string;
  /** Raw index of the value's first character (just after the opening quote). */
  readonly start: number;
  /**
   * Only for values with escapes: `offsets[i]` is the raw index where decoded
   * char `i` starts, and the last entry is the closing quote. Without escapes
   * decoded char `i` sits at `start + i`.
   */
  readonly offsets: Int32Array | undefined;
}

/**
 * The raw index of decoded character `i` of a JSON string (`i` may be its length).
 *
 * @example
 * rawIndex({ path: undefined, value: "ab", start: 1, offsets: undefined }, 2); // 3
 */
export function rawIndex(s: JsonString, i: number): number {
  return s.offsets ? (s.offsets[i] as number) : s.start + i;
}

const simpleEscapes: Readonly<Record<string, string>> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

/**
 * Lists every string *value* of a JSON text with its path and an offset map
 * through the escapes. Iterative (no recursion limit), linear at any depth (the
 * values of a container share its path), and never builds objects, so hostile
 * keys such as `__proto__` are inert. Returns `undefined` when the text is not
 * valid JSON.
 *
 * @example
 * const s = jsonStrings('{"a":["x\\ny"]}')?.[0]; // { value: "x\ny", start: 7, offsets: [7, 8, 10, 11], path }
 * pathKeys(s?.path); // ["a", 0]
 */
export function jsonStrings(raw: string): JsonString[] | undefined {
  try {
    JSON.parse(raw);
  } catch {
    return undefined;
  }
  const out: JsonString[] = [];
  const stack: PathFrame[] = [];
  // True only right after `{` or after `,` inside an object: the next string is a key.
  let expectKey = false;
  let i = 0;
  while (i < raw.length) {
    const c = raw[i] as string;
    if (c === '"') {
      const { value, start, offsets, next } = readString(raw, i);
      const top = stack[stack.length - 1];
      if (expectKey && top !== undefined && !top.array) {
        top.key = value;
        expectKey = false;
      } else {
        out.push({ path: valuePath(stack), value, start, offsets });
      }
      i = next;
      continue;
    }
    if (c === "{") {
      stack.push({ array: false, key: "", path: valuePath(stack) });
      expectKey = true;
    } else if (c === "[") {
      stack.push({ array: true, key: 0, path: valuePath(stack) });
    } else if (c === "}" || c === "]") {
      // A string after a closed container (`[{}, "x"]`) is a value, never a key.
      stack.pop();
      expectKey = false;
    } else if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.array) top.key = (top.key as number) + 1;
      else expectKey = true;
    }
    i++;
  }
  return out;
}

/**
 * Internal: one open container of a walk over a JSON text: its kind, the key or
 * index its next value takes, and its own path.
 *
 * @example
 * const frame: PathFrame = { array: true, key: 0, path: undefined };
 */
export interface PathFrame {
  readonly array: boolean;
  key: string | number;
  readonly path: JsonPath;
}

/**
 * Internal: the path of the value about to be read in the innermost open container
 * (the root's, `undefined`, when none is open). One new step, whatever the depth.
 *
 * @example
 * valuePath([{ array: false, key: "a", path: undefined }])?.key; // "a"
 */
export function valuePath(stack: readonly PathFrame[]): JsonPath {
  const top = stack[stack.length - 1];
  return top === undefined ? undefined : new JsonPathStep(top.key, top.path);
}

/**
 * Internal: the JSON string opening at `open` (its quote), decoded, with the raw
 * index of each decoded character when it holds an escape (the last entry is the
 * closing quote), and where the text goes on after it.
 *
 * @example
 * readString('"a\\nb"', 0).value; // "a\nb"
 */
export function readString(
  raw: string,
  open: number,
): { value: string; start: number; offsets: Int32Array | undefined; next: number } {
  const start = open + 1;
  // Most values have no escapes: one slice, and the offset map is implicit.
  // (A plain loop: indexOf for a backslash would scan past the value.)
  let k = start;
  while (k < raw.length) {
    const c = raw.charCodeAt(k);
    if (c === 0x22) return { value: raw.slice(start, k), start, offsets: undefined, next: k + 1 };
    if (c === 0x5c) break;
    k++;
  }
  const chars: string[] = [];
  const offsets: number[] = [];
  let i = start;
  while (i < raw.length && raw[i] !== '"') {
    offsets.push(i);
    if (raw[i] === "\\") {
      const e = raw[i + 1] as string;
      if (e === "u") {
        chars.push(String.fromCharCode(Number.parseInt(raw.slice(i + 2, i + 6), 16)));
        i += 6;
      } else {
        chars.push(simpleEscapes[e] ?? e);
        i += 2;
      }
    } else {
      chars.push(raw[i] as string);
      i++;
    }
  }
  offsets.push(i);
  return { value: chars.join(""), start, offsets: Int32Array.from(offsets), next: i + 1 };
}
