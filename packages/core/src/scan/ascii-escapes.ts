import { isVariationSelector } from "./benign-invisibles.js";
import type { Swap } from "./cut-spans.js";
import { fold, hiddenKind } from "./fold-char.js";
import type { NormalizedText } from "./normalize-text.js";
import { PieceMap } from "./piece-map.js";

// The escapes an ASCII text can hide letters in: HTML entities and percent
// escapes of printable bytes, decoded by normalizeText. And the backslash
// escapes of a line break or a tab that JSON and C strings write: a tool
// result that is JSON text holds "Hi,\n\nIgnore all previous instructions",
// where "nIgnore" is one word to every rule until the escape is read.

/**
 * An HTML entity at `lastIndex` (sticky): decimal, hex or one of `named`.
 *
 * @example
 * entity.lastIndex = 0;
 * entity.exec("&#105;")?.[1]; // "105"
 */
export const entity =
  /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|amp|quot|apos|nbsp|colon|sol|period|comma|lpar|rpar|zwj|zwnj|shy|lrm|rlm));/iy;
/**
 * A percent escape of a printable ASCII byte, a tab or a line break at
 * `lastIndex` (sticky): a form post or a query string writes the break between
 * two words as "%0D%0A", and read as written the two words are one.
 *
 * @example
 * percent.lastIndex = 0;
 * percent.exec("%69")?.[1]; // "69"
 */
export const percent = /%([2-7][0-9a-f]|0[9ad])/iy;
/**
 * A backslash escape of a line break or a tab at `lastIndex` (sticky), or a
 * JSON "\\u00XX" escape of a printable ASCII character (a space escaped
 * between the words of a phrase, or the "\\u003c" Go writes for "<"), escaped
 * again any number of times up to eight (JSON inside JSON writes "\\\\n").
 * Case-blind, as the other escapes: a text decodes as its lower-cased copy.
 *
 * @example
 * lineEscape.lastIndex = 0;
 * lineEscape.exec("\\n")?.[1]; // "n"
 */
export const lineEscape = /\\{1,8}(?:([nrt])|u00([2-7][0-9a-f]))/iy;
/**
 * What a `lineEscape` match stands for: a tab, a line break, or the
 * (lower-cased) character of a "\\u00XX" escape.
 *
 * @example
 * lineEscape.lastIndex = 0;
 * decodeLineEscape(lineEscape.exec("\\t")!); // "\t"
 */
export function decodeLineEscape(m: RegExpExecArray): string {
  if (m[2] !== undefined) return String.fromCharCode(Number.parseInt(m[2], 16)).toLowerCase();
  return (m[1] as string).toLowerCase() === "t" ? "\t" : "\n";
}
/**
 * What an `entity` match stands for, folded as the scanner folds text (an
 * out-of-range code point, and an invisible character, stand for nothing).
 *
 * @example
 * entity.lastIndex = 0;
 * decodeEntity(entity.exec("&#73;")!); // "i"
 */
export function decodeEntity(m: RegExpExecArray): string {
  const decoded = entityText(m);
  const cp = decoded.codePointAt(0) ?? 0;
  if (cp < 0x80) return decoded.toLowerCase();
  // An invisible character written as an entity ("I&#8203;g&#8203;n...") splits a
  // word as the character itself would: it is dropped, as the normalizer drops
  // the character, and a tag character reads as the ASCII it mirrors. (Not
  // reported as hidden text: the entity is in plain view in the text as given.)
  if (cp >= 0xe0000 && cp <= 0xe007f)
    return cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000).toLowerCase() : "";
  if (isVariationSelector(cp) || hiddenKind(cp, 0, 0) !== undefined) return "";
  return fold(decoded, cp);
}

/**
 * What an `entity` match stands for, as written (case kept, nothing folded): an
 * out-of-range code point stands for nothing.
 *
 * @example
 * entity.lastIndex = 0;
 * entityText(entity.exec("&#x53;")!); // "S"
 */
