import { controlCuts } from "./control-chars.js";
import { bySwapStart, cutSpans, mergeCuts, type Swap } from "./cut-spans.js";
import { emphasisCuts } from "./emphasis-runs.js";
import { tagEdits } from "./html-tags.js";
import { longGapCuts } from "./long-gaps.js";
import type { NormalizedText } from "./normalize-text.js";
import { quoteCuts } from "./quote-prefixes.js";
import {
  CHAIN,
  CONTROL,
  EMPHASIS,
  GAP,
  MARKER,
  NON_ASCII,
  QUOTE,
  TAG,
  textTraits,
} from "./text-traits.js";
import { wordChains } from "./word-chains.js";

// Formatting put between the words of a phrase, which a reader (and a model) looks
// through but the rules' `\s{1,4}` between words does not: bold and strikethrough
// ("ignore **all** previous"), simple formatting tags ("<b>all</b>") and emoji.
// Single "*", "_" and backticks are left: italics, the words of identifiers and
// code spans are everywhere in documentation, and cutting them all would cost more
// than the phrases they split are worth. Tags with attributes stay too: their
// styles are evidence (a `display:none` span is the css_hidden rule's to read).
const markers = ["**", "~~"];
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
  const { cuts, swaps } = markupEdits(norm.text, norm.ascii !== true);
  return cuts.length === 0 && swaps.length === 0 ? norm : cutSpans(norm, cuts, swaps);
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
    cuts = mergeCuts(cuts, found);
  }
  return cuts;
}

/**
 * The formatting spans stripMarkup cuts, sorted and apart, as flat [start, end)
 * pairs (emoji gaps only when `wide`: they are not ASCII), long whitespace
 * runs, invisible control characters, quote markers and line-end hyphens
 * included; and the runs of HTML tags holding a block element, swapped for one
 * line break (html-tags), apart from the cuts. Case-blind: an ASCII
 * text gives the same spans before lower-casing as after. `traits`:
 * `textTraits(text)`, when the caller has them already.
 *
 * @example
 * markupEdits("Ig**NO**re", false).cuts; // [2, 4, 6, 8]
 */
export function markupEdits(
  text: string,
  wide: boolean,
  traits: number = textTraits(text),
): { cuts: number[]; swaps: Swap[] } {
  // Each pass below is skipped when the text holds none of the characters it
  // searches for (see text-traits): it would find nothing, and `none` stands in for
  // its empty list (merging with an empty list gives the other list back).
  const none: number[] = [];
  const emoji: number[] = [];
  // Every emoji character is beyond ASCII.
  if (wide && (traits & NON_ASCII) !== 0 && emojiHigh.test(text)) {
    emojiGap.lastIndex = 0;
    for (let m = emojiGap.exec(text); m !== null; m = emojiGap.exec(text)) {
      emoji.push(m.index, m.index + m[0].length);
    }
  }
  const tags = (traits & TAG) !== 0 && text.includes("<") ? tagEdits(text) : noTags;
  let cuts = mergeCuts(
    mergeCuts(
      mergeCuts(mergeCuts(emoji, tags.cuts), (traits & MARKER) !== 0 ? markerCuts(text) : none),
      (traits & CONTROL) !== 0 ? controlCuts(text) : none,
    ),
    mergeCuts(
      (traits & QUOTE) !== 0 ? quoteCuts(text) : none,
      (traits & EMPHASIS) !== 0 ? emphasisCuts(text) : none,
    ),
  );
  let gaps = (traits & GAP) !== 0 ? longGapCuts(text) : none;
  // A long gap between the tags of a swapped run is part of the run.
  if (tags.swaps.length > 0 && gaps.length > 0) gaps = outside(gaps, tags.swaps);
  cuts = mergeCuts(cuts, gaps);
  // Words chained by a mark (word-chains), outside the tags: a mark in an
  // attribute's value is the tag's. Its marks beyond ASCII set NON_ASCII, which
  // sets every bit.
  let chains = (traits & CHAIN) !== 0 ? wordChains(text, wide) : noChains;
  if (chains.length > 0 && (tags.cuts.length > 0 || tags.swaps.length > 0))
    chains = untagged(
      chains,
      mergeCuts(
        tags.cuts,
        tags.swaps.flatMap((t) => [t.start, t.end]),
      ),
    );
  return { cuts, swaps: chains.length === 0 ? tags.swaps : bySwapStart(tags.swaps, chains) };
}

// The swaps (sorted) that lie outside every span (sorted flat pairs).
function untagged(swaps: readonly Swap[], spans: readonly number[]): Swap[] {
  const out: Swap[] = [];
  let k = 0;
  for (const swap of swaps) {
    while (k < spans.length && (spans[k + 1] as number) <= swap.start) k += 2;
    if (k < spans.length && (spans[k] as number) < swap.end) continue;
    out.push(swap);
  }
  return out;
}

const noTags: { cuts: number[]; swaps: Swap[] } = { cuts: [], swaps: [] };
// Read only (its length), never handed out: `chains` is returned only when it has swaps.
const noChains: Swap[] = [];

// The spans (sorted flat pairs) that lie outside every swap (sorted, apart);
// a swapped run starts and ends with a tag, so a span is inside one or outside all.
function outside(spans: readonly number[], swaps: readonly Swap[]): number[] {
  const out: number[] = [];
  let w = 0;
  for (let k = 0; k < spans.length; k += 2) {
    const a = spans[k] as number;
    while (w < swaps.length && (swaps[w] as Swap).end <= a) w++;
    const swap = swaps[w];
    if (swap !== undefined && swap.start <= a && (spans[k + 1] as number) <= swap.end) continue;
    out.push(a, spans[k + 1] as number);
  }
  return out;
}
