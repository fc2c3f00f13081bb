import { scansClean } from "./clean-values.js";
import { isPlainData } from "./is-plain-data.js";

type Args = { readonly [key: string]: unknown };

/**
 * True when no string value or object key of the arguments holds any scan finding, judged
 * from the value already parsed: the same engine call per string that `scanArguments`
 * makes, without re-parsing the raw text or building the paths and raw offsets only a
 * finding needs. `false` means "cannot say": a finding was seen, a key was written
 * twice in the text (the parsed object kept only the last value, the raw scan sees
 * both), or an object holds something `JSON.stringify` would render differently. The
 * caller then runs the full scan, so the findings are always the raw scan's own.
 * `value` is what `JSON.parse` read from the text the model wrote, with `members` the
 * `key: value` pairs that text holds (so a key written twice is noticed), or a
 * caller's object as the guard read it (its one-read copy), with `members` undefined.
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
  // Blank text also parses to `{}`, yet the raw scan reads it as text: left to that scan.
  if (written === 0) return false;
  const members = visit(value, written !== undefined, 0);
  return members !== CANNOT && (written === undefined || members === written);
}

const CANNOT = -1;
// Deeper values are left to the full scan (a "cannot say"), which keeps the walk a
// plain recursion: no stack array or key list is built for the usual flat call.
const MAX_DEPTH = 32;

// The `key: value` members of the objects in `item`, or CANNOT when a string holds a
// finding or a value is one the full scan must judge.
function visit(item: unknown, fromText: boolean, depth: number): number {
  if (typeof item === "string") {
    // Any finding, low ones included: `scanArguments` may raise a low one by the
    // field it sits in, which only the full scan knows.
    return scansClean(item, "argument") ? 0 : CANNOT;
  }
  if (typeof item !== "object" || item === null) {
    // A bigint, a symbol or a null in the caller's own object: left to the full
    // scan's own serialisation.
    const plain =
      fromText || item === undefined || typeof item === "number" || typeof item === "boolean";
    return plain ? 0 : CANNOT;
  }
  if (depth >= MAX_DEPTH || (!fromText && !isPlainData(item))) return CANNOT;
  let members = 0;
  if (Array.isArray(item)) {
    for (let i = 0; i < item.length; i++) {
      const inner = visit(item[i], fromText, depth + 1);
      if (inner === CANNOT) return CANNOT;
      members += inner;
    }
    return members;
  }
  const record = item as Args;
  if (fromText) {
    // What `JSON.parse` built holds own data members only: `for…in` reads them from
    // the shape's key cache without a key list. An enumerable member someone added
    // to `Object.prototype` would be visited and counted too, and then the count
    // cannot match the text's: a "cannot say", never a wrong "clean".
    for (const key in record) {
      // Keys are scanned too; nearly all are short names the memo holds.
      if (!scansClean(key, "argument")) return CANNOT;
      const inner = visit(record[key], true, depth + 1);
      if (inner === CANNOT) return CANNOT;
      members += inner + 1;
    }
    return members;
  }
  // The caller's own object: its own members, from the shape's key cache too
  // (`Object.keys` would copy them into a new array on every call).
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (!scansClean(key, "argument")) return CANNOT;
    const inner = visit(record[key], false, depth + 1);
    if (inner === CANNOT) return CANNOT;
    members += inner + 1;
  }
  return members;
}
