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

interface Term {
  c: number;
  r: number;
}

/**
 * Bounds a rule pattern's match length by reading its source (no `u` flag
 * syntax). A pattern it cannot read (back-references) gets `Infinity`, so a
 * caller falls back to its generic bound.
 *
 * @example
 * patternExtent(/a{1,4}b/g).length; // 5
 */
export function patternExtent(pattern: RegExp): PatternExtent {
  const src = pattern.source;
  let i = 0;
  let behind = 0;

  const alternation = (): Term => {
    let best: Term = { c: 0, r: 0 };
    let first = true;
    for (;;) {
      const t = sequence();
      best = first ? t : { c: Math.max(best.c, t.c), r: Math.max(best.r, t.r) };
      first = false;
      if (src[i] !== "|") return best;
      i++;
    }
  };

  const sequence = (): Term => {
    let c = 0;
    let r = 0;
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const a = quantified(atom());
      r = Math.max(r, c + a.r);
      c += a.c;
    }
    return { c, r: Math.max(r, c) };
  };

  const quantified = (t: Term): Term => {
    let max = 1;
    const q = src[i];
    if (q === "?") {
      i++;
    } else if (q === "*" || q === "+") {
      i++;
      max = Number.POSITIVE_INFINITY;
    } else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return t; // a literal "{"
      i += m[0].length;
      max =
        m[2] === undefined ? Number(m[1]) : m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]);
    } else return t;
    if (src[i] === "?") i++; // lazy
    if (max === 0) return { c: 0, r: 0 };
    if (t.c === 0) return t;
    return { c: max * t.c, r: (max - 1) * t.c + t.r };
  };

  const atom = (): Term => {
    const ch = src[i] as string;
    if (ch === "(") {
      i++;
      const kind = groupKind(src, i);
      i += kind.length;
      const inner = alternation();
      if (src[i] !== ")") throw new Error("unbalanced");
      i++;
      if (kind === "?=" || kind === "?!") return { c: 0, r: inner.r };
      if (kind === "?<=" || kind === "?<!") {
        behind = Math.max(behind, inner.r);
        return { c: 0, r: 0 };
      }
      return inner;
    }
    if (ch === "[") {
      i++;
      if (src[i] === "^") i++;
      if (src[i] === "]") i++;
      while (i < src.length && src[i] !== "]") i += src[i] === "\\" ? 2 : 1;
      i++;
      return { c: 1, r: 1 };
    }
    if (ch === "\\") {
      const e = src[i + 1] as string;
      if (/[1-9k]/.test(e)) throw new Error("back-reference");
      i += 2;
      if (e === "b" || e === "B") return { c: 0, r: 1 };
      if (e === "x") i += 2;
      else if (e === "u") i += 4;
      else if (e === "c") i += 1;
      return { c: 1, r: 1 };
    }
    i++;
    if (ch === "^") return { c: 0, r: 0 };
    if (ch === "$") return { c: 0, r: 1 };
    return { c: 1, r: 1 };
  };

  try {
    const t = alternation();
    if (i !== src.length) throw new Error("trailing");
    return { length: t.c, extent: t.r, behind };
  } catch {
    const inf = Number.POSITIVE_INFINITY;
    return { length: inf, extent: inf, behind: inf };
  }
}

interface Node {
  /** Longest text consumed. */
  c: number;
  /** Furthest offset from the node's start at which one of the words surely starts. */
  g: number;
  /** The character a plain literal atom matches (" " for short whitespace). */
  lit?: string;
}

/**
 * How far into any match of `pattern` one of `words` surely starts: the
 * largest offset, over all matches, of the first literal occurrence the
 * pattern forces (a space in a word stands for one to four whitespace
 * characters, as in the anchor index). A rule's match then starts at most
 * this far before an anchor hit, which narrows its windows. `Infinity` when
 * some match need not hold a word literally.
 *
 * @example
 * anchorOffset(/\b(?:do not|never) tell\b/g, ["tell"]); // 7
 */
export function anchorOffset(pattern: RegExp, words: readonly string[]): number {
  const inf = Number.POSITIVE_INFINITY;
  // No word: no match holds one (most rules have no `requires` words).
  if (words.length === 0) return inf;
  const src = pattern.source;
  let i = 0;

  const alternation = (): Node => {
    let c = 0;
    let g = 0;
    for (;;) {
      const t = sequence();
      c = Math.max(c, t.c);
      g = Math.max(g, t.g);
      if (src[i] !== "|") return { c, g };
      i++;
    }
  };

  const sequence = (): Node => {
    let c = 0;
    let g = inf;
    // The current run of literal characters and the longest prefix before each.
    let run = "";
    let at: number[] = [];
    const flush = (): void => {
      if (run === "") return;
      for (const w of words) {
        const k = run.indexOf(w);
        if (k >= 0) g = Math.min(g, at[k] as number);
      }
      run = "";
      at = [];
    };
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const a = quantified(atom());
      if (a.lit !== undefined) {
        run += a.lit;
        at.push(c);
      } else {
        flush();
        g = Math.min(g, c + a.g);
      }
      c += a.c;
    }
    flush();
    return { c, g };
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
      if (!m) return t;
      i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? inf : Number(m[3]);
    } else return t;
    if (src[i] === "?") i++;
    // Short whitespace runs join the words of a multi-word anchor.
    if (t.lit === " " && min >= 1 && max <= 4) return { c: max, g: inf, lit: " " };
    return { c: max * t.c, g: min >= 1 ? t.g : inf };
  };

  const atom = (): Node => {
    const ch = src[i] as string;
    if (ch === "(") {
      i++;
      const kind = groupKind(src, i);
      i += kind.length;
      const inner = alternation();
      if (src[i] !== ")") throw new Error("unbalanced");
      i++;
      if (kind === "?=" || kind === "?!" || kind === "?<=" || kind === "?<!")
        return { c: 0, g: inf };
      return inner;
    }
    if (ch === "[") {
      i++;
      if (src[i] === "^") i++;
      if (src[i] === "]") i++;
      while (i < src.length && src[i] !== "]") i += src[i] === "\\" ? 2 : 1;
      i++;
      return { c: 1, g: inf };
    }
    if (ch === "\\") {
      const e = src[i + 1] as string;
      if (/[1-9k]/.test(e)) throw new Error("back-reference");
      i += 2;
      if (e === "b" || e === "B") return { c: 0, g: inf };
      if (e === "s") return { c: 1, g: inf, lit: " " };
      if (e === "x") i += 2;
      else if (e === "u") i += 4;
      else if (e === "c") i += 1;
      // An escaped punctuation character is itself.
      return /[a-zA-Z0-9]/.test(e) ? { c: 1, g: inf } : { c: 1, g: inf, lit: e };
    }
    i++;
    if (ch === "^" || ch === "$") return { c: 0, g: inf };
    if (ch === ".") return { c: 1, g: inf };
    // A lone space matches one space: one of the anchor index's 1-4.
    return { c: 1, g: inf, lit: ch };
  };

  try {
    const t = alternation();
    if (i !== src.length) throw new Error("trailing");
    return t.g;
  } catch {
    return inf;
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