export function entityText(m: readonly (string | undefined)[]): string {
  const value = m[1] ? Number(m[1]) : m[2] ? Number.parseInt(m[2], 16) : -1;
  if (value >= 0) return value <= 0x10ffff ? String.fromCodePoint(value) : "";
  return named[(m[3] as string).toLowerCase()] ?? "";
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
  // Invisible characters by name: dropped by `decodeEntity` as by number.
  zwj: "\u200d",
  zwnj: "\u200c",
  shy: "\u00ad",
  lrm: "\u200e",
  rlm: "\u200f",
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

// Copies of entity and percent for the decoder alone: normalizeText's own
// loop runs the originals over the input when the decoder gives up, and
// sharing one regex object between the two slowed that loop (~15 % on dense
// entities after other scans).
const entityHere = new RegExp(entity.source, entity.flags);
const percentHere = new RegExp(percent.source, percent.flags);
const lineEscapeHere = new RegExp(lineEscape.source, lineEscape.flags);
const lineEscapeFind = new RegExp(lineEscape.source, lineEscape.flags);

/**
 * The line escapes of a text as swaps, in order: what an ASCII text without
 * entities or percent escapes needs decoded, done by lowerCut in its one pass.
 *
 * @example
 * lineEscapes(String.raw`Hi,\nIgnore`); // [{ start: 3, end: 5, text: "\n" }]
 */
export function lineEscapes(text: string): Swap[] {
  const swaps: Swap[] = [];
  for (let i = text.indexOf("\\"); i >= 0; i = text.indexOf("\\", i + 1)) {
    lineEscapeFind.lastIndex = i;
    const m = lineEscapeFind.exec(text);
    if (m === null) continue;
    swaps.push({ start: i, end: lineEscapeFind.lastIndex, text: decodeLineEscape(m) });
    i = lineEscapeFind.lastIndex - 1;
  }
  return swaps;
}

// normalizeText's per-character loop restricted to ASCII input (entities,
// percent and line escapes are its only rewrites there), with the offset map kept as
// pieces: the same text and the same offsets, without per-character arrays.
// Escapes are tried only at each "&", "%" and backslash the native search
// finds, as in hasAsciiEscape: the same matches, in the same order, as a
// global regex of the three patterns (each starts with its own character), without the regex
// trying every position (~1 ms per MB).
/**
 * Lower-cases an ASCII text and decodes its entities, percent and line escapes, or
 * undefined when they are too dense for a piece map (the caller then goes
 * through per-character arrays). The pieces are lower-cased before they are
 * joined, so a long text costs one whole-length string, not two (see lowerCut).
 *
 * @example
 * decodeAsciiEscapes("I&#103;nore")?.text; // "ignore"
 */
export function decodeAsciiEscapes(input: string): NormalizedText | undefined {
  const parts: string[] = [];
  const map = new PieceMap();
  let out = 0;
  let last = 0;
  let count = 0;
  // Percent escapes decode to ASCII; an entity may name any character.
  let ascii = true;
  let amp = input.indexOf("&");
  let pct = input.indexOf("%");
  let bs = input.indexOf("\\");
  while (amp >= 0 || pct >= 0 || bs >= 0) {
    // The nearest of the three: 0 entity, 1 percent, 2 line escape.
    let kind = amp >= 0 ? 0 : pct >= 0 ? 1 : 2;
    let at = kind === 0 ? amp : kind === 1 ? pct : bs;
    if (pct >= 0 && pct < at) {
      kind = 1;
      at = pct;
    }
    if (bs >= 0 && bs < at) {
      kind = 2;
      at = bs;
    }
    const sticky = kind === 0 ? entityHere : kind === 1 ? percentHere : lineEscapeHere;
    sticky.lastIndex = at;
    const m = sticky.exec(input);
    if (m === null) {
      if (kind === 0) amp = input.indexOf("&", at + 1);
      else if (kind === 1) pct = input.indexOf("%", at + 1);
      else bs = input.indexOf("\\", at + 1);
      continue;
    }
    // Denser than one escape in 64 characters so far (and more than one in
    // 512 of the whole text, so a cluster of them does not count): give up.
    if (++count > 64 && count * 64 > Math.max(at, input.length >> 3)) return undefined;
    if (at > last) {
      parts.push(input.slice(last, at).toLowerCase());
      map.copy(out, last);
      out += at - last;
    }
    let piece: string;
    if (kind === 1) {
      piece = String.fromCharCode(Number.parseInt(m[1] as string, 16)).toLowerCase();
    } else if (kind === 2) {
      piece = decodeLineEscape(m);
    } else {
      piece = decodeEntity(m);
      if (ascii && nonAscii.test(piece)) ascii = false;
    }
    last = at + m[0].length;
    if (piece.length > 0) {
      parts.push(piece);
      map.constant(out, at, last);
      out += piece.length;
    }
    if (amp >= 0 && amp < last) amp = input.indexOf("&", last);
    if (pct >= 0 && pct < last) pct = input.indexOf("%", last);
    if (bs >= 0 && bs < last) bs = input.indexOf("\\", last);
  }
  // No escape at all (a stray "&", "%" or backslash, or five spaced letters sent the
  // text here): the identity map, which a one-piece map only imitates.
  if (count === 0)
    return { text: input.toLowerCase(), starts: undefined, ends: undefined, hidden: [], ascii };
  if (last < input.length) {
    parts.push(input.slice(last).toLowerCase());
    map.copy(out, last);
  }
  // Known ASCII spares the anchor pass its own test of the whole text.
  const text = parts.join("");
  if (ascii) return { text, starts: undefined, ends: undefined, hidden: [], map, ascii };
  return { text, starts: undefined, ends: undefined, hidden: [], map };
}
