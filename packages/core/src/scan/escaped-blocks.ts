import { entity, entityText, hasAsciiEscape, percent } from "./ascii-escapes.js";
import { minRun } from "./base64-runs.js";
import { type DecodedBlock, decodeBlocks } from "./decode-blocks.js";

// The normalizer decodes entities and percent escapes in place, lower-cased, so
// the phrase rules read "&#73;gnore" as "ignore"; but an encoded block written
// with them ("&#83;&#87;&#100;..." is "SWd...", base64) is no block to the
// finders, which read the text as given, and lower-cased base64 no longer
// decodes. Here the escapes are read back as written, case kept, and the blocks
// found in that text are reported on the span of the text as given.

// Own copies: the normalizer's loop runs the shared sticky regexes.
const entityHere = new RegExp(entity.source, entity.flags);
const percentHere = new RegExp(percent.source, percent.flags);

/**
 * The encoded blocks (base64, hex, …, as `decodeBlocks` finds them) that show
 * only once a text's HTML entities and percent escapes are read, each with its
 * span in the text as given. A block the text shows without escapes is left to
 * `decodeBlocks`. Linear in the text, within the same budget of decoded characters.
 *
 * @example
 * escapedBlocks("&#83;&#87;&#100;&#117;...", 1e5)[0]?.encoding; // "base64"
 */
export function escapedBlocks(text: string, budget: number, maxBlocks = 256): DecodedBlock[] {
  if (text.length < minRun || budget <= 0 || maxBlocks <= 0 || !hasAsciiEscape(text)) return [];
  // Pages and URLs escape spaces and marks ("&amp;", "%20", "&nbsp;"); an
  // encoded block written with escapes has its letters or digits escaped.
  if (!escapesCode(text)) return [];
  const parts: string[] = [];
  // Original span of each UTF-16 unit of the text read back, which is never
  // longer than the text (an escape is longer than what it stands for).
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
  const nextMark = marks(text);
  for (let i = nextMark(0); i >= 0; i = nextMark(i + 1)) {
    const esc = escapeAt(text, i);
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
    // No escape inside: the same block in the text as given, found there.
    if (end - start === block.end - block.start) continue;
    found.push({ ...block, start, end });
  }
  return found;
}

// What the entity or percent escape at `i` stands for, as written, and where it
// ends; undefined when none starts there.
function escapeAt(text: string, i: number): { piece: string; end: number } | undefined {
  const sticky = text.charCodeAt(i) === 0x26 ? entityHere : percentHere;
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
