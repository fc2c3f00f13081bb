/**
 * The ending after a non-Latin stem: non-Latin words are matched with a
 * bounded run of non-space characters for inflection (no \w: the patterns
 * run without the unicode flag).
 *
 * @example
 * new RegExp(`^инструкц${inflection}$`).test("инструкциями"); // true
 */
export const inflection = String.raw`[^\s.,;:!?]{0,8}`;
