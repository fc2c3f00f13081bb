/**
 * Internal: a JSON number as JSON writes it: no "+1", "0x10", ".5", "" or "Infinity".
 * The numeric-string repair reads only strings (trimmed) that match it.
 *
 * @example
 * JSON_NUMBER.test("7.5"); // true
 */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Internal: the words (trimmed, lower-cased) the boolean-string repair reads as `true`.
 *
 * @example
 * TRUE_WORDS.has("yes"); // true
 */
export const TRUE_WORDS: ReadonlySet<string> = new Set(["true", "yes"]);

/**
 * Internal: the words (trimmed, lower-cased) the boolean-string repair reads as `false`.
 *
 * @example
 * FALSE_WORDS.has("no"); // true
 */
export const FALSE_WORDS: ReadonlySet<string> = new Set(["false", "no"]);

// 1 for an ASCII character no candidate string starts with (once trimmed, a JSON
// number starts with "-" or a digit, a word with t, y, f or n in either case; white
// space is trimmed first, so it starts nothing yet).
const NEVER_STARTS = new Uint8Array(128).fill(1);
for (const c of "\t\n\v\f\r -0123456789tTyYfFnN") NEVER_STARTS[c.charCodeAt(0)] = 0;

// The longest word above. Lower-casing never shortens a string (only "İ" changes
// length, and it grows), so a longer trimmed string is none of them.
const LONGEST_WORD = 5;

/**
 * Internal: whether meaning-preserving repair could change this value where it stands,
 * whatever its schema says: a string that reads as a JSON number or a yes/no word
 * once trimmed, or a one-item list of a scalar. Repair keeps any other value as it
 * is (an object's or a longer list's members are positions of their own).
 *
 * @example
 * repairCouldChange("7"); // true
 * repairCouldChange("not a number"); // false
 * repairCouldChange([10]); // true
 */
export function repairCouldChange(value: unknown): boolean {
  if (typeof value === "string") {
    // Most strings are ruled out by their first character, with no trimmed copy: an
    // ASCII one that is neither white space nor the start of a number or a word.
    const head = value.charCodeAt(0);
    if (head < 128 && NEVER_STARTS[head] === 1) return false;
    const trimmed = value.trim();
    // A JSON number starts with "-" or a digit: most strings are ruled out without the regex.
    const first = trimmed.charCodeAt(0);
    if ((first === 45 || (first >= 48 && first <= 57)) && JSON_NUMBER.test(trimmed)) return true;
    if (trimmed.length > LONGEST_WORD) return false;
    const word = trimmed.toLowerCase();
    return TRUE_WORDS.has(word) || FALSE_WORDS.has(word);
  }
  if (!Array.isArray(value) || value.length !== 1) return false;
  const only: unknown = value[0];
  return only === null || typeof only !== "object";
}
