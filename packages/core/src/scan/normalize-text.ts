import {
  decodeAsciiEscapes,
  decodeEntity,
  decodeLineEscape,
  entity,
  hasAsciiEscape,
  lineEscape,
  lineEscapes,
  percent,
} from "./ascii-escapes.js";
import {
  flagTagsEnd,
  hasBidiOverride,
  isDirectionFormatting,
  isHyphenationPoint,
  isLoneSelector,
  isScriptWordBreak,
  isVariationSelector,
} from "./benign-invisibles.js";
import { confusable } from "./confusables.js";
import { bySwapStart, lowerCut, type Swap } from "./cut-spans.js";
import { fold, hiddenKind, inLatinWord, simpleFold } from "./fold-char.js";
import { isAscii } from "./is-ascii.js";
import { joinSpacedLetters } from "./join-spaced-letters.js";
import { OutputBuffer } from "./output-buffer.js";
import type { PieceMap } from "./piece-map.js";
import { hasSpacedLetters } from "./spaced-window.js";
import { markupEdits, stripMarkup } from "./strip-markup.js";
import { BACKSLASH, ESCAPE, MARKUP, NON_ASCII, textTraits } from "./text-traits.js";

/**
 * A run of characters a reader cannot see: zero-width, bidi controls, tag or variation selectors.
 *
 * @example
 * const run: HiddenRun = { start: 3, end: 5, kind: "tag", count: 1 };
 */
export interface HiddenRun {
  readonly start: number;
  readonly end: number;
  /** Unicode tag characters (they smuggle ASCII), bidi overrides, or other invisibles. */
  readonly kind: "tag" | "bidi" | "invisible";
  /** How many hidden characters the run holds. */
  readonly count: number;
}

/**
 * The text rules match against: lower-cased and de-obfuscated, with a map from
 * every normalized UTF-16 index back to the original span it came from.
 *
 * @example
 * const n: NormalizedText = normalizeText("HELLO");
 * n.text; // "hello"
 */
export interface NormalizedText {
  readonly text: string;
  /** Original start of normalized char i; absent when the map is the identity. */
  readonly starts: Int32Array | undefined;
  /** Original end (exclusive) of normalized char i; absent when the map is the identity. */
  readonly ends: Int32Array | undefined;
  readonly hidden: readonly HiddenRun[];
  /** For ASCII texts with rewritten spans: the map as pieces instead of arrays. */
  readonly map?: PieceMap;
  /** True when `text` is known to be pure ASCII (saves the anchor index a pass). */
  readonly ascii?: boolean;
}

// Anything that needs more than lower-casing: non-ASCII, entities, percent
// or line escapes, or five spaced-out letters. One native regex test decides, so pure
// ASCII prose (the common case) skips the per-character work entirely.
const needsWork =
  /[^\x00-\x7f]|&#?[a-z0-9]{2,8};|%[0-9a-f]{2}|\\[nrt]|\\u00[2-7]|[a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z][ .*_-][a-z]/i;
const hiddenGap = 6;
const noSwaps: readonly Swap[] = [];
// Read only (their lengths): a text with edits gets lists of its own.
const noEdits: { readonly cuts: readonly number[]; readonly swaps: readonly Swap[] } = {
  cuts: [],
  swaps: [],
};
/**
 * Lower-cases and de-obfuscates a text for matching: NFKC, accents, homoglyphs,
 * HTML entities, percent escapes, the line and tab escapes of JSON and C
 * strings and Unicode tag characters decoded, invisible and bidi characters
 * removed, spaced-out letters joined, formatting between words (emphasis
 * markers, code spans, simple tags, long whitespace runs) cut. Linear in the input.
 * `traits`: `textTraits(input)`, when the caller has them already.
 *
 * @example
 * const n = normalizeText("I\u200bgnore");
 * n.text; // "ignore"
 * n.hidden[0]; // { start: 1, end: 2, kind: "invisible", count: 1 }
 */
