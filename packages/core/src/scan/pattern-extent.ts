import { maxWordGap } from "./rule.js";

/**
 * How far one match attempt of a pattern can read: `length` is the longest
 * text it can consume, `extent` the furthest character past the start it can
 * look at (lookaheads and `\b` peek beyond the match), `behind` the longest
 * lookbehind. `Infinity` when a quantifier is unbounded.
 *
 * @example
 * patternExtent(/\bdo not(?= tell)/g); // { length: 6, extent: 11, behind: 0 }
 */
export interface PatternExtent {
  readonly length: number;
  readonly extent: number;
  readonly behind: number;
}

/**
 * What `bounds` reads from a rule pattern, in one pass over its source: its
 * extent, and how far into a match a word of `anchors` / of `requires`
 * surely starts (see `anchorOffset`).
 *
 * @example
 * patternBounds(/\bdo not tell\b/g, ["tell"], []).offset; // 7
 */
export interface PatternBounds {
  readonly extent: PatternExtent;
  readonly offset: number;
  readonly offsetRequires: number;
}

interface Node {
  /** Longest text consumed, as the extent reads it. */
  c: number;
  /** Furthest character past the start one attempt can look at. */
  r: number;
  /** Longest text consumed, as the offset reads it (quantified differently). */
  k: number;
  /** Furthest offset from the node's start at which a word (`anchors` / `requires`) surely starts. */
  g: number;
  h: number;
  /** The character a plain literal atom matches (" " for short whitespace). */
  lit?: string;
}

const inf = Number.POSITIVE_INFINITY;

/**
 * Bounds a rule pattern's match length by reading its source (no `u` flag
 * syntax). A back-reference reads as the group it repeats (it matches the
 * same text again). A pattern it cannot read gets `Infinity`, so a caller
 * falls back to its generic bound.
 *
 * @example
 * patternExtent(/a{1,4}b/g).length; // 5
 */
export function patternExtent(pattern: RegExp): PatternExtent {
  return patternBounds(pattern, [], []).extent;
}

/**
 * How far into any match of `pattern` one of `words` surely starts: the
 * largest offset, over all matches, of the first literal occurrence the
 * pattern forces (a space in a word stands for one to five whitespace
 * characters, as in the anchor index). A rule's match then starts at most
 * this far before an anchor hit, which narrows its windows. `Infinity` when
 * some match need not hold a word literally.
 *
 * @example
 * anchorOffset(/\b(?:do not|never) tell\b/g, ["tell"]); // 7
 */
export function anchorOffset(pattern: RegExp, words: readonly string[]): number {
  return patternBounds(pattern, words, []).offset;
}

/**
 * `patternExtent` and `anchorOffset` for two word lists, from one reading of
 * the source (rule setup reads every pattern once instead of three times).
 *
 * @example
 * patternBounds(/a{1,4}b/g, [], []).extent.length; // 5
 */
