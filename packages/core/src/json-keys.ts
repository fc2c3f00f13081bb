import { type JsonString, type PathFrame, readString, valuePath } from "./scan/json-strings.js";

/**
 * One object key inside a JSON text: `path` leads to its member (the key is its
 * last step), `object` numbers the object that holds it (in the order objects open).
 *
 * @example
 * const k: JsonKey = { path: new JsonPathStep("a", undefined), value: "a", start: 2, offsets: undefined, object: 0 };
 */
export interface JsonKey extends JsonString {
  readonly object: number;
}

/**
 * Internal: the object keys of a valid JSON text (what `JSON.parse` accepted) that
 * `wanted` accepts (every key by default), in text order, with where their characters
 * sit in the text, as `jsonStrings` lists the string values. A string is a key only
 * right after `{`, or after `,` inside an object. Iterative and linear at any depth
 * (paths share their steps, as in `jsonStrings`). Builds no object from the text, so
 * keys such as `__proto__` are inert.
 *
 * @example
 * jsonKeys('{"a":{"b\\n":1}}').map((k) => k.value); // ["a", "b\n"]
 * pathKeys(jsonKeys('{"a":{"b":1}}', (k) => k === "b")[0]?.path); // ["a", "b"]
 */
export function jsonKeys(raw: string, wanted: (key: string) => boolean = everyKey): JsonKey[] {
  const out: JsonKey[] = [];
  // Each frame also numbers its object (-1 for an array).
  const stack: (PathFrame & { readonly object: number })[] = [];
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
            path: valuePath(stack),
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
      stack.push({ array: false, key: "", path: valuePath(stack), object: objects++ });
      expectKey = true;
    } else if (c === 0x5b) stack.push({ array: true, key: 0, path: valuePath(stack), object: -1 });
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
