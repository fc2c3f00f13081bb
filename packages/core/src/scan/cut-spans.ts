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
  const parts: string[] = [];
  const map = new PieceMap(norm.map);
  let out = 0;
  let last = 0;
  for (let c = 0; c < cuts.length; c += 2) {
    const cut = cuts[c] as number;
    if (cut > last) {
      parts.push(text.slice(last, cut));
      map.copy(out, last);
      out += cut - last;
    }
    last = cuts[c + 1] as number;
  }
  if (last < text.length) {
    parts.push(text.slice(last));
    map.copy(out, last);
  }
  return like(norm, {
    text: parts.join(""),
    starts: undefined,
    ends: undefined,
    hidden: norm.hidden,
    map,
  });
}

function like(from: NormalizedText, to: NormalizedText): NormalizedText {
  return from.ascii === true ? { ...to, ascii: true } : to;
}
