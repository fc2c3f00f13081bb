import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";
import { PieceMap } from "./piece-map.js";

/**
 * The normalized text without the given spans (sorted, apart, flat [start, end)
 * pairs), its offset map kept: through per-character arrays when the text has them,
 * else through pieces over its map. Cutting only drops characters, so an ASCII text
 * stays ASCII.
 *
 * @example
 * cutSpans(normalizeText("ig**no**re"), [2, 4, 6, 8]).text; // "ignore"
 */
export function cutSpans(norm: NormalizedText, cuts: readonly number[]): NormalizedText {
  const { text, starts, ends } = norm;
  if (starts !== undefined && ends !== undefined) {
    const out = new OutputBuffer(text.length);
    let last = 0;
    for (let c = 0; c < cuts.length; c += 2) {
      out.pushMapped(text, last, cuts[c] as number, starts, ends);
      last = cuts[c + 1] as number;
    }
    out.pushMapped(text, last, text.length, starts, ends);
    return like(norm, {
      text: out.text(),
      starts: out.starts(),
      ends: out.ends(),
      hidden: norm.hidden,
    });
  }
  const map = new PieceMap(norm.map);
  return like(norm, {
    text: keptPieces(text, cuts, map, false),
    starts: undefined,
    ends: undefined,
    hidden: norm.hidden,
    map,
  });
}

/**
 * An ASCII text lower-cased with the given spans cut, as cutSpans would leave
 * `{ text: text.toLowerCase() }`, in one allocation of the whole length: the
 * pieces are lower-cased before they are joined. A long text's every
 * whole-length string is a fresh large object, and on hosts where page faults
 * are dear (a Firecracker VM) each costs ~3 ms per MB.
 *
 * @example
 * lowerCut("Ig**NO**re", [2, 4, 6, 8]).text; // "ignore"
 */
export function lowerCut(text: string, cuts: readonly number[]): NormalizedText {
  const map = new PieceMap();
  return {
    text: keptPieces(text, cuts, map, true),
    starts: undefined,
    ends: undefined,
    hidden: [],
    map,
    ascii: true,
  };
}

// The text between the cuts, joined, each piece recorded in `map`.
function keptPieces(text: string, cuts: readonly number[], map: PieceMap, lower: boolean): string {
  const parts: string[] = [];
  let out = 0;
  let last = 0;
  const keep = (from: number, until: number) => {
    const piece = text.slice(from, until);
    parts.push(lower ? piece.toLowerCase() : piece);
    map.copy(out, from);
    out += until - from;
  };
  for (let c = 0; c < cuts.length; c += 2) {
    const cut = cuts[c] as number;
    if (cut > last) keep(last, cut);
    last = cuts[c + 1] as number;
  }
  if (last < text.length) keep(last, text.length);
  return parts.join("");
}

function like(from: NormalizedText, to: NormalizedText): NormalizedText {
  return from.ascii === true ? { ...to, ascii: true } : to;
}
