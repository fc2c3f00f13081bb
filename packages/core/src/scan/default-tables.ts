import { anchorIndex } from "./anchor-index.js";
import { hoistBoundary } from "./hoist-boundary.js";
import { patternPrefixes } from "./pattern-prefixes.js";
import { candidateFinder } from "./prefix-candidates.js";
import { bounds, type RuleBounds } from "./rule-windows.js";
import { allRules } from "./rules/index.js";

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
  /** The pattern as run: an equivalent, cheaper regex (see hoistBoundary). */
  readonly walk: readonly RegExp[];
  /** The same as a sticky regex: one match attempt at one candidate start. */
  readonly sticky: readonly RegExp[];
  /**
   * Per default rule: the string widths its regexes are native code for (see
   * compileNative); done on first use, so a process pays only for the rules
   * (and widths) its texts wake.
   */
  readonly compiled: Uint8Array;
  readonly bounds: readonly (RuleBounds | undefined)[];
  /** Every default rule has anchor words. */
  readonly anchored: boolean;
  /** A default rule's index by its pattern (the same regex object). */
  readonly ruleOf: ReadonlyMap<RegExp, number>;
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
  const finder = candidateFinder(allRules.map((rule) => patternPrefixes(rule.pattern)));
  // One rewrite per rule (see hoistBoundary), compiled with both flag sets.
  const sources = allRules.map((rule) => hoistBoundary(rule.pattern));
  return {
    index,
    finder,
    walk: allRules.map((rule, r) => new RegExp(sources[r] as string, rule.pattern.flags)),
    sticky: allRules.map(
      (rule, r) => new RegExp(sources[r] as string, `${rule.pattern.flags.replace("g", "")}y`),
    ),
    compiled: new Uint8Array(allRules.length),
    bounds: allRules.map(bounds),
    anchored: allRules.every((rule) => rule.anchors.length > 0),
    ruleOf: new Map(allRules.map((rule, r) => [rule.pattern, r])),
  };
}
