import { entity, entityText, hasAsciiEscape, percent } from "./ascii-escapes.js";
import { minRun } from "./base64-runs.js";
import { type DecodedBlock, decodeBlocks } from "./decode-blocks.js";

// The normalizer decodes entities and percent escapes in place, lower-cased, so
// the phrase rules read "&#73;gnore" as "ignore"; but an encoded block written
// with them ("&#83;&#87;&#100;..." is "SWd...", base64) is no block to the
// finders, which read the text as given, and lower-cased base64 no longer
// decodes. So is one written in fullwidth or mathematical letters and digits
// ("ＳＷｄｕ...", "𝐒𝐖𝐝𝐮..."), which NFKC makes ASCII only in the normalized,
// lower-cased text. Here the escapes are read back as written, case kept, and
// those letters as the ASCII they stand for, and the blocks found in that text
// are reported on the span of the text as given.

// Own copies: the normalizer's loop runs the shared sticky regexes.
const entityHere = new RegExp(entity.source, entity.flags);
const percentHere = new RegExp(percent.source, percent.flags);
// Fullwidth ASCII (U+FF01 to U+FF5E, and the ideographic space), and the
// mathematical letters and digits (U+1D400 to U+1D7FF, a surrogate pair).
const wideForm = /[\uff01-\uff5e\u3000]|\ud835[\udc00-\udfff]/g;
// What makes a block: a run of sixteen wide letters, digits and "+", "/", "=".
const wideRun =
  /(?:[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\uff0b\uff0f\uff1d]|\ud835[\udc00-\udfff]){16}/;

/**
 * The encoded blocks (base64, hex, …, as `decodeBlocks` finds them) that show
 * only once a text's HTML entities and percent escapes are read, and its
 * fullwidth and mathematical letters and digits read as ASCII, each with its
 * span in the text as given. A block the text shows as it is is left to
 * `decodeBlocks`. Linear in the text, within the same budget of decoded
 * characters. `ascii`: the caller knows the text is ASCII (it holds no wide
 * forms, and is not searched for them).
 *
 * @example
 * escapedBlocks("&#83;&#87;&#100;&#117;...", 1e5)[0]?.encoding; // "base64"
 */
export function escapedBlocks(
  text: string,
  budget: number,
  maxBlocks = 256,
  ascii = false,
): DecodedBlock[] {
  if (text.length < minRun || budget <= 0 || maxBlocks <= 0) return [];
  // Pages and URLs escape spaces and marks ("&amp;", "%20", "&nbsp;"); an
  // encoded block written with escapes has its letters or digits escaped.
  // Japanese and Chinese text writes a few fullwidth digits and marks; an
  // encoded block in them is a long run.
  const escapes = hasAsciiEscape(text) && escapesCode(text);
  const wide = !ascii && wideRun.test(text);
  if (!escapes && !wide) return [];
  const parts: string[] = [];
  // Original span of each UTF-16 unit of the text read back, which is never
  // longer than the text (an escape is longer than what it stands for, a wide
  // form as long or longer).
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let out = 0;
  let last = 0;
  const copy = (to: number) => {
    if (to <= last) return;
    parts.push(text.slice(last, to));
    for (let i = last; i < to; i++, out++) {
      starts[out] = i;
      ends[out] = i + 1;
    }
  };
  const nextMark = escapes ? marks(text) : () => -1;
  const nextWide = wide ? wideForms(text) : () => -1;
  for (let i = next(nextMark, nextWide, 0); i >= 0; i = next(nextMark, nextWide, i + 1)) {
    const esc = escapeAt(text, i) ?? wideAt(text, i);
    if (esc === undefined) continue;
    copy(i);
    parts.push(esc.piece);
    for (let k = 0; k < esc.piece.length; k++, out++) {
      starts[out] = i;
      ends[out] = esc.end;
    }
    last = esc.end;
    i = last - 1;
  }
  copy(text.length);
  const read = parts.join("");
  const found: DecodedBlock[] = [];
  for (const block of decodeBlocks(read, budget, maxBlocks)) {
    const start = starts[block.start] as number;
    const end = ends[block.end - 1] as number;
    // Nothing read back inside: the same block in the text as given, found there.
    if (text.slice(start, end) === read.slice(block.start, block.end)) continue;
    found.push({ ...block, start, end });
  }
  return found;
}

// The nearer of two positions (-1: none).
function next(a: (from: number) => number, b: (from: number) => number, from: number): number {
  const x = a(from);
  const y = b(from);
  return x < 0 ? y : y < 0 ? x : Math.min(x, y);
}

// The wide forms of a text in order, found by one native search each.
function wideForms(text: string): (from: number) => number {
  const search = new RegExp(wideForm.source, "g");
  let at = -2;
  return (from) => {
    if (at !== -1 && at < from) {
      search.lastIndex = from;
      at = search.exec(text)?.index ?? -1;
    }
    return at;
  };
}

// The ASCII character the wide form at `i` stands for (NFKC), and where it ends.
function wideAt(text: string, i: number): { piece: string; end: number } | undefined {
  const c = text.charCodeAt(i);
  if (c === 0x3000) return { piece: " ", end: i + 1 };
  if (c >= 0xff01 && c <= 0xff5e) return { piece: String.fromCharCode(c - 0xfee0), end: i + 1 };
  if (c !== 0xd835) return undefined;
  const piece = text.slice(i, i + 2).normalize("NFKC");
  return piece.length === 1 && piece.charCodeAt(0) < 0x80 ? { piece, end: i + 2 } : undefined;
}

// What the entity or percent escape at `i` stands for, as written, and where it
// ends; undefined when none starts there.
function escapeAt(text: string, i: number): { piece: string; end: number } | undefined {
  const c = text.charCodeAt(i);
  if (c !== 0x26 && c !== 0x25) return undefined;
  const sticky = c === 0x26 ? entityHere : percentHere;
  sticky.lastIndex = i;
  const m = sticky.exec(text);
  if (m === null) return undefined;
  const piece =
    sticky === entityHere
      ? entityText(m)
      : String.fromCharCode(Number.parseInt(m[1] as string, 16));
  return { piece, end: sticky.lastIndex };
}

// Whether an escape in the text stands for a character of an encoding's
// alphabet (a letter, a digit, "+", "/", "=", "-" or "_").
function escapesCode(text: string): boolean {
  const nextMark = marks(text);
  for (let i = nextMark(0); i >= 0; i = nextMark(i + 1)) {
    const esc = escapeAt(text, i);
    if (esc === undefined) continue;
    if (/^[A-Za-z0-9+/=_-]$/.test(esc.piece)) return true;
    i = esc.end - 1;
  }
  return false;
}

// The "&" and "%" of a text in order, each found by one native search: the
// next of each kind is looked for again only once it is passed, so a text
// with many of one and none of the other is not searched to its end each time.
function marks(text: string): (from: number) => number {
  let amp = -2;
  let pct = -2;
  return (from) => {
    if (amp !== -1 && amp < from) amp = text.indexOf("&", from);
    if (pct !== -1 && pct < from) pct = text.indexOf("%", from);
    return amp < 0 ? pct : pct < 0 ? amp : Math.min(amp, pct);
  };
}
