import { type PatternPrefix, patternPrefixes } from "./pattern-prefixes.js";
import type { Rule } from "./rule.js";
import { ruleKey } from "./rule-key.js";
import { bounds, type RuleBounds } from "./rule-windows.js";

/**
 * What the scan tables read from each rule's pattern: the literals its
 * matches start with (see patternPrefixes) and where its windows are cut
 * (see bounds), in the order of the rules given.
 *
 * @example
 * const { prefixes } = deriveRules(allRules, derivedTables);
 */
export interface RuleDerivations {
  readonly prefixes: readonly (readonly PatternPrefix[] | undefined)[];
  readonly bounds: readonly (RuleBounds | undefined)[];
}

// One stored rule: its key, its prefixes (text, boundary, run) and its bounds
// (kind, extent, before, beforeRequires; -1 for an unbounded extent), each
// null where the rule has none.
type PrefixEntry = [text: string, boundary: 0 | 1, run?: number];
type BoundsEntry = [kind: number, extent: number, before: number, beforeRequires: number];
type Entry = [key: string, prefixes: PrefixEntry[] | null, bounds: BoundsEntry | null];

const kinds = ["spans", "narrowed", "deep"] as const;

/**
 * Each rule's prefixes and bounds, read from `stored` (the text
 * `renderDerivations` wrote) for every rule whose key is there, and from its
 * pattern for the others. Reading the default rules' patterns is most of
 * what a process's first scan costs (~500 ms); the stored entries are
 * committed with the rules (derived-tables.ts), and a test keeps them
 * current. A rule edited since then has another key, so it is read afresh:
 * a stale entry costs time, never a wrong table.
 *
 * @example
 * deriveRules(allRules, derivedTables).prefixes[0]; // [{ text: "do ", boundary: true }, …]
 */
export function deriveRules(rules: readonly Rule[], stored?: string): RuleDerivations {
  const known = new Map<string, Entry>();
  if (stored !== undefined)
    for (const entry of JSON.parse(stored) as Entry[]) known.set(entry[0], entry);
  const prefixes: (readonly PatternPrefix[] | undefined)[] = [];
  const cuts: (RuleBounds | undefined)[] = [];
  for (const rule of rules) {
    const entry = known.size > 0 ? known.get(ruleKey(rule)) : undefined;
    if (entry === undefined) {
      prefixes.push(patternPrefixes(rule.pattern));
      cuts.push(bounds(rule));
      continue;
    }
    prefixes.push(entry[1]?.map(readPrefix));
    cuts.push(entry[2] === null ? undefined : readBounds(entry[2]));
  }
  return { prefixes, bounds: cuts };
}

/**
 * The text of derived-tables.ts for `rules`: one JSON entry per rule and
 * line, inside a raw template literal (no escape in it is read twice, and a
 * formatter leaves a template's content alone).
 *
 * @example
 * writeFileSync("derived-tables.ts", renderDerivations(allRules));
 */
export function renderDerivations(rules: readonly Rule[]): string {
  const { prefixes, bounds: cuts } = deriveRules(rules);
  const lines = rules.map((rule, r) => {
    const entry: Entry = [
      ruleKey(rule),
      prefixes[r]?.map(writePrefix) ?? null,
      writeBounds(cuts[r]),
    ];
    // `$` and the backtick are the template's own syntax; JSON reads their escapes back.
    return JSON.stringify(entry).replace(/[`$]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
  });
  return `${header}export const derivedTables: string = String.raw\`[
${lines.join(",\n")}
]\`;
`;
}

const header = `// GENERATED from the rules in ./rules by rule-derivations.test.ts: do not edit.
// After changing a rule, regenerate:
//   pnpm exec vitest run packages/core/src/scan/rule-derivations.test.ts -u
// (until then the changed rule is read from its pattern on the first scan).

/**
 * Each default rule's start literals and window bounds, read from its
 * pattern ahead of time (see deriveRules): one JSON entry per rule,
 * \`[key, prefixes, bounds]\`.
 *
 * @example
 * deriveRules(allRules, derivedTables);
 */
`;

function writePrefix(p: PatternPrefix): PrefixEntry {
  return p.run === undefined ? [p.text, p.boundary ? 1 : 0] : [p.text, p.boundary ? 1 : 0, p.run];
}

function readPrefix([text, boundary, run]: PrefixEntry): PatternPrefix {
  return run === undefined
    ? { text, boundary: boundary === 1 }
    : { text, boundary: boundary === 1, run };
}

function writeBounds(b: RuleBounds | undefined): BoundsEntry | null {
  if (b === undefined) return null;
  const finite = (x: number) => (Number.isFinite(x) ? x : -1);
  return [kinds.indexOf(b.kind), finite(b.extent), finite(b.before), finite(b.beforeRequires)];
}

function readBounds([kind, extent, before, beforeRequires]: BoundsEntry): RuleBounds {
  const read = (x: number) => (x < 0 ? Number.POSITIVE_INFINITY : x);
  return {
    kind: kinds[kind] ?? "deep",
    extent: read(extent),
    before: read(before),
    beforeRequires: read(beforeRequires),
  };
}
