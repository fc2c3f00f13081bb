import { anchorIndex } from "./anchor-index.js";
import { compileNative, widths } from "./compile-native.js";
import { derivedTables } from "./derived-tables.js";
import { hoistBoundary } from "./hoist-boundary.js";
import { candidateFinder } from "./prefix-candidates.js";
import type { Rule } from "./rule.js";
import { deriveRules } from "./rule-derivations.js";
import type { RuleBounds } from "./rule-windows.js";
import { allRules } from "./rules/index.js";
import { sharedPrefixes } from "./shared-prefix.js";

/**
 * Everything the default rule set precomputes for a scan: its anchor
 * automata, candidate automaton, rewritten patterns and window bounds.
 *
 * @example
 * const { walk } = defaultTables();
 */
export interface DefaultTables {
  readonly index: ReturnType<typeof anchorIndex>;
  /** Each default rule's start literals, read from its pattern. */
  readonly finder: ReturnType<typeof candidateFinder>;
  /**
   * The pattern as run: an equivalent, cheaper regex (see hoistBoundary),
   * made on the rule's first use (see nativeRegex).
   */
  readonly walk: (RegExp | undefined)[];
  /** The same as a sticky regex: one match attempt at one candidate start. */
  readonly sticky: (RegExp | undefined)[];
  /**
   * Per default rule: the string widths its walking regex (bits 0-1) and its
   * sticky regex (bits 2-3) are native code for (see nativeRegex).
   */
  readonly compiled: Uint8Array;
  readonly bounds: readonly (RuleBounds | undefined)[];
  /** Per default rule, the leading group it shares with others, if any (see shared-prefix). */
  readonly prefixes: readonly (RegExp | undefined)[];
  /** Every default rule has anchor words. */
  readonly anchored: boolean;
  /** A default rule's index by its pattern (the same regex object). */
  readonly ruleOf: ReadonlyMap<RegExp, number>;
  /**
   * Per default rule, the fewest characters a match of it holds (see
   * minMatchLength), read on the rule's first use on a short text; -1 until then.
   */
  readonly minLengths: Int32Array;
}

// Built on the first scan, not at import: parsing every pattern and building
// the automata takes tens of milliseconds, which a process that only
// validates tool calls should never pay.
let tables: DefaultTables | undefined;

/**
 * The default rule set's scan tables, built once on first use.
 *
 * @example
 * defaultTables().index.locate("ignore all previous instructions");
 */
export function defaultTables(): DefaultTables {
  tables ??= buildTables();
  return tables;
}

/**
 * Whether the default scan tables exist yet (importing the core must not build them).
 *
 * @example
 * defaultTablesBuilt(); // false until the first scan
 */
export function defaultTablesBuilt(): boolean {
  return tables !== undefined;
}

function buildTables(): DefaultTables {
  const index = anchorIndex(allRules);
  // Read ahead of time from the patterns (derived-tables.ts): reading them here
  // took most of the first scan.
  const derived = deriveRules(allRules, derivedTables);
  const finder = candidateFinder(derived.prefixes);
  return {
    index,
    finder,
    // Made when a rule is first run: a first scan wakes few rules, and
    // rewriting and parsing all ~580 patterns took ~25 ms of it.
    walk: new Array<RegExp | undefined>(allRules.length),
    sticky: new Array<RegExp | undefined>(allRules.length),
    compiled: new Uint8Array(allRules.length),
    bounds: derived.bounds,
    prefixes: sharedPrefixes(allRules),
    anchored: allRules.every((rule) => rule.anchors.length > 0),
    ruleOf: new Map(allRules.map((rule, r) => [rule.pattern, r])),
    minLengths: new Int32Array(allRules.length).fill(-1),
  };
}

/**
 * Default rule `r`'s walking or sticky regex, native code for the text's
 * string width (see compileNative) from its first use on. Each variant and
 * width is compiled only when a text first runs it: V8 optimizes only the
 * regex code a process generates before it holds 16 MB of executable memory
 * (`TooMuchRegExpCode` in V8's regexp.cc), so every variant compiled and
 * never run (a sticky copy of a rule that is only walked, two-byte code for
 * ASCII text) leaves a later rule unoptimized, several times slower.
 *
 * @example
 * nativeRegex(defaultTables(), 0, false, true).exec("ignore all previous instructions");
 */
export function nativeRegex(
  tables: DefaultTables,
  r: number,
  sticky: boolean,
  ascii: boolean | undefined,
): RegExp {
  const made = sticky ? tables.sticky : tables.walk;
  let re = made[r];
  if (re === undefined) {
    // One rewrite per rule (see hoistBoundary), with either flag set.
    const { flags } = (allRules[r] as Rule).pattern;
    re = new RegExp(
      hoistBoundary((allRules[r] as Rule).pattern),
      sticky ? `${flags.replace("g", "")}y` : flags,
    );
    made[r] = re;
  }
  const shift = sticky ? 2 : 0;
  const have = ((tables.compiled[r] as number) >> shift) & widths.both;
  // An ASCII text is a one-byte string, and so is every slice of it.
  const missing = (ascii === true ? widths.oneByte : widths.both) & ~have;
  if (missing !== 0) {
    tables.compiled[r] = (tables.compiled[r] as number) | (missing << shift);
    compileNative(re, missing);
  }
  return re;
}
