import type { NormalizedText } from "./normalize-text.js";
import { OutputBuffer } from "./output-buffer.js";
import { PieceMap } from "./piece-map.js";

/**
 * The normalized text without the given spans (sorted, apart, flat [start, end)
 * pairs) and with the given swaps made (sorted, apart from the cuts and from
 * each other; their text ASCII), its offset map kept: through per-character
 * arrays when the text has them, else through pieces over its map. Cutting and
 * swapping in ASCII keep an ASCII text ASCII.
 *
 * @example
 * cutSpans(normalizeText("ig**no**re"), [2, 4, 6, 8]).text; // "ignore"
 */
export function cutSpans(
  norm: NormalizedText,
  cuts: readonly number[],
  swaps: readonly Swap[] = [],
): NormalizedText {
  const { text, starts, ends } = norm;
  if (starts !== undefined && ends !== undefined) {
    const out = new OutputBuffer(text.length);
    let last = 0;
    let w = 0;
    // Everything up to `until`, the swaps before it made (each mapped to its whole span).
    const upTo = (until: number) => {
      for (; w < swaps.length && (swaps[w] as Swap).start < until; w++) {
        const swap = swaps[w] as Swap;
        out.pushMapped(text, last, swap.start, starts, ends);
        const from = starts[swap.start] as number;
        const to = ends[swap.end - 1] as number;
        for (let k = 0; k < swap.text.length; k++) out.push(swap.text.charCodeAt(k), from, to);
        last = swap.end;
      }
      out.pushMapped(text, last, until, starts, ends);
    };
    for (let c = 0; c < cuts.length; c += 2) {
      upTo(cuts[c] as number);
      last = cuts[c + 1] as number;
    }
    upTo(text.length);
    return like(norm, {
      text: out.text(),
      starts: out.starts(),
      ends: out.ends(),
      hidden: norm.hidden,
    });
  }
  const map = new PieceMap(norm.map);
  return like(norm, {
    text: keptPieces(text, cuts, map, false, swaps),
    starts: undefined,
    ends: undefined,
    hidden: norm.hidden,
    map,
  });
}

/**
 * A span of the text read as other text: an escape and what it stands for.
 *
 * @example
 * const swap: Swap = { start: 3, end: 5, text: "\n" }; // "\\n" at 3
 */
export interface Swap {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * An ASCII text lower-cased with the given spans cut and the given swaps
 * made (sorted; apart from the cuts and from each other), as cutSpans would
 * leave `{ text: text.toLowerCase() }`, in one allocation of the whole
 * length: the pieces are lower-cased before they are joined. A long text's
 * every whole-length string is a fresh large object, and on hosts where page
 * faults are dear (a Firecracker VM) each costs ~3 ms per MB.
 *
 * @example
 * lowerCut("Ig**NO**re", [2, 4, 6, 8]).text; // "ignore"
 * lowerCut("A\\nB", [], [{ start: 1, end: 3, text: "\n" }]).text; // "a\nb"
 */
export function lowerCut(
  text: string,
  cuts: readonly number[],
  swaps: readonly Swap[] = [],
): NormalizedText {
  const map = new PieceMap();
  return {
    text: keptPieces(text, cuts, map, true, swaps),
    starts: undefined,
    ends: undefined,
    hidden: [],
    map,
    ascii: true,
  };
}

// The text between the cuts, swaps made, joined, each piece recorded in `map`.
function keptPieces(
  text: string,
  cuts: readonly number[],
  map: PieceMap,
  lower: boolean,
  swaps: readonly Swap[] = [],
): string {
  const parts: string[] = [];
  let out = 0;
  let last = 0;
  let w = 0;
  const keep = (from: number, until: number) => {
    const piece = text.slice(from, until);
    parts.push(lower ? piece.toLowerCase() : piece);
    map.copy(out, from);
    out += until - from;
  };
  // Everything up to `until`, the swaps before it made.
  const upTo = (until: number) => {
    for (; w < swaps.length && (swaps[w] as Swap).start < until; w++) {
      const swap = swaps[w] as Swap;
      if (swap.start > last) keep(last, swap.start);
      parts.push(swap.text);
      map.constant(out, swap.start, swap.end);
      out += swap.text.length;
      last = swap.end;
    }
    if (until > last) keep(last, until);
  };
  for (let c = 0; c < cuts.length; c += 2) {
    upTo(cuts[c] as number);
    last = cuts[c + 1] as number;
  }
  upTo(text.length);
  return parts.join("");
}

function like(from: NormalizedText, to: NormalizedText): NormalizedText {
  return from.ascii === true ? { ...to, ascii: true } : to;
}

// Two sorted lists of swaps (apart from each other) as one.
export function bySwapStart(x: readonly Swap[], y: readonly Swap[]): Swap[] {
  if (y.length === 0) return x as Swap[];
  if (x.length === 0) return y as Swap[];
  const out: Swap[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (j >= y.length || (i < x.length && (x[i] as Swap).start < (y[j] as Swap).start))
      out.push(x[i++] as Swap);
    else out.push(y[j++] as Swap);
  }
  return out;
}

/**
 * Two sorted lists of flat [start, end) spans as one, overlapping or
 * touching spans joined (the cuts of different passes, for cutSpans).
 *
 * @example
 * mergeCuts([0, 2, 5, 6], [1, 3]); // [0, 3, 5, 6]
 */
export function mergeCuts(x: readonly number[], y: readonly number[]): number[] {
  if (y.length === 0) return x as number[];
  if (x.length === 0) return y as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    const fromX = j >= y.length || (i < x.length && (x[i] as number) <= (y[j] as number));
    const a = (fromX ? x[i] : y[j]) as number;
    const b = (fromX ? x[i + 1] : y[j + 1]) as number;
    if (fromX) i += 2;
    else j += 2;
    const n = out.length;
    if (n > 0 && a <= (out[n - 1] as number)) out[n - 1] = Math.max(out[n - 1] as number, b);
    else out.push(a, b);
  }
  return out;
}
