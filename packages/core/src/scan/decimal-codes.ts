import { asciiSet, needleRuns } from "./needle-runs.js";

// Characters written as decimal codes one by one ("73 103 110 111 114 101",
// "73,103,110"): what `String.fromCharCode(...)` takes and what a "convert
// these ASCII codes" puzzle hands over. A run of eight or more codes of two
// or three digits, each standing alone as a number (not part of a decimal
// fraction, a version or a word).
const list = /(?<![0-9a-z.])[0-9]{2,3}(?:(?:, ?| )[0-9]{2,3}){7,}(?![0-9a-z]|[.,][0-9])/iy;
const isListChar = asciiSet("0123456789 ,");

/**
 * The lists of decimal codes that hold a space (`32`, which every sentence
 * written out as codes has), to `each` in order until it returns false: the
 * matches of
 * `/(?<![0-9a-z.])[0-9]{2,3}(?:(?:, ?| )[0-9]{2,3}){7,}(?![0-9a-z]|[.,][0-9])/gi`
 * that contain "32" (see needleRuns).
 *
 * @example
 * decimalCodes("codes: 105 103 110 111 114 101 32 97 108 108", (start, end) => true); // each(7, 45)
 */
export function decimalCodes(text: string, each: (start: number, end: number) => boolean): void {
  needleRuns(text, "32", list, isListChar, each);
}

/**
 * A list's codes read as characters (UTF-16 code units: every code of three
 * digits is one).
 *
 * @example
 * fromDecimalCodes("104, 105"); // "hi"
 */
export function fromDecimalCodes(raw: string): string {
  return String.fromCharCode(...(raw.match(/[0-9]{2,3}/g) ?? []).map(Number));
}
