import { isWordAscii } from "./fold-char.js";

// Invisible characters with an honest job in ordinary text, told apart from
// smuggling by their place: read as nothing, they hide nothing.

const blackFlag = 0x1f3f4;
const cancelTag = 0xe007f;
// RGI subdivision flags spell a region and subdivision code ("gbeng",
// "gbsct", "gbwls"; Unicode allows up to 6 characters, one more is slack):
// too short to carry an instruction.
const maxFlagTags = 7;

/**
 * Where a subdivision flag's tag sequence ends (UTS #51 emoji_tag_sequence:
 * U+1F3F4, then lower-case tag letters or digits, then CANCEL TAG), given the
 * index just after the black flag; -1 when what follows is not one. The flags
 * of England, Scotland and Wales are the only honest use of tag characters,
 * and they are how an emoji keyboard writes them.
 *
 * @example
 * const wales = "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}";
 * flagTagsEnd(wales, 2); // wales.length
 * flagTagsEnd("🏴\u{E0049}\u{E0047}\u{E004E}", 2); // -1 (upper case, no CANCEL TAG)
 */
export function flagTagsEnd(input: string, from: number): number {
  if (input.codePointAt(from - 2) !== blackFlag) return -1;
  let at = from;
  for (let count = 0; count <= maxFlagTags; count++) {
    const code = input.codePointAt(at);
    if (code === cancelTag) return count >= 2 ? at + 2 : -1;
    const lowerOrDigit =
      code !== undefined &&
      ((code >= 0xe0061 && code <= 0xe007a) || (code >= 0xe0030 && code <= 0xe0039));
    if (!lowerOrDigit) return -1;
    at += 2;
  }
  return -1;
}

const letter = /\p{L}/u;
const isLetter = (input: string, at: number): boolean => {
  if (at < 0 || at >= input.length) return false;
  const code = input.charCodeAt(at);
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  // A run of soft hyphens (or of surrogates) settles without a regex.
  if (code === 0xad || (code >= 0xd800 && code <= 0xdfff)) return false;
  return letter.test(input[at] as string);
};

/**
 * Whether the SOFT HYPHEN at `at` marks a hyphenation point: two letters on
 * each side, as hyphenators place it ("extra\u00ADordinary"; TeX and browsers
 * keep at least two letters on a side). Pages and word processors are full of
 * them. One between every letter ("i\u00ADg\u00ADn…") or in a run is not
 * hyphenation and stays a hidden-text finding.
 *
 * @example
 * isHyphenationPoint("extra\u00ADordinary", 5); // true
 * isHyphenationPoint("i\u00ADg\u00ADnore", 1); // false
 */
export function isHyphenationPoint(input: string, at: number): boolean {
  return (
    isLetter(input, at - 2) &&
    isLetter(input, at - 1) &&
    isLetter(input, at + 1) &&
    isLetter(input, at + 2)
  );
}

// Scripts written without spaces between words: Thai, Lao, Tibetan, Myanmar,
// Khmer, kana, CJK ideographs, Hangul syllables. Ranges, not a Unicode
// property test: a run of zero-width spaces asks for a neighbour each.
const unspacedScripts = [
  0x0e00, 0x0eff, 0x0f00, 0x0fff, 0x1000, 0x109f, 0x1780, 0x17ff, 0x3040, 0x30ff, 0x3400, 0x4dbf,
  0x4e00, 0x9fff, 0xac00, 0xd7af, 0xf900, 0xfaff,
];
const isScriptLetter = (input: string, at: number): boolean => {
  const code = input.charCodeAt(at);
  for (let k = 0; k < unspacedScripts.length; k += 2)
    if (code >= (unspacedScripts[k] as number) && code <= (unspacedScripts[k + 1] as number))
      return true;
  return false;
};

// How far a word break may reach over other zero-width and plain spaces
// (sloppy Khmer and Thai text doubles them, "ពិត​ ​​​ឫ"); a longer run is
// not a word break.
const breakReach = 4;
const isBreakFiller = (code: number): boolean => code === 0x200b || code === 0x20;

/**
 * Whether the ZERO WIDTH SPACE at `at` breaks words of a script written
 * without spaces: Thai, Khmer, Lao, Burmese and CJK text mark word breaks with
 * it, often doubled or next to a plain space. It does when a character of such
 * a script lies on either side within a few spaces and no ASCII letter or digit
 * touches it (how Latin keywords are split); a long run stays hidden text.
 *
 * @example
 * isScriptWordBreak("วันนี้\u200Bอากาศ", 6); // true
 * isScriptWordBreak("ig\u200Bnore", 2); // false
 */
export function isScriptWordBreak(input: string, at: number): boolean {
  if (isWordAscii(input.charCodeAt(at - 1)) || isWordAscii(input.charCodeAt(at + 1))) return false;
  let before = at - 1;
  while (before >= 0 && isBreakFiller(input.charCodeAt(before))) {
    if (at - before > breakReach) return false;
    before--;
  }
  let after = at + 1;
  while (after < input.length && isBreakFiller(input.charCodeAt(after))) {
    if (after - at > breakReach) return false;
    after++;
  }
  if (after - before - 1 > breakReach) return false;
  return isScriptLetter(input, before) || isScriptLetter(input, after);
}

/**
 * Whether a bidi control only sets a direction: the embeddings, isolates and
 * their pops (LRE, RLE, PDF, LRI, RLI, FSI, PDI) that localized software wraps
 * around names, numbers and right-to-left phrases. They do not make the text a
 * person sees differ from what a model reads; the overrides (LRO, RLO) do, and
 * in a text that has one, every bidi control counts (Trojan Source pairs them).
 *
 * @example
 * isDirectionFormatting(0x2068); // true (FSI)
 * isDirectionFormatting(0x202e); // false (RLO)
 */
export function isDirectionFormatting(code: number): boolean {
  return (code >= 0x202a && code <= 0x202c) || (code >= 0x2066 && code <= 0x2069);
}

/**
 * Whether a text has a bidi override (LRO or RLO).
 *
 * @example
 * hasBidiOverride("abc\u202Eevil"); // true
 */
export function hasBidiOverride(input: string): boolean {
  return input.includes("\u202d") || input.includes("\u202e");
}

/**
 * Whether a code point is a variation selector (VS1-VS16, VS17-VS256).
 *
 * @example
 * isVariationSelector(0xfe0f); // true
 */
export function isVariationSelector(code: number): boolean {
  return (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
}

/**
 * Whether the variation selector spanning [at, end) stands alone: one after a
 * character picks its glyph (emoji or text style, a CJK ideograph's variant).
 * No honest text stacks two; a run of them is how bytes are smuggled behind an
 * emoji (one selector per byte or per four bits), and stays hidden text.
 *
 * @example
 * isLoneSelector("I ❤\uFE0F it", 3, 4); // true
 * isLoneSelector("😀\uFE01\uFE02", 2, 3); // false
 */
export function isLoneSelector(input: string, at: number, end: number): boolean {
  const before = input.charCodeAt(at - 1);
  const prev = before >= 0xdc00 && before <= 0xdfff ? (input.codePointAt(at - 2) ?? 0) : before;
  const next = input.codePointAt(end) ?? 0;
  return !isVariationSelector(prev) && !isVariationSelector(next);
}
