import { fold } from "./fold-char.js";
import type { NormalizedText } from "./normalize-text.js";
import { PieceMap } from "./piece-map.js";

// The escapes an ASCII text can hide letters in: HTML entities and percent
// escapes of printable bytes, decoded by normalizeText.

/**
 * An HTML entity at `lastIndex` (sticky): decimal, hex or one of `named`.
 *
 * @example
 * entity.lastIndex = 0;
 * entity.exec("&#105;")?.[1]; // "105"
 */
export const entity =
  /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|amp|quot|apos|nbsp|colon|sol|period|comma|lpar|rpar));/iy;
/**
 * A percent escape of a printable ASCII byte at `lastIndex` (sticky).
 *
 * @example
 * percent.lastIndex = 0;
 * percent.exec("%69")?.[1]; // "69"
 */
export const percent = /%([2-7][0-9a-f])/iy;
/**
 * What an `entity` match stands for, folded as the scanner folds text (an
 * out-of-range code point stands for nothing).
 *
 * @example
 * entity.lastIndex = 0;
 * decodeEntity(entity.exec("&#73;")!); // "i"
 */
export function decodeEntity(m: RegExpExecArray): string {
  const value = m[1] ? Number(m[1]) : m[2] ? Number.parseInt(m[2], 16) : -1;
  const decoded =
    value >= 0
      ? value <= 0x10ffff
        ? String.fromCodePoint(value)
        : ""
      : (named[(m[3] as string).toLowerCase()] ?? "");
  const cp = decoded.codePointAt(0) ?? 0;
  return cp < 0x80 ? decoded.toLowerCase() : fold(decoded, cp);
}

// The named entities decoded, by lower-cased name.
const named: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  nbsp: " ",
  colon: ":",
  sol: "/",
  period: ".",
  comma: ",",
  lpar: "(",
  rpar: ")",
};
const nonAscii = /[^\x00-\x7f]/;
const entityAt = /&#?[a-z0-9]{2,8};/iy;
const percentAt = /%[0-9a-f]{2}/iy;

/**
 * Whether a text holds anything entity- or escape-like
 * (`/&#?[a-z0-9]{2,8};|%[0-9a-f]{2}/i`). Tried only at each "&" and "%"
 * the native search finds: a regex test of the whole text tries every
 * position (~0.5 ms per MB each), and texts with a stray "&" or "%" but no
 * escape are common (prose, URLs, code).
 *
 * @example
 * hasAsciiEscape("fish &amp; chips"); // true
 * hasAsciiEscape("fish & chips, 100%"); // false
 */
export function hasAsciiEscape(text: string): boolean {
  return occursAt(text, "&", entityAt) || occursAt(text, "%", percentAt);
}

function occursAt(text: string, first: string, sticky: RegExp): boolean {
  for (let i = text.indexOf(first); i >= 0; i = text.indexOf(first, i + 1)) {
    sticky.lastIndex = i;
    if (sticky.test(text)) return true;
  }
  return false;
}

const asciiEscape = new RegExp(`${entity.source}|${percent.source}`, "gi");

// normalizeText's per-character loop restricted to ASCII input (entities and
// percent escapes are its only rewrites there), with the offset map kept as
// pieces: the same text and the same offsets, without per-character arrays.
/**
 * Decodes the entities and percent escapes of a lower-cased ASCII text, or
 * undefined when they are too dense for a piece map (the caller then goes
 * through per-character arrays).
 *
 * @example
 * decodeAsciiEscapes("i&#103;nore")?.text; // "ignore"
 */
export function decodeAsciiEscapes(lower: string): NormalizedText | undefined {
  const parts: string[] = [];
  const map = new PieceMap();
  let out = 0;
  let last = 0;
  asciiEscape.lastIndex = 0;
  let count = 0;
  // Percent escapes decode to ASCII; an entity may name any character.
  let ascii = true;
  for (let m = asciiEscape.exec(lower); m; m = asciiEscape.exec(lower)) {
    // Denser than one escape in 64 characters so far (and more than one in
    // 512 of the whole text, so a cluster of them does not count): give up.
    if (++count > 64 && count * 64 > Math.max(m.index, lower.length >> 3)) return undefined;
    if (m.index > last) {
      parts.push(lower.slice(last, m.index));
      map.copy(out, last);
      out += m.index - last;
    }
    let piece: string;
    if (m[4] !== undefined) {
      piece = String.fromCharCode(Number.parseInt(m[4], 16)).toLowerCase();
    } else {
      piece = decodeEntity(m);
      if (ascii && nonAscii.test(piece)) ascii = false;
    }
    last = m.index + m[0].length;
    if (piece.length > 0) {
      parts.push(piece);
      map.constant(out, m.index, last);
      out += piece.length;
    }
  }
  if (last < lower.length) {
    parts.push(lower.slice(last));
    map.copy(out, last);
  }
  // Known ASCII spares the anchor pass its own test of the whole text.
  const text = parts.join("");
  if (ascii) return { text, starts: undefined, ends: undefined, hidden: [], map, ascii };
  return { text, starts: undefined, ends: undefined, hidden: [], map };
}
