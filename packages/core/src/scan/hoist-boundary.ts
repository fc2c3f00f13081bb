import { topLevel } from "./source-structure.js";

// A rule pattern is often a list of phrasings, each opening with `\b`:
// `\bA|\bB|\bC`. V8 tries every alternative at every position, and so tests
// the same `\b` once per alternative; written `\b(?:A|B|C)` it tests it once
// and tries the alternatives only where a word starts. The two are the same
// regex (an assertion reads no character, the alternatives keep their order,
// no capture group is added), about half the cost for patterns with many
// phrasings. Alternation is associative, so a run of such phrasings between
// others (`X|\bA|\bB|Y` to `X|\b(?:A|B)|Y`) is grouped the same way.

/**
 * The source of `pattern` with the `\b` that opens each run of two or more
 * consecutive top-level alternatives taken out in front of the run; the
 * source unchanged when there is no such run.
 *
 * @example
 * hoistBoundary(/\bfoo|\bbar|baz/g); // "\\b(?:foo|bar)|baz"
 */
export function hoistBoundary(pattern: RegExp): string {
  const source = pattern.source;
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length > 1)
      out.push(`\\b(?:${run.map((alternative) => alternative.slice(2)).join("|")})`);
    else out.push(...run);
    run = [];
  };
  for (const alternative of topLevel(source)) {
    // `\b` then a quantifier would quantify the assertion: such a phrasing stays as it is.
    if (alternative.startsWith("\\b") && !/^[?*+{]/.test(alternative.slice(2)))
      run.push(alternative);
    else {
      flush();
      out.push(alternative);
    }
  }
  flush();
  return out.join("|");
}

/**
 * A regex equivalent to `pattern` (same flags), with `hoistBoundary` applied.
 *
 * @example
 * fastPattern(/\bfoo|\bbar/g).source; // "\\b(?:foo|bar)"
 */
export function fastPattern(pattern: RegExp, flags = pattern.flags): RegExp {
  return new RegExp(hoistBoundary(pattern), flags);
}
