import type { RegExpEngine } from "ajv/dist/types/index.js";
import { RE2JS } from "re2js";

/** What ajv calls on a compiled pattern: an unanchored search, like `RegExp#test`. */
interface PatternMatcher {
  test(input: string): boolean;
  toString(): string;
}

/**
 * Schema patterns are data from whoever wrote the tool, so they run on RE2JS
 * (linear time: `^(a+)+$` cannot backtrack). A pattern RE2 cannot compile
 * (lookaround, backreferences, invalid syntax) is skipped: it matches
 * everything, so it never rejects a value and never breaks the tool.
 *
 * @example
 * new Ajv({ code: { regExp: re2Engine } });
 */
export const re2Engine: RegExpEngine = Object.assign(
  (pattern: string, _flags: string): PatternMatcher => {
    // toString is ajv's dedupe key for compiled patterns, so it must be unique per pattern.
    const key = `re2:${pattern}`;
    try {
      const compiled = RE2JS.compile(toRe2Syntax(pattern));
      return { test: (input) => compiled.test(input), toString: () => key };
    } catch {
      return { test: () => true, toString: () => `${key}:skipped` };
    }
  },
  { code: "re2Engine" },
);

/**
 * Compiles a pattern for ToolForm's own use (patternProperties look-ups),
 * with the same skip rule as {@link re2Engine}: `null` when it cannot compile.
 *
 * @example
 * compilePattern("^x-")?.test("x-id"); // true
 */
export function compilePattern(pattern: string): { test(input: string): boolean } | null {
  try {
    return RE2JS.compile(toRe2Syntax(pattern));
  } catch {
    return null;
  }
}

// ECMAScript spells a code point `\u00e9` or `\u{1F600}`; RE2 spells it `\x{...}`.
const unicodeEscape = /(?<!\\)((?:\\\\)*)\\u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/g;

function toRe2Syntax(pattern: string): string {
  if (!pattern.includes("\\u")) return pattern;
  return pattern.replace(
    unicodeEscape,
    (_match, slashes: string, braced: string | undefined, four: string | undefined) =>
      `${slashes}\\x{${braced ?? four}}`,
  );
}
