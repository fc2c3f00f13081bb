const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Decodes base64 into signed bytes (the quantised weights). Written out
 * because the core runs where neither `Buffer` nor `atob` may exist.
 *
 * @example
 * decodeWeights("/wF/"); // Int8Array [-1, 1, 127]
 */
export function decodeWeights(base64: string): Int8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) lookup[ALPHABET.charCodeAt(i)] = i;
  const clean = base64.replace(/=+$/, "");
  const out = new Int8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bitCount = 0;
  let k = 0;
  for (let i = 0; i < clean.length; i++) {
    const value = lookup[clean.charCodeAt(i)] ?? -1;
    if (value < 0) throw new RangeError(`invalid base64 character at ${i}`);
    buffer = (buffer << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[k++] = (buffer >> bitCount) & 0xff;
    }
  }
  return out;
}
