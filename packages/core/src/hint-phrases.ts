// The words the invalid-call hint reads out of a type or enum message: shared by the
// hint (build-hint.ts) and the hint written directly as JSON (hint-json.ts), which must
// give the same bytes.

const VOWELS = "aeiou";

const typeArticle = (type: string) =>
  type === "null"
    ? "null"
    : VOWELS.includes(type.charAt(0)) && type !== ""
      ? `an ${type}`
      : `a ${type}`;

/**
 * The type names of "integer,string" or "integer or string" (the regex in typeHint
 * admits only [a-z]+ names joined by "," or " or "), each with its article, joined by
 * " or ": the same words as split(/,| or /).map(typeArticle).join(" or "), without the
 * regex split and Array#join, which are slow for a line this short.
 *
 * @example
 * typeList("string,null"); // "a string or null"
 */
export function typeList(names: string): string {
  let out = "";
  let start = 0;
  for (let i = 0; i <= names.length; i++) {
    const end = i === names.length || names.charCodeAt(i) === 44 ? i : -1;
    const or = end === -1 && names.startsWith(" or ", i);
    if (end === -1 && !or) continue;
    out += `${out === "" ? "" : " or "}${typeArticle(names.slice(start, i))}`;
    if (or) i += 3;
    start = i + 1;
  }
  return out;
}

const isLetter = (c: number) => c >= 97 && c <= 122;

/**
 * The length of what /^expected ([a-z]+(?:(?:,| or )[a-z]+)*)/ captures in `message`,
 * read by hand (the regex runs for every type error): -1 when it does not match. The
 * names start at index 9 (`"expected ".length`).
 *
 * @example
 * expectedTypes("expected integer, got string"); // 7
 */
export function expectedTypes(message: string): number {
  const from = 9; // "expected ".length
  if (!message.startsWith("expected ")) return -1;
  let i = from;
  while (isLetter(message.charCodeAt(i))) i++;
  if (i === from) return -1;
  for (;;) {
    // A separator counts only when a name follows it (the regex backtracks otherwise).
    const sep = message.charCodeAt(i) === 44 ? 1 : message.startsWith(" or ", i) ? 4 : 0;
    if (sep === 0 || !isLetter(message.charCodeAt(i + sep))) return i - from;
    i += sep;
    while (isLetter(message.charCodeAt(i))) i++;
  }
}

/**
 * What /^expected (one of .+|.+)$/ captures: the rest after "expected ", when it is not
 * empty and holds no line terminator (`.` does not match one; `$` is the end of input).
 *
 * @example
 * expectedValues('expected one of "C", "F"'); // 'one of "C", "F"'
 */
export function expectedValues(message: string): string | undefined {
  if (!message.startsWith("expected ") || message.length === 9) return undefined;
  for (let i = 9; i < message.length; i++) {
    const c = message.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return undefined;
  }
  return message.slice(9);
}