export function normalizeText(input: string, traits: number = textTraits(input)): NormalizedText {
  // A clear NON_ASCII bit says the text is ASCII; a set one only that it may not be.
  const ascii = (traits & NON_ASCII) === 0 || isAscii(input);
  // Plain ASCII (most texts): lower-casing maps one to one, so the map stays
  // the identity until spaced-out letters are joined or formatting is cut.
  // Without escapes or spaced-out letters, lower-casing and the cut are one
  // pass (lowerCut).
  const noEscape =
    ascii &&
    ((traits & ESCAPE) === 0 ||
      (!input.includes("&") && !input.includes("%")) ||
      !hasAsciiEscape(input));
  if (noEscape && !hasSpacedLetters(input)) {
    // Plain words (no formatting character at all) have nothing to cut.
    const { cuts, swaps: tags } =
      (traits & MARKUP) !== 0 ? markupEdits(input, false, traits) : noEdits;
    // JSON's "\n" and "\t" are read in the same pass (lineEscapes).
    const escapes =
      (traits & BACKSLASH) !== 0 && input.includes("\\") ? lineEscapes(input) : noSwaps;
    const swaps =
      tags.length === 0 ? escapes : escapes.length === 0 ? tags : bySwapStart(tags, escapes);
    if (cuts.length > 0 || swaps.length > 0) return lowerCut(input, cuts, swaps);
    return { text: input.toLowerCase(), starts: undefined, ends: undefined, hidden: [], ascii };
  }
  return stripMarkup(decodeText(input, ascii));
}