export function patternBounds(
  pattern: RegExp,
  anchors: readonly string[],
  requires: readonly string[],
): PatternBounds {
  const src = pattern.source;
  let i = 0;
  let behind = 0;
  // Capturing groups by number and by name, once closed: a back-reference
  // consumes what its group matched, so it has the group's bounds.
  const groups: (Node | undefined)[] = [];
  const named = new Map<string, Node>();

  const alternation = (): Node => {
    let c = 0;
    let r = 0;
    let k = 0;
    let g = 0;
    let h = 0;
    let first = true;
    for (;;) {
      const t = sequence();
      c = first ? t.c : Math.max(c, t.c);
      r = first ? t.r : Math.max(r, t.r);
      first = false;
      k = Math.max(k, t.k);
      g = Math.max(g, t.g);
      h = Math.max(h, t.h);
      if (src[i] !== "|") return { c, r, k, g, h };
      i++;
    }
  };

  const sequence = (): Node => {
    let c = 0;
    let r = 0;
    let k = 0;
    let g = inf;
    let h = inf;
    // The current run of literal characters and the longest prefix before each.
    let run = "";
    let at: number[] = [];
    const flush = (): void => {
      if (run === "") return;
      for (const w of anchors) {
        const n = run.indexOf(w);
        if (n >= 0) g = Math.min(g, at[n] as number);
      }
      for (const w of requires) {
        const n = run.indexOf(w);
        if (n >= 0) h = Math.min(h, at[n] as number);
      }
      run = "";
      at = [];
    };
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const a = quantified(atom());
      r = Math.max(r, c + a.r);
      c += a.c;
      if (a.lit !== undefined) {
        run += a.lit;
        at.push(k);
      } else {
        flush();
        g = Math.min(g, k + a.g);
        h = Math.min(h, k + a.h);
      }
      k += a.k;
    }
    flush();
    return { c, r: Math.max(r, c), k, g, h };
  };

  const quantified = (t: Node): Node => {
    let min = 1;
    let max = 1;
    const q = src[i];
    if (q === "?" || q === "*" || q === "+") {
      i++;
      min = q === "+" ? 1 : 0;
      max = q === "?" ? 1 : inf;
    } else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return t; // a literal "{"
      i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? inf : Number(m[3]);
    } else return t;
    if (src[i] === "?") i++; // lazy
    const extent =
      max === 0
        ? { c: 0, r: 0 }
        : t.c === 0
          ? { c: t.c, r: t.r }
          : { c: max * t.c, r: (max - 1) * t.c + t.r };
    // Short whitespace runs join the words of a multi-word anchor.
    if (t.lit === " " && min >= 1 && max <= maxWordGap)
      return { ...extent, k: max, g: inf, h: inf, lit: " " };
    return {
      ...extent,
      k: max * t.k,
      g: min >= 1 ? t.g : inf,
      h: min >= 1 ? t.h : inf,
    };
  };

  const atom = (): Node => {
    const ch = src[i] as string;
    if (ch === "(") {
      i++;
      const kind = groupKind(src, i);
      i += kind.length;
      // Numbered in the order their parentheses open.
      const capturing = kind === "" || (kind.startsWith("?<") && kind.endsWith(">"));
      const number = capturing ? groups.push(undefined) : 0;
      const inner = alternation();
      if (src[i] !== ")") throw new Error("unbalanced");
      i++;
      if (number > 0) {
        groups[number - 1] = inner;
        if (kind.endsWith(">")) named.set(kind.slice(2, -1), inner);
      }
      if (kind === "?=" || kind === "?!") return { c: 0, r: inner.r, k: 0, g: inf, h: inf };
      if (kind === "?<=" || kind === "?<!") {
        behind = Math.max(behind, inner.r);
        return { c: 0, r: 0, k: 0, g: inf, h: inf };
      }
      return inner;
    }
    if (ch === "[") {
      i++;
      if (src[i] === "^") i++;
      // In JavaScript a "]" first in a class closes it: "[^]" is any character.
      while (i < src.length && src[i] !== "]") i += src[i] === "\\" ? 2 : 1;
      i++;
      return { c: 1, r: 1, k: 1, g: inf, h: inf };
    }
    if (ch === "\\") {
      const e = src[i + 1] as string;
      if (/[1-9k]/.test(e)) return backReference();
      i += 2;
      if (e === "b" || e === "B") return { c: 0, r: 1, k: 0, g: inf, h: inf };
      if (e === "s") return { c: 1, r: 1, k: 1, g: inf, h: inf, lit: " " };
      if (e === "x") i += 2;
      else if (e === "u") i += 4;
      else if (e === "c") i += 1;
      // An escaped punctuation character is itself.
      return /[a-zA-Z0-9]/.test(e)
        ? { c: 1, r: 1, k: 1, g: inf, h: inf }
        : { c: 1, r: 1, k: 1, g: inf, h: inf, lit: e };
    }
    i++;
    if (ch === "^") return { c: 0, r: 0, k: 0, g: inf, h: inf };
    if (ch === "$") return { c: 0, r: 1, k: 0, g: inf, h: inf };
    if (ch === ".") return { c: 1, r: 1, k: 1, g: inf, h: inf };
    // A lone space matches one space: one of the anchor index's 1-5.
    return { c: 1, r: 1, k: 1, g: inf, h: inf, lit: ch };
  };

  // `\N` or `\k<name>` at `i`: the bounds of a group closed before it (one
  // still open, or not there, is not read).
  const backReference = (): Node => {
    const m = /^\\(?:([1-9]\d*)|k<([A-Za-z_$][\w$]*)>)/.exec(src.slice(i));
    const group =
      m?.[1] !== undefined
        ? groups[Number(m[1]) - 1]
        : m?.[2] !== undefined
          ? named.get(m[2])
          : undefined;
    if (m === null || group === undefined) throw new Error("back-reference");
    i += m[0].length;
    // It reads exactly the text it consumes, and holds the words the group held.
    return { c: group.c, r: group.c, k: group.k, g: group.g, h: group.h };
  };

  try {
    const t = alternation();
    if (i !== src.length) throw new Error("trailing");
    return {
      extent: { length: t.c, extent: t.r, behind },
      // No word: no match holds one (most rules have no `requires` words).
      offset: anchors.length === 0 ? inf : t.g,
      offsetRequires: requires.length === 0 ? inf : t.h,
    };
  } catch {
    return { extent: { length: inf, extent: inf, behind: inf }, offset: inf, offsetRequires: inf };
  }
}

// The prefix of a group opened at `i` (`?:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`), or "" for a
// capturing group. Both readers of a pattern share it so they cannot disagree on a group.
export function groupKind(src: string, i: number): string {
  if (src[i] !== "?") return "";
  const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(src.slice(i));
  if (!m) throw new Error("unreadable group");
  return m[0];
}
