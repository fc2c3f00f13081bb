// Blank characters as the layout reads see them. Each read asks a narrower
// question than `\s`: a run inside one line must not swallow a line break,
// and a row of a vertical or one-word-per-line layout may end in a CR.

/**
 * A blank that keeps to its line: space or tab.
 *
 * @example
 * isInlineBlank(0x20); // true
 * isInlineBlank(0x0a); // false: a line break ends the run
 */
export const isInlineBlank = (c: number): boolean => c === 0x20 || c === 0x09;

/**
 * A blank inside one row of a layout: space, tab, or the CR of a CRLF ending.
 *
 * @example
 * isRowBlank(0x0d); // true
 * isRowBlank(0x0a); // false
 */
export const isRowBlank = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d;

/**
 * ASCII whitespace: space and U+0009–U+000D.
 *
 * @example
 * isAsciiSpace(0x0b); // true
 * isAsciiSpace(0xa0); // false
 */
export const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);
