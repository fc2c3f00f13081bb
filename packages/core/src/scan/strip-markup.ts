import { cutSpans } from "./cut-spans.js";
import { longGapCuts } from "./long-gaps.js";
import type { NormalizedText } from "./normalize-text.js";

// Formatting put between the words of a phrase, which a reader (and a model) looks
// through but the rules' `\s{1,4}` between words does not: bold and strikethrough
// ("ignore **all** previous"), simple formatting tags ("<b>all</b>") and emoji.
// Single "*", "_" and backticks are left: italics, the words of identifiers and
// code spans are everywhere in documentation, and cutting them all would cost more
// than the phrases they split are worth. Tags with attributes stay too: their
// styles are evidence (a `display:none` span is the css_hidden rule's to read).
const markers = ["**", "~~"];
// Case-blind, as isWordChar below, so markupCuts finds the same spans in an
// ASCII text before lower-casing as after.
const tag = /<\/?(?:b|i|u|s|em|strong|code|mark|small|big|sup|sub|del|ins|tt|kbd|var|cite|q)>/iy;
// Emoji standing between two words ("ignore 🙂 all"): cut with the space before.
const emojiGap = / (?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D])+(?= )/gu;
const emojiHigh = /[\uD83C-\uD83E\u2600-\u27BF]/;

const isWordChar = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c >= 0xc0;

/**
 * The normalized text with that formatting taken out, the offset map kept:
 * `**`, `***` or `~~` at the edge of a word (letters on one side only, so
 * `2 ** 3` stays), a formatting tag without attributes, emoji standing
 * between two words, and all but one character of a long run of whitespace
 * (long-gaps). Text without any of them
 * comes back as it was, after a few substring searches.
 *
 * @example
 * stripMarkup(normalizeText("Ignore **all** <b>previous</b> instructions")).text;
 * // "ignore all previous instructions"
 */
export function stripMarkup(norm: NormalizedText): NormalizedText {
  const cuts = markupCuts(norm.text, norm.ascii !== true);
  return cuts.length === 0 ? norm : cutSpans(norm, cuts);
}

// Bold and strikethrough markers at the edge of a word, as sorted [start, end) pairs.
function markerCuts(text: string): number[] {
  let cuts: number[] = [];
  for (let m = 0; m < markers.length; m++) {
    const pair = markers[m] as string;
    const found: number[] = [];
    for (let i = text.indexOf(pair); i >= 0; ) {
      let end = i + 2;
      if (text.charCodeAt(end) === pair.charCodeAt(0)) end++;
      if (isWordChar(text.charCodeAt(i - 1)) !== isWordChar(text.charCodeAt(end))) {
        found.push(i, end);
      }
      i = text.indexOf(pair, end);
    }
    cuts = merge(cuts, found);
  }
  return cuts;
}

/**
 * The formatting spans stripMarkup cuts, sorted and apart, as flat [start, end)
 * pairs (emoji gaps only when `wide`: they are not ASCII), long whitespace
 * runs included. Case-blind: an ASCII
 * text gives the same spans before lower-casing as after.
 *
 * @example
 * markupCuts("Ig**NO**re", false); // [2, 4, 6, 8]
 */
export function markupCuts(text: string, wide: boolean): number[] {
  const emoji: number[] = [];
  if (wide && emojiHigh.test(text)) {
    emojiGap.lastIndex = 0;
    for (let m = emojiGap.exec(text); m !== null; m = emojiGap.exec(text)) {
      emoji.push(m.index, m.index + m[0].length);
    }
  }
  const tags: number[] = [];
  for (let i = text.indexOf("<"); i >= 0; i = text.indexOf("<", i + 1)) {
    tag.lastIndex = i;
    if (tag.test(text)) tags.push(i, tag.lastIndex);
  }
  return merge(merge(merge(emoji, tags), markerCuts(text)), longGapCuts(text));
}

// Two sorted span lists as one, overlapping spans joined.
function merge(x: readonly number[], y: readonly number[]): number[] {
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
