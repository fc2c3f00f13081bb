import { confusable } from "./confusables.js";
import type { HiddenRun } from "./normalize-text.js";

// Per-character reading rules for the normalizer: how a code point folds, and
// which invisible characters hide something.

const foldCache = new Map<number, string>();

// Letters that "fancy text" generators and emoji keyboards write whole
// sentences in, which NFKC leaves as they are (or, for parenthesized
// letters, wraps in brackets): small capitals ("ɪɢɴᴏʀᴇ ᴀʟʟ"), negative
// circled and squared letters ("🅸🅶🅽"), regional indicators, parenthesized
// letters, and Braille cells for the 26 letters. None is a script of its
// own, so each reads as its letter in any context. The blank Braille cell
// is the space between words of Braille text: it reads as a space.
const letterLike = new Map<number, string>([
  ...[...`ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz`.matchAll(/(.)([a-z])/gu)].map(
    (m) => [(m[1] as string).codePointAt(0) as number, m[2] as string] as const,
  ),
  ...[...`⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵`].map(
    (cell, k) => [cell.charCodeAt(0), String.fromCharCode(0x61 + k)] as const,
  ),
  [0x2800, " "],
  ...[0x1f150, 0x1f170, 0x1f1e6, 0x249c].flatMap((first) =>
    Array.from({ length: 26 }, (_, k) => [first + k, String.fromCharCode(0x61 + k)] as const),
  ),
]);

/**
 * How one non-ASCII code point reads: NFKC, then accents dropped (homoglyphs
 * are decided in context by the caller).
 *
 * @example
 * fold("é", 0xe9); // "e"
 * fold("ｉ", 0xff49); // "i"
 */
export function fold(char: string, codePoint: number): string {
  const cached = foldCache.get(codePoint);
  if (cached !== undefined) return cached;
  // Typographic quotes read as ASCII ones ("don’t", “quoted”).
  if (codePoint === 0x2018 || codePoint === 0x2019 || codePoint === 0x02bc) return "'";
  if (codePoint === 0x201c || codePoint === 0x201d) return '"';
  const letter = letterLike.get(codePoint);
  if (letter !== undefined) return letter;
  let out = char.normalize("NFKC");
  if (!isAscii(out)) {
    const stripped = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (isAscii(stripped)) out = stripped;
  }
  out = out.toLowerCase();
  if (foldCache.size < 4096) foldCache.set(codePoint, out);
  return out;
}

// Per BMP code unit below the surrogates: 0 not yet known, 1 when the
// character needs its context (a homoglyph, a joiner, something hidden) or
// does not fold to exactly one code unit, else the code unit it folds to.
const simpleTable = new Uint16Array(0xd800);

/**
 * The one code unit a non-ASCII character below U+D800 reads as in any
 * context (what `fold` gives, when that is one unit and the character is
 * neither hidden nor a homoglyph), or 0 when the caller must classify it.
 *
 * @example
 * simpleFold(0xe9); // 0x65 ("é" reads "e")
 * simpleFold(0x043e); // 0 (Cyrillic о: a homoglyph, decided in context)
 */
export function simpleFold(code: number): number {
  let known = simpleTable[code] as number;
  if (known === 0) {
    const char = String.fromCharCode(code);
    const folded =
      code >= 0x80 &&
      code !== 0x200c &&
      code !== 0x200d &&
      hiddenKind(code, 0, 0) === undefined &&
      confusable(char) === undefined
        ? fold(char, code)
        : "";
    known = folded.length === 1 && folded.charCodeAt(0) > 1 ? folded.charCodeAt(0) : 1;
    simpleTable[code] = known;
  }
  return known === 1 ? 0 : known;
}

// Looks at most this far along the word either side (keeps the pass linear).
const wordReach = 24;

/**
 * Whether the character at [start, end) sits in a word that has Latin letters
 * (so a Cyrillic or Greek look-alike there is a homoglyph).
 *
 * @example
 * inLatinWord("Fоr", 1, 2); // true (Cyrillic о between F and r)
 */
export function inLatinWord(input: string, start: number, end: number): boolean {
  for (let k = start - 1; k >= 0 && start - k <= wordReach; k--) {
    const c = input.charCodeAt(k);
    if (isWordAscii(c) || isLatinForm(c)) return true;
    if (!isLetterish(c)) break;
  }
  for (let k = end; k < input.length && k - end < wordReach; k++) {
    const c = input.charCodeAt(k);
    if (isWordAscii(c) || isLatinForm(c)) return true;
    if (!isLetterish(c)) break;
  }
  return amongSpacedLatin(input, start, end);
}

