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
      let kind = "";
      if (src[i] === "?") {
        const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(src.slice(i));
        if (!m) throw new Error("unreadable group");
        kind = m[0];
        i += m[0].length;
      }
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
