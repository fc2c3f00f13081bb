import { anchorIndex } from "./anchor-index.js";
import { compileNative } from "./compile-native.js";
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
    bounds: derived.bounds,
    prefixes: sharedPrefixes(allRules),
    anchored: allRules.every((rule) => rule.anchors.length > 0),
    ruleOf: new Map(allRules.map((rule, r) => [rule.pattern, r])),
    minLengths: new Int32Array(allRules.length).fill(-1),
  };
}

/**
 * Default rule `r`'s walking or sticky regex, made and compiled to native
 * code (see compileNative) on its first use. Each variant is made only when a
 * text first runs it, and V8 compiles its code for two-byte strings only when
 * one first comes: optimized native code takes up to ~1.3 MB a rule and
 * string width, and a variant never run (a sticky copy of a rule that is only
 * walked, two-byte code for ASCII text) would only hold memory.
 *
 * @example
 * nativeRegex(defaultTables(), 0, false).exec("ignore all previous instructions");
 */
export function nativeRegex(tables: DefaultTables, r: number, sticky: boolean): RegExp {
  const made = sticky ? tables.sticky : tables.walk;
  let re = made[r];
  if (re === undefined) {
    // One rewrite per rule (see hoistBoundary), with either flag set.
    const { flags } = (allRules[r] as Rule).pattern;
    re = new RegExp(
      hoistBoundary((allRules[r] as Rule).pattern),
      sticky ? `${flags.replace("g", "")}y` : flags,
    );
    compileNative(re);
    made[r] = re;
  }
  return re;
}
