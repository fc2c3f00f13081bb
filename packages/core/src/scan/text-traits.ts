// Which characters a short text holds, read in one pass, so the normalizer and
// the scan skip every pass that looks only for characters the text lacks. Most
// argument values are short plain words ("San Francisco", "celsius", "2024-01-05"):
// each of those passes costs a native search or two, and together they were most
// of the normalizer's cost per value (~1 µs of ~1.4 µs). A pass is skipped only
// when a bit below is clear, and each bit is set by every character its pass
// can start from, so a skipped pass is one that would have found nothing.

/**
 * A character of U+0080 or above: the text is not ASCII (then every other bit is set too).
 *
 * @example
 * (textTraits("café") & NON_ASCII) !== 0; // true
 */
export const NON_ASCII = 1;
/**
 * "<": an HTML tag (tagEdits reads only from a "<").
 *
 * @example
 * (textTraits("<b>x</b>") & TAG) !== 0; // true
 */
export const TAG = 1 << 1;
/**
 * "*" or "~": bold and strikethrough markers ("**", "~~"; markerCuts).
 *
 * @example
 * (textTraits("**x**") & MARKER) !== 0; // true
 */
export const MARKER = 1 << 2;
/**
 * A control character below tab, or DEL (controlCuts).
 *
 * @example
 * (textTraits("a\x01b") & CONTROL) !== 0; // true
 */
export const CONTROL = 1 << 3;
/**
 * ">", "\n" or "\r": quote markers ("> " at a line start) and line-end hyphens ("-\n",
 * "-\r"; quoteCuts); a line break (the one-per-line readers of decodeBlocks).
 *
 * @example
 * (textTraits("> quoted") & QUOTE) !== 0; // true
 */
export const QUOTE = 1 << 4;
/**
 * "*", "_" or "`": emphasis runs (emphasisCuts).
 *
 * @example
 * (textTraits("user_id") & EMPHASIS) !== 0; // true
 */
export const EMPHASIS = 1 << 5;
/**
 * A whitespace character other than a space, or two spaces in a row: the start of a long gap (longGapCuts).
 *
 * @example
 * (textTraits("a  b") & GAP) !== 0; // true
 */
export const GAP = 1 << 6;
/**
 * ".", "+" or "|": the ASCII marks that chain words (wordChains); with HYPHEN, Morse (".-").
 *
 * @example
 * (textTraits("a.b") & CHAIN) !== 0; // true
 */
export const CHAIN = 1 << 7;
/**
 * "\\": a line or tab escape (lineEscapes), or any escape the normalizer decodes.
 *
 * @example
 * (textTraits("a\\nb") & BACKSLASH) !== 0; // true
 */
export const BACKSLASH = 1 << 8;
/**
 * "&" or "%": an entity or percent escape (hasAsciiEscape).
 *
 * @example
 * (textTraits("a&amp;b") & ESCAPE) !== 0; // true
 */
export const ESCAPE = 1 << 9;
/**
 * A digit leetspeak is searched from ("0", "1", "3", "4"; leetWindows) may be in
 * the normalized text: the text holds one, or an escape that could decode to one.
 * The same digits start decodeBlocks' hex lists ("20"), decimal codes ("32") and
 * the name "rot13".
 *
 * @example
 * (textTraits("pr3v10us") & LEET) !== 0; // true
 */
export const LEET = 1 << 10;
/**
 * A "-" may be in the normalized text (hyphenWindows): held, or behind an escape.
 *
 * @example
 * (textTraits("e-mail") & HYPHEN) !== 0; // true
 */
export const HYPHEN = 1 << 11;

/**
 * The bits of every formatting pass markupEdits makes on ASCII text.
 *
 * @example
 * (textTraits("San Francisco") & MARKUP) === 0; // true
 */
export const MARKUP = TAG | MARKER | CONTROL | QUOTE | EMPHASIS | GAP | CHAIN;
/**
 * Every bit: what a text not read (too long) or not ASCII may hold.
 *
 * @example
 * textTraits("café") === ANY; // true
 */
export const ANY = (1 << 12) - 1;
/**
 * A text longer than this is not read: its traits are `ANY`.
 *
 * @example
 * textTraits("a".repeat(tracedUpTo + 1)) === ANY; // true
 */
export const tracedUpTo = 256;

const table = new Uint16Array(128);
const set = (chars: string, bits: number): void => {
  for (let k = 0; k < chars.length; k++) {
    const c = chars.charCodeAt(k);
    table[c] = (table[c] as number) | bits;
  }
};
set("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x7f", CONTROL);
set("<", TAG);
set("*~", MARKER);
set(">\n\r", QUOTE);
set("*_`", EMPHASIS);
set("\t\n\v\f\r", GAP);
set(".+|", CHAIN);
// An escape decodes to any character: the bits of what it could become are set too.
set("\\", BACKSLASH | LEET | HYPHEN);
set("&%", ESCAPE | LEET | HYPHEN);
set("0134", LEET);
set("-", HYPHEN);

/**
 * The trait bits of `text` (see the constants above): a clear bit means the text
 * holds no character of that kind. A non-ASCII text, or one longer than
 * `tracedUpTo`, gets every bit (`ANY`): it is read by the passes as before.
 *
 * @example
 * const traits = textTraits("San Francisco, CA");
 * (traits & CHAIN) === 0; // true: no ".", "+" or "|"
 * textTraits("café") === ANY; // true
 */
export function textTraits(text: string): number {
  if (text.length > tracedUpTo) return ANY;
  let traits = 0;
  let prev = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return ANY;
    traits |= table[c] as number;
    // A long gap is a run of whitespace: without a tab, a line break or two
    // spaces side by side, no run is longer than one.
    if (c === 0x20 && prev === 0x20) traits |= GAP;
    prev = c;
  }
  return traits;
}
