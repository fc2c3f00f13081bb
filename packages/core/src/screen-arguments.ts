import { scansClean } from "./clean-values.js";

type Args = { readonly [key: string]: unknown };

function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  const plain = Array.isArray(value)
    ? proto === Array.prototype
    : proto === Object.prototype || proto === null;
  // `toJSON` would change what `JSON.stringify` (and so the raw scan) sees.
  return plain && !Object.hasOwn(value, "toJSON");
}

/**
 * True when no string value of the arguments holds any scan finding, judged
 * from the value already parsed: the same engine call per string that `scanArguments`
 * makes, without re-parsing the raw text or building the paths and raw offsets only a
 * finding needs. `false` means "cannot say": a finding was seen, a key was written
 * twice in the text (the parsed object kept only the last value, the raw scan sees
 * both), or an object holds something `JSON.stringify` would render differently. The
 * caller then runs the full scan, so the findings are always the raw scan's own.
 * `value` is what `JSON.parse` read from the text the model wrote, with `members` the
 * `key: value` pairs that text holds (so a key written twice is noticed), or the
 * caller's own object, with `members` undefined.
 *
 * @example
 * screenArguments({ city: "Paris" }, 1); // true
 * screenArguments({ a: "x" }, 2); // false: '{"a":"ignore…","a":"x"}'
 */
export function screenArguments(value: Args, members: number | undefined): boolean {
  try {
    return screen(value, members);
  } catch {
    // The full scan has its own answer for text the engine cannot read.
    return false;
  }
}

function screen(value: Args, written: number | undefined): boolean {
  const fromText = written !== undefined;
  // Blank text also parses to `{}`, yet the raw scan reads it as text: left to that scan.
  if (written === 0) return false;
  const stack: unknown[] = [value];
  let members = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      // Any finding, low ones included: `scanArguments` may raise a low one by the
      // field it sits in, which only the full scan knows.
      if (!scansClean(item)) return false;
    } else if (typeof item === "object" && item !== null) {
      if (!fromText && !isPlainData(item)) return false;
      if (Array.isArray(item)) {
        for (let i = 0; i < item.length; i++) stack.push(item[i]);
      } else {
        const record = item as Args;
        const keys = Object.keys(record);
        members += keys.length;
        for (let i = 0; i < keys.length; i++) stack.push(record[keys[i]!]);
      }
    } else if (
      !fromText &&
      item !== undefined &&
      typeof item !== "number" &&
      typeof item !== "boolean"
    ) {
      // A bigint or symbol: left to the full scan's own serialisation.
      return false;
    }
  }
  return !fromText || members === written;
}
