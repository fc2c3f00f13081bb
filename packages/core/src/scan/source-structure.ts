// Where a regex source's top-level structure lies, read once by the passes
// that rewrite or share patterns: a character after `\` and everything in a
// class `[...]` is literal, and only parentheses outside classes nest.

/**
 * A regex source's top level: the positions of its top-level `|` (outside
 * every group and class), and where the group that closes first at depth
 * zero ends (the index of its `)`, -1 when no group closes there).
 *
 * @example
 * sourceStructure("(?:a|b)c|d"); // { bars: [8], firstClose: 6 }
 */
export interface SourceStructure {
  readonly bars: readonly number[];
  readonly firstClose: number;
}

/**
 * Reads {@link SourceStructure} from `source` in one pass.
 *
 * @example
 * sourceStructure("[|]|(a|b)").bars; // [3]
 */
export function sourceStructure(source: string): SourceStructure {
  const bars: number[] = [];
  let firstClose = -1;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth === 0 && firstClose < 0) firstClose = i;
    } else if (c === "|" && depth === 0) bars.push(i);
  }
  return { bars, firstClose };
}

/**
 * The source's top-level alternatives, split at its top-level `|`.
 *
 * @example
 * topLevel("a|(b|c)|[|]"); // ["a", "(b|c)", "[|]"]
 */
export function topLevel(source: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const bar of sourceStructure(source).bars) {
    out.push(source.slice(start, bar));
    start = bar + 1;
  }
  out.push(source.slice(start));
  return out;
}
