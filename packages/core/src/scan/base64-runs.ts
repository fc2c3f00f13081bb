// Base64 (standard and URL-safe) characters, as a lookup table: the run
// finder below tests a few characters of every word.
const base64Table = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-")
  base64Table[ch.charCodeAt(0)] = 1;

function isBase64Char(c: number): boolean {
  return c < 128 && base64Table[c] === 1;
}

/**
 * The shortest run worth decoding: shorter than 20 characters rarely holds a sentence.
 *
 * @example
 * if (text.length < minRun) return [];
 */
export const minRun = 20;

/**
 * Runs of 20+ base64/hex characters, in order, to `each` until it returns
 * false (the end takes up to two "=" of padding): what
 * `/(?<![A-Za-z0-9+\/_-])[A-Za-z0-9+\/_-]{20,}={0,2}/g` finds.
 *
 * A window of `minRun` characters is read from its end: the first character
 * that is not base64 rules out every window through it, so the next window
 * starts just past it. In prose that is a few reads per ~17 characters, with
 * one hard-to-predict branch each (growing every probed word both ways, as
 * before, cost two): ~0.9 instead of ~1.6 ms per MB.
 *
 * @example
 * longRuns("x aWdub3JlIGFsbCBwcmV2aW91cw== y", (start, end) => true); // each(2, 30)
 */
export function longRuns(text: string, each: (start: number, end: number) => boolean): void {
  const n = text.length;
  // Every window starting before `from` is ruled out; the character before
  // `from` is not base64 (or `from` is 0), so a run found at `from` starts there.
  let from = 0;
  while (from + minRun <= n) {
    let x = from + minRun - 1;
    while (x >= from && isBase64Char(text.charCodeAt(x))) x--;
    if (x >= from) {
      from = x + 1;
      continue;
    }
    let end = from + minRun;
    while (end < n && isBase64Char(text.charCodeAt(end))) end++;
    let padded = end;
    while (padded < n && padded - end < 2 && text.charCodeAt(padded) === 0x3d) padded++;
    if (!each(from, padded)) return;
    from = end + 1;
  }
}
