// C0 control characters a reader never sees: NUL between the letters of a
// UTF-16 text read one byte at a time ("i\0g\0n\0o\0r\0e"), or \x01-\x08
// (and DEL) sprinkled between letters to split a phrase for the rules while
// a model reads straight through them. Tab, line feed, vertical tab, form
// feed and carriage return are whitespace and stay; so does ESC, which opens
// the colour codes of terminal logs ("\x1b[31m").

// The characters cut, each looked for with a native search first: pure
// text without any of them pays one `indexOf` per character, no regex.
// Only NUL to backspace and DEL: the controls past the whitespace ones
// (\x0e-\x1f) are left, each would cost every text one more search.
const controls: readonly string[] = [..."\x00\x01\x02\x03\x04\x05\x06\x07\x08\x7f"];

const isControl = (c: number): boolean => c < 0x09 || c === 0x7f;

/**
 * Whether `text` holds a control character {@link controlCuts} would cut.
 *
 * @example
 * hasControl("i\0g\0n\0o\0r\0e"); // true
 * hasControl("a\tb\r\n"); // false
 */
export function hasControl(text: string): boolean {
  for (let k = 0; k < controls.length; k++) if (text.includes(controls[k] as string)) return true;
  return false;
}

/**
 * Each run of invisible C0 control characters (and DEL) in `text`, as sorted
 * flat [start, end) pairs. Linear: one pass, only when a native search found one.
 *
 * @example
 * controlCuts("i\0g\0nore"); // [1, 2, 3, 4]
 */
export function controlCuts(text: string): number[] {
  const cuts: number[] = [];
  if (!hasControl(text)) return cuts;
  for (let i = 0; i < text.length; i++) {
    if (!isControl(text.charCodeAt(i))) continue;
    let j = i + 1;
    while (j < text.length && isControl(text.charCodeAt(j))) j++;
    cuts.push(i, j);
    i = j;
  }
  return cuts;
}
