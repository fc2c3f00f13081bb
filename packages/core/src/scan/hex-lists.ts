import { asciiSet, needleRuns } from "./needle-runs.js";

// Bytes written as hex numbers one by one ("49 67 6e", "0x49, 0x67", "49:67:6e"),
// the form a hex dump, a C array or a "decode these bytes" puzzle takes. A run of
// eight or more, each unit standing alone as a word.
const list = /(?<![0-9a-z])(?:0x)?[0-9a-f]{2}(?:(?:, ?|[ :;])(?:0x)?[0-9a-f]{2}){7,}(?![0-9a-z])/iy;

const isListChar = asciiSet("0123456789abcdefABCDEFxX ,:;");

/**
 * The lists of hex bytes that hold a space (`20`, which every sentence written out
 * as bytes has), to `each` in order until it returns false: the matches of
 * `/(?<![0-9a-z])(?:0x)?[0-9a-f]{2}(?:(?:, ?|[ :;])(?:0x)?[0-9a-f]{2}){7,}(?![0-9a-z])/gi`
 * that contain "20" (see needleRuns: prose costs a substring search instead of
 * the regex trying every position, ~0.5 ms per MB).
 *
 * @example
 * hexLists("bytes: 49 67 6e 6f 72 65 20 61 6c 6c", (start, end) => true); // each(7, 36)
 */
export function hexLists(text: string, each: (start: number, end: number) => boolean): void {
  needleRuns(text, "20", list, isListChar, each);
}
