// The fewest code units any match of a pattern consumes, read from its source.
// A rule woken by an anchor word inside a longer word ("ai" in "train", "use"
// in "user") walks its regex over the whole short value, and the value is
// often shorter than any match the rule could make ("Thai" against a rule
// that needs a phrase): such a rule is skipped without running its regex.
// The bound errs low, never high: whatever the reader does not know counts 0.

/**
 * A lower bound on the length (in UTF-16 code units) of every match of
 * `pattern`: no text shorter than this holds a match. Assertions (`\b`, `^`,
 * lookarounds) and back-references count 0; a pattern with the `v` flag, or
 * one this reader cannot follow, gets 0.
 *
 * @example
 * minMatchLength(/\bignore\s{1,5}(?:all|any)\b/g); // 10
 * minMatchLength(/a*|b/g); // 0
 */
export function minMatchLength(pattern: RegExp): number {
  if (pattern.flags.includes("v")) return 0;
  const src = pattern.source;
  const unicode = pattern.flags.includes("u");
  const end = src.length;
  let at = 0;
  // Set on source the reader cannot follow: the bound is then 0.
  let lost = false;
  const fail = (): number => {
    lost = true;
    at = end;
    return 0;
  };

  // The least of the alternatives' bounds, up to an unmatched ")" or the end.
  const alternatives = (): number => {
    let least = sequence();
    while (at < end && src.charCodeAt(at) === BAR) {
      at++;
      least = Math.min(least, sequence());
    }
    return least;
  };

  const sequence = (): number => {
    let sum = 0;
    while (at < end) {
      const c = src.charCodeAt(at);
      if (c === BAR || c === CLOSE) break;
      const one = atom(c);
      sum += one * quantifier();
    }
    return sum;
  };

  // One atom's bound; `at` moves past it.
  const atom = (c: number): number => {
    if (c === CARET || c === DOLLAR) {
      at++;
      return 0;
    }
    if (c === OPEN) return group();
    if (c === BRACKET) {
      // "]" first in a class closes it ("[]" matches nothing, "[^]" anything).
      at++;
      while (at < end && src.charCodeAt(at) !== BRACKET_CLOSE)
        at += src.charCodeAt(at) === BACKSLASH ? 2 : 1;
      if (at >= end) return fail();
      at++;
      return 1;
    }
    if (c === BACKSLASH) return escaped();
    at++;
    return 1;
  };

  const group = (): number => {
    at++;
    let assertion = false;
    if (src.charCodeAt(at) === QUESTION) {
      const next = src.charCodeAt(at + 1);
      const after = src.charCodeAt(at + 2);
      if (next === EQUALS || next === BANG) {
        assertion = true;
        at += 2;
      } else if (next === LESS && (after === EQUALS || after === BANG)) {
        assertion = true;
        at += 3;
      } else if (next === LESS) {
        // A named group: "(?<name>".
        const close = src.indexOf(">", at);
        if (close < 0) return fail();
        at = close + 1;
      } else {
        // "(?:", or modifiers ("(?i:", "(?-i:"): a plain group.
        let k = at + 1;
        while (k < end && (isLower(src.charCodeAt(k)) || src.charCodeAt(k) === DASH)) k++;
        if (src.charCodeAt(k) !== COLON) return fail();
        at = k + 1;
      }
    }
    const inner = alternatives();
    if (at >= end || src.charCodeAt(at) !== CLOSE) return fail();
    at++;
    return assertion ? 0 : inner;
  };

  const escaped = (): number => {
    if (at + 1 >= end) return fail();
    const c = src.charCodeAt(at + 1);
    at += 2;
    // Word boundaries assert; a back-reference may repeat an empty group.
    if (c === 0x62 /* b */ || c === 0x42 /* B */) return 0;
    if (c >= 0x31 && c <= 0x39) {
      while (isDigit(src.charCodeAt(at))) at++;
      return 0;
    }
    if (c === 0x6b /* k */ && src.charCodeAt(at) === LESS) {
      const close = src.indexOf(">", at);
      if (close < 0) return fail();
      at = close + 1;
      return 0;
    }
    // "\u{…}" and "\p{…}" in unicode mode; other escapes take their fixed
    // digits. Each matches one character.
    if (unicode && (c === 0x75 || c === 0x70 || c === 0x50) && src.charCodeAt(at) === BRACE) {
      const close = src.indexOf("}", at);
      if (close < 0) return fail();
      at = close + 1;
      return 1;
    }
    if (c === 0x75 /* u */ && hexRun(src, at, 4)) at += 4;
    else if (c === 0x78 /* x */ && hexRun(src, at, 2)) at += 2;
    else if (c === 0x63 /* c */ && isLower(src.charCodeAt(at) | 0x20)) at += 1;
    return 1;
  };

  // The least repeat count of the quantifier at `at` (1 without one).
  const quantifier = (): number => {
    const c = src.charCodeAt(at);
    let least = 1;
    if (c === STAR || c === QUESTION) {
      least = 0;
      at++;
    } else if (c === PLUS) {
      at++;
    } else if (c === BRACE) {
      // "{n}", "{n,}" or "{n,m}"; outside unicode mode a "{" that opens no
      // quantifier is a literal: the next atom.
      let k = at + 1;
      let n = 0;
      while (isDigit(src.charCodeAt(k))) n = n * 10 + src.charCodeAt(k++) - 0x30;
      if (k === at + 1) return 1;
      if (src.charCodeAt(k) === COMMA) {
        k++;
        while (isDigit(src.charCodeAt(k))) k++;
      }
      if (src.charCodeAt(k) !== BRACE_CLOSE) return 1;
      least = n;
      at = k + 1;
    } else return 1;
    if (src.charCodeAt(at) === QUESTION) at++;
    return least;
  };

  const n = alternatives();
  // Anything left unread (a stray ")") means the reader lost its way.
  return lost || at !== end ? 0 : n;
}

const BAR = 0x7c;
const OPEN = 0x28;
const CLOSE = 0x29;
const BRACKET = 0x5b;
const BRACKET_CLOSE = 0x5d;
const BACKSLASH = 0x5c;
const CARET = 0x5e;
const DOLLAR = 0x24;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const BANG = 0x21;
const LESS = 0x3c;
const COLON = 0x3a;
const DASH = 0x2d;
const STAR = 0x2a;
const PLUS = 0x2b;
const BRACE = 0x7b;
const BRACE_CLOSE = 0x7d;
const COMMA = 0x2c;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
function hexRun(src: string, at: number, n: number): boolean {
  for (let k = at; k < at + n; k++) {
    const c = src.charCodeAt(k);
    const lower = c | 0x20;
    if (!isDigit(c) && !(lower >= 0x61 && lower <= 0x66)) return false;
  }
  return true;
}