// Everything but the formatting cut, for a text with escape characters,
// spaced-out letters or characters beyond ASCII.
function decodeText(input: string, ascii: boolean): NormalizedText {
  if (ascii) {
    // normalizeText sends plain ASCII here only with spaced-out letters.
    if (!input.includes("&") && !input.includes("%") && !input.includes("\\")) {
      const text = input.toLowerCase();
      return joinSpacedLetters({ text, starts: undefined, ends: undefined, hidden: [], ascii });
    }
    const decoded = decodeAsciiEscapes(input);
    // Dense escapes (an encoded payload) make pieces dearer than arrays.
    if (decoded !== undefined) return joinSpacedLetters(decoded);
  }
  if (!needsWork.test(input)) {
    return { text: input.toLowerCase(), starts: undefined, ends: undefined, hidden: [] };
  }
  const out = new OutputBuffer(input.length + 16);
  const hidden: HiddenRun[] = [];
  let run: { start: number; end: number; kind: HiddenRun["kind"]; count: number } | undefined;
  const emit = (piece: string, start: number, end: number) => {
    for (let k = 0; k < piece.length; k++) out.push(piece.charCodeAt(k), start, end);
  };
  // Hidden characters of one kind a few visible characters apart are one
  // smuggling run ("i\u200bg\u200bn..."): one record, not one per character.
  const mark = (kind: HiddenRun["kind"], start: number, end: number) => {
    if (run && start - run.end <= hiddenGap && run.kind === kind) {
      run.end = end;
      run.count++;
      return;
    }
    if (run) hidden.push(run);
    run = { start, end, kind, count: 1 };
  };
  // Whether the text has a bidi override, looked up at its first bidi control.
  let overrides: boolean | undefined;
  let i = 0;
  while (i < input.length) {
    const code = input.codePointAt(i) as number;
    const width = code > 0xffff ? 2 : 1;
    const end = i + width;
    if (code < 0x80) {
      if (code === 0x26 /* & */) {
        entity.lastIndex = i;
        const m = entity.exec(input);
        if (m) {
          emit(decodeEntity(m), i, entity.lastIndex);
          i = entity.lastIndex;
          continue;
        }
      } else if (code === 0x25 /* % */) {
        percent.lastIndex = i;
        const m = percent.exec(input);
        if (m) {
          emit(String.fromCharCode(Number.parseInt(m[1] as string, 16)).toLowerCase(), i, i + 3);
          i += 3;
          continue;
        }
      } else if (code === 0x5c /* \ */) {
        lineEscape.lastIndex = i;
        const m = lineEscape.exec(input);
        if (m) {
          emit(decodeLineEscape(m), i, lineEscape.lastIndex);
          i = lineEscape.lastIndex;
          continue;
        }
      }
      // A run of plain ASCII goes through in one piece, mapped one to one.
      let j = i + 1;
      while (j < input.length) {
        const c = input.charCodeAt(j);
        if (c >= 0x80 || c === 0x26 || c === 0x25 || c === 0x5c) break;
        j++;
      }
      out.pushAsciiLower(input, i, j);
      i = j;
      continue;
    }
    // Most non-ASCII characters (letters of other scripts, accented Latin)
    // read the same in every context: one table lookup instead of the
    // classification below.
    if (code < 0xd800) {
      const simple = simpleFold(code);
      if (simple !== 0) {
        out.push(simple, i, end);
        i = end;
        continue;
      }
    }
    if (code === 0x1f3f4) {
      // A subdivision flag (England, Scotland, Wales): its tags are the emoji.
      const flagEnd = flagTagsEnd(input, end);
      if (flagEnd > 0) {
        emit(fold(input.slice(i, end), code), i, end);
        i = flagEnd;
        continue;
      }
    }
    if (isVariationSelector(code)) {
      if (!isLoneSelector(input, i, end)) mark("invisible", i, end);
      i = end;
      continue;
    }
    if (code >= 0xe0000 && code <= 0xe007f) {
      // Tag characters mirror ASCII invisibly: decode them so the rules see the
      // smuggled instruction, and remember the run as hidden text.
      if (code >= 0xe0020 && code <= 0xe007e)
        emit(String.fromCharCode(code - 0xe0000).toLowerCase(), i, end);
      mark("tag", i, end);
      i = end;
      continue;
    }
    // A byte order mark opening the text (a file read as is) and a soft hyphen
    // at a hyphenation point (a typeset page) are formatting, not hiding.
    // So are a space breaking the words of a script written without spaces and
    // a bidi control that only sets a direction (in a text with no override).
    const direction = isDirectionFormatting(code);
    if (direction) overrides ??= hasBidiOverride(input);
    if (
      (code === 0xfeff && i === 0) ||
      (code === 0xad && isHyphenationPoint(input, i)) ||
      (code === 0x200b && isScriptWordBreak(input, i)) ||
      (direction && overrides === false)
    ) {
      i = end;
      continue;
    }
    const kind = hiddenKind(code, i > 0 ? input.charCodeAt(i - 1) : 0, input.charCodeAt(end));
    if (kind !== undefined) {
      if (kind !== "drop") mark(kind, i, end);
      i = end;
      continue;
    }
    const char = input.slice(i, end);
    // A Cyrillic or Greek look-alike is read as Latin only inside a word that
    // also has Latin letters ("Fоr" with a Cyrillic o): whole Russian or Greek
    // words stay as they are, so rules in those languages still match.
    const latin = confusable(char);
    emit(
      latin !== undefined && inLatinWord(input, i, end) ? latin.toLowerCase() : fold(char, code),
      i,
      end,
    );
    i = end;
  }
  if (run) hidden.push(run);
  const first: NormalizedText = {
    text: out.text(),
    starts: out.starts(),
    ends: out.ends(),
    hidden,
  };
  return joinSpacedLetters(first);
}

/**
 * Maps a span of the normalized text back to the original text's UTF-16 span.
 *
 * @example
 * const n = normalizeText("I\u200bgnore");
 * toOriginalSpan(n, 0, 6); // [0, 7]
 */
export function toOriginalSpan(norm: NormalizedText, start: number, end: number): [number, number] {
  const map = norm.map;
  if (map !== undefined) {
    const n = norm.text.length;
    if (end <= start) {
      const at = start < n ? map.start(start) : n > 0 ? map.end(n - 1) : 0;
      return [at, at];
    }
    return [map.start(start), map.end(end - 1)];
  }
  if (!norm.starts || !norm.ends) return [start, end];
  if (end <= start) {
    const at = norm.starts[start] ?? norm.ends[norm.ends.length - 1] ?? 0;
    return [at, at];
  }
  return [norm.starts[start] as number, norm.ends[end - 1] as number];
}
