/**
 * One string value inside a JSON text, with where its characters sit in that text.
 *
 * @example
 * const s: JsonString = { path: ["a"], value: "x", offsets: Int32Array.of(6, 7) };
 */
export interface JsonString {
  /** Object keys and array indices leading to the value. */
  readonly path: readonly (string | number)[];
  readonly value: string;
  /**
   * `offsets[i]` is the raw index where decoded char `i` starts; the last entry
   * is the closing quote, so decoded `[s, e)` is raw `[offsets[s], offsets[e])`.
   */
  readonly offsets: Int32Array;
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
 * through the escapes. Iterative (no recursion limit), linear, and never
 * builds objects, so hostile keys such as `__proto__` are inert. Returns
 * `undefined` when the text is not valid JSON.
 *
 * @example
 * jsonStrings('{"a":["x\\ny"]}')?.[0]; // { path: ["a", 0], value: "x\ny", offsets: [7, 8, 10, 11] }
 */
export function jsonStrings(raw: string): JsonString[] | undefined {
  try {
    JSON.parse(raw);
  } catch {
    return undefined;
  }
  const out: JsonString[] = [];
  // Each frame: the container kind, and the key or index the next value takes.
  const stack: { array: boolean; key: string | number }[] = [];
  let expectKey = false;
  let i = 0;
  while (i < raw.length) {
    const c = raw[i] as string;
    if (c === '"') {
      const { value, offsets, next } = readString(raw, i);
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        top.key = value;
        expectKey = false;
      } else {
        out.push({ path: stack.map((f) => f.key), value, offsets });
      }
      i = next;
      continue;
    }
    if (c === "{") {
      stack.push({ array: false, key: "" });
      expectKey = true;
    } else if (c === "[") {
      stack.push({ array: true, key: 0 });
    } else if (c === "}" || c === "]") {
      stack.pop();
    } else if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.array) top.key = (top.key as number) + 1;
      else expectKey = true;
    }
    i++;
  }
  return out;
}

function readString(
  raw: string,
  open: number,
): { value: string; offsets: Int32Array; next: number } {
  const chars: string[] = [];
  const offsets: number[] = [];
  let i = open + 1;
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
  return { value: chars.join(""), offsets: Int32Array.from(offsets), next: i + 1 };
}
