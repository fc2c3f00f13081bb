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

// ECMAScript's `\s`: RE2's is ASCII only, so "\u00a0" or an em space would fail
// `^\s+$` here where JavaScript (and Python's `re`) accept it.
const space = String.raw`\t-\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`;

function toRe2Syntax(pattern: string): string {
  const spaced = pattern.includes("\\s") || pattern.includes("\\S") ? withSpaces(pattern) : pattern;
  if (!spaced.includes("\\u")) return spaced;
  return spaced.replace(
    unicodeEscape,
    (_match, slashes: string, braced: string | undefined, four: string | undefined) =>
      `${slashes}\\x{${braced ?? four}}`,
  );
}

// `\s` and `\S` spelt out as ECMAScript's classes (inside a class, `\s` adds the
// same characters; `\S` there keeps RE2's reading).
function withSpaces(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === "\\" && i + 1 < pattern.length) {
      const next = pattern[i + 1] as string;
      i++;
      if (next === "s") out += inClass ? space : `[${space}]`;
      else if (next === "S" && !inClass) out += `[^${space}]`;
      else out += c + next;
      continue;
    }
    if (c === "[" && !inClass) inClass = true;
    else if (c === "]" && inClass) inClass = false;
    out += c;
  }
  return out;
}
