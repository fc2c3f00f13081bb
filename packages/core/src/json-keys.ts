import { type JsonString, readString } from "./scan/json-strings.js";

/**
 * One object key inside a JSON text: `path` leads to its member (the key is its
 * last step), `object` numbers the object that holds it (in the order objects open).
 *
 * @example
 * const k: JsonKey = { path: ["a"], value: "a", start: 2, offsets: undefined, object: 0 };
 */
export interface JsonKey extends JsonString {
  readonly object: number;
}

// Shared by every key listed without its path.
const NO_PATH: readonly (string | number)[] = Object.freeze([]);

/**
 * Internal: the object keys of a valid JSON text (what `JSON.parse` accepted) that
 * `wanted` accepts (every key by default), in text order, with where their characters
 * sit in the text, as `jsonStrings` lists the string values. A string is a key only
 * right after `{`, or after `,` inside an object. Iterative and linear: a key's path
 * (as long as its depth) is built only for a listed key, and not at all with
 * `paths: false` (then every `path` is empty). Builds no object from the text, so keys
 * such as `__proto__` are inert.
 *
 * @example
 * jsonKeys('{"a":{"b\\n":1}}').map((k) => k.value); // ["a", "b\n"]
 * jsonKeys('{"a":{"b":1}}', (k) => k === "b")[0]?.path; // ["a", "b"]
 */
export function jsonKeys(
  raw: string,
  wanted: (key: string) => boolean = everyKey,
  paths = true,
): JsonKey[] {
  const out: JsonKey[] = [];
  // Each frame: the container, the key or index the next value takes, and the object's number.
  const stack: { array: boolean; key: string | number; object: number }[] = [];
  let objects = 0;
  // True only right after `{` or after `,` inside an object: the next string is a key.
  let expectKey = false;
  let i = 0;
  while (i < raw.length) {
    const c = raw.charCodeAt(i);
    if (c === 0x22) {
      const s = readString(raw, i);
      const top = stack[stack.length - 1];
      if (expectKey && top !== undefined && !top.array) {
        top.key = s.value;
        expectKey = false;
        if (wanted(s.value)) {
          out.push({
            path: paths ? stack.map((f) => f.key) : NO_PATH,
            value: s.value,
            start: s.start,
            offsets: s.offsets,
            object: top.object,
          });
        }
      }
      i = s.next;
      continue;
    }
    if (c === 0x7b) {
      stack.push({ array: false, key: "", object: objects++ });
      expectKey = true;
    } else if (c === 0x5b) stack.push({ array: true, key: 0, object: -1 });
    else if (c === 0x7d || c === 0x5d) {
      // A string after a closed container (`[{}, "x"]`) is a value, never a key.
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top?.array === true) top.key = (top.key as number) + 1;
      else expectKey = true;
    }
    i++;
  }
  return out;
}

function everyKey(): boolean {
  return true;
}
