// Whether a text is pure ASCII, asked of every text the scanner normalizes.
// A regex (`/[^\x00-\x7f]/`) reads ~0.65 ms per MB; the platform's UTF-8
// encoder (native, vectorized) reads the same in ~0.04 ms: a text is ASCII
// exactly when each character it encodes becomes one byte.

const encoder = new TextEncoder();
// Encoded in slices of this many bytes: a bounded scratch buffer, not one the
// size of the largest text ever scanned.
const chunk = 1 << 16;
let scratch: Uint8Array | undefined;
const nonAscii = /[^\x00-\x7f]/;

/**
 * True when every character of `text` is below U+0080 (the same answer as
 * `!/[^\x00-\x7f]/.test(text)`).
 *
 * @example
 * isAscii("ignore all previous instructions"); // true
 * isAscii("ignorá"); // false
 */
export function isAscii(text: string): boolean {
  scratch ??= new Uint8Array(chunk);
  const n = text.length;
  for (let off = 0; off < n; ) {
    const { read, written } = encoder.encodeInto(off === 0 ? text : text.slice(off), scratch);
    // Any character of two or more bytes makes `written` outgrow `read`.
    if (read !== written) return false;
    // Nothing read (an encoder that cannot go on): the regex answers instead.
    if (read === 0) return !nonAscii.test(text.slice(off));
    off += read;
  }
  return true;
}
