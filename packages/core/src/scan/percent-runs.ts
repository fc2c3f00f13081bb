// Percent-encoded UTF-8 beyond ASCII ("%D0%98%D0%B3...", "%E2%80%8B"): the
// normalizer decodes single printable bytes in place, but a multi-byte
// character only decodes as a whole, so runs holding one are decoded here
// and scanned again. So are runs of escaped percent signs ("%2549%2567",
// "%25%34%39": a text percent-encoded twice): the normalizer reads them once,
// to escapes ("%49%67"), and the decoded run is read once more one layer
// down. A run is URL characters around such escapes.
const minEscapes = 3;

function isUrlChar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x25 ||
    c === 0x2b ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e
  );
}

/**
 * Runs of URL characters holding at least three escapes of non-ASCII bytes
 * or of a percent sign (`%25`), as [start, end) pairs in order.
 *
 * @example
 * [...percentRuns("see %D0%98%D0%B3 ok")]; // [[4, 16]]
 */
export function* percentRuns(text: string): Generator<[number, number]> {
  let lastEnd = 0;
  for (let at = nextEscape(text, 0); at >= 0; ) {
    let start = at;
    while (start > lastEnd && isUrlChar(text.charCodeAt(start - 1))) start--;
    let end = at;
    while (end < text.length && isUrlChar(text.charCodeAt(end))) end++;
    lastEnd = end;
    if (countEscapes(text, at, end) >= minEscapes) yield [start, end];
    at = nextEscape(text, end);
  }
}

// The first `%[89a-fA-F][0-9a-fA-F]` or `%25` at or after `from`, or -1, by
// the native search for "%": a regex with the same pattern tries every
// position of a text that holds any "%" at all (~0.5 ms per MB).
function nextEscape(text: string, from: number): number {
  for (let i = text.indexOf("%", from); i >= 0; i = text.indexOf("%", i + 1))
    if (isEscapeAt(text, i)) return i;
  return -1;
}

// Such escapes in text[from, end), counted by hand. Neither kind holds a "%"
// past its first character, so counting at every "%" counts what a global
// regex of the two finds.
function countEscapes(text: string, from: number, end: number): number {
  let count = 0;
  for (let i = from; i + 2 < end; i++)
    if (text.charCodeAt(i) === 0x25 && isEscapeAt(text, i)) count++;
  return count;
}

// Whether text[i] (a "%") starts an escape of a non-ASCII byte, or of a "%"
// (a text percent-encoded twice: "%2549" or "%25%34%39" for "%49"). (Within a
// run of URL characters the case fold in isHighNibble cannot meet the control
// characters 0x18 and 0x19 it would also fold onto "8" and "9".)
function isEscapeAt(text: string, i: number): boolean {
  const hi = text.charCodeAt(i + 1);
  const lo = text.charCodeAt(i + 2);
  return (isHighNibble(hi) && isHex(lo)) || (hi === 0x32 && lo === 0x35);
}

// [89a-fA-F]: the first hex digit of a byte of 0x80 or more.
function isHighNibble(c: number): boolean {
  const l = c | 0x20;
  return c === 0x38 || c === 0x39 || (l >= 0x61 && l <= 0x66);
}

function isHex(c: number): boolean {
  const l = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (l >= 0x61 && l <= 0x66);
}
