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
  const c = input[at];
  return c !== undefined && letter.test(c);
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