// Spaced-out letters are words of one letter each ("I g n о r е", "p.r.е.v"):
// a look-alike standing alone there has no Latin letter in its own word, so
// the word it spells is read instead. It is Latin when the nearest letter that
// is not itself a look-alike, across fillers (at most three) and other lone
// look-alikes, is a lone Latin letter; a spaced-out Russian or Greek word
// ("Р е з ю м е") meets a letter of its own script first and stays as it is.
function amongSpacedLatin(input: string, start: number, end: number): boolean {
  if (start > 0 && !isFillerAt(input, start - 1)) return false;
  if (end < input.length && !isFillerAt(input, end)) return false;
  return spacedLatinSide(input, start - 1, -1) || spacedLatinSide(input, end, 1);
}

// From the filler at `k`, walks `step` by step over lone letters (within
// `wordReach`): true at a lone Latin letter, false at anything else.
function spacedLatinSide(input: string, k: number, step: 1 | -1): boolean {
  for (let reach = 0; reach < wordReach; ) {
    let fillers = 0;
    while (fillers < 4 && isFillerAt(input, k)) {
      k += step;
      fillers++;
    }
    if (fillers === 0 || fillers > 3 || k < 0 || k >= input.length) return false;
    const c = input.charCodeAt(k);
    // The letter must stand alone: a filler (or the text's edge) beyond it.
    const beyond = k + step;
    if (beyond >= 0 && beyond < input.length && !isFillerAt(input, beyond)) return false;
    if (isWordAscii(c) || isLatinForm(c)) return c > 0x39;
    if (c < 0xc0 || confusable(String.fromCharCode(c)) === undefined) return false;
    k = beyond;
    reach += fillers + 1;
  }
  return false;
}

// The fillers of spaced-out letters (what the normalizer joins across):
// space, dot, asterisk, underscore and hyphen. Off the text's ends: false.
function isFillerAt(input: string, k: number): boolean {
  const c = input.charCodeAt(k);
  return c === 0x20 || c === 0x2e || c === 0x2a || c === 0x5f || c === 0x2d;
}

// Letters NFKC reads as Latin ones: fullwidth Latin letters, and the
// mathematical alphanumerics (U+1D400 to U+1D7FF, whose UTF-16 form is 0xD835
// and a low surrogate; either half tells, whichever way the word is walked).
// A look-alike among them ("Ｉｇｎоｒе") is a homoglyph as it is among ASCII.
function isLatinForm(c: number): boolean {
  return (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a) || c === 0xd835;
}

// Letters, and the invisible characters attackers wedge between them.
function isLetterish(c: number): boolean {
  return (
    isWordAscii(c) ||
    (c >= 0xc0 && c !== 0x2028 && c !== 0x2029 && c !== 0x3000 && !(c >= 0x2000 && c <= 0x200a))
  );
}

/**
 * True when every character is ASCII.
 *
 * @example
 * isAscii("abc"); // true
 */
export function isAscii(text: string): boolean {
  return !/[^\x00-\x7f]/.test(text);
}

/**
 * Classifies an invisible character: a bidi control, another invisible, one to
 * drop silently (emoji joiners, variation selectors), or `undefined` for a
 * visible character.
 *
 * @example
 * hiddenKind(0x200b, 0x61, 0x62); // "invisible"
 */
export function hiddenKind(
  code: number,
  prev: number,
  next: number,
): HiddenRun["kind"] | "drop" | undefined {
  if (code >= 0x202a && code <= 0x202e) return "bidi";
  if (code >= 0x2066 && code <= 0x2069) return "bidi";
  if (code === 0x200c || code === 0x200d) {
    // Joiners are legitimate inside emoji and Indic or Persian words; they only
    // hide something when wedged into Latin text.
    return isWordAscii(prev) || isWordAscii(next) ? "invisible" : "drop";
  }
  if (code === 0x200e || code === 0x200f) {
    // Direction marks are how right-to-left text places a Latin name, a number or a
    // file name ("‏דוח-2024.pdf"); inside a Latin word they only split it.
    return isWordAscii(prev) && isWordAscii(next) ? "invisible" : "drop";
  }
  if (code >= 0xfe00 && code <= 0xfe0f) return "drop";
  if (
    code === 0x200b ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff ||
    code === 0x00ad ||
    code === 0x180e ||
    code === 0x034f ||
    code === 0x115f ||
    code === 0x1160 ||
    code === 0x3164 ||
    code === 0xffa0
  ) {
    return "invisible";
  }
  return undefined;
}

/**
 * True for an ASCII letter or digit code.
 *
 * @example
 * isWordAscii(0x61); // true
 */
export function isWordAscii(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a)
  );
}
