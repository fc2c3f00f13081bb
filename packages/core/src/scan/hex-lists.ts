// Bytes written as hex numbers one by one ("49 67 6e", "0x49, 0x67", "49:67:6e"),
// the form a hex dump, a C array or a "decode these bytes" puzzle takes. A run of
// eight or more, each unit standing alone as a word.
const list = /(?<![0-9a-z])(?:0x)?[0-9a-f]{2}(?:(?:, ?|[ :;])(?:0x)?[0-9a-f]{2}){7,}(?![0-9a-z])/iy;

// The characters a list is made of: where the walk back to a list's start goes.
const listTable = new Uint8Array(128);
for (const ch of "0123456789abcdefABCDEFxX ,:;") listTable[ch.charCodeAt(0)] = 1;

/**
 * The lists of hex bytes that hold a space (`20`, which every sentence written out
 * as bytes has), to `each` in order until it returns false: the matches of
 * `/(?<![0-9a-z])(?:0x)?[0-9a-f]{2}(?:(?:, ?|[ :;])(?:0x)?[0-9a-f]{2}){7,}(?![0-9a-z])/gi`
 * that contain "20". Only each "20" the native search finds is tried, with a walk
 * back over list characters to where its list can start, so prose costs a
 * substring search instead of the regex trying every position (~0.5 ms per MB).
 *
 * @example
 * hexLists("bytes: 49 67 6e 6f 72 65 20 61 6c 6c", (start, end) => true); // each(7, 36)
 */
export function hexLists(text: string, each: (start: number, end: number) => boolean): void {
  // No list that holds a "20" at or after `floor` starts before it.
  let floor = 0;
  for (let i = text.indexOf("20"); i >= 0; i = text.indexOf("20", Math.max(i + 1, floor))) {
    let p = i;
    while (p > floor && isListChar(text.charCodeAt(p - 1))) p--;
    floor = i + 1;
    while (p <= i) {
      list.lastIndex = p;
      const m = list.exec(text);
      if (m === null) {
        p++;
        continue;
      }
      const end = p + m[0].length;
      if (end > i) {
        if (!each(p, end)) return;
        floor = end;
        break;
      }
      // A list that ends before this "20" holds none: the next one starts past it.
      p = end;
    }
  }
}

function isListChar(c: number): boolean {
  return c < 128 && listTable[c] === 1;
}
