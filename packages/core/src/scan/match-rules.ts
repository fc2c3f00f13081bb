import type { Channel, ScanFinding, Severity } from "../scan-result.js";
import { type AnchorBlocks, anchorIndex, closeHits, preciseFrom, reach } from "./anchor-index.js";
import { isMention } from "./is-mention.js";
import { type NormalizedText, toOriginalSpan } from "./normalize-text.js";
import { anchorOffset, patternExtent } from "./pattern-extent.js";
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";

const defaultIndex = anchorIndex(allRules);
const lookback = 32;

/** Where a rule's matches can start relative to its anchor hits. */
interface RuleBounds {
  /**
   * `spans`: every match is shorter than `reach` and is matched near its hits
   * alone. `narrowed`: a longer rule keeps its anchor blocks, cut down to
   * where a forced word of the pattern puts a match start.
   */
  readonly kind: "spans" | "narrowed";
  /** Furthest one match attempt reads past its start. */
  readonly extent: number;
  /** Furthest a match starts before a hit of an anchor word / of a `requires` word. */
  readonly before: number;
  readonly beforeRequires: number;
}
const ruleBounds = new WeakMap<Rule, RuleBounds | null>();

// A rule whose every match is shorter than `reach` is matched only where a
// match can start, in slices that end just past what one attempt can read:
// on text dense with anchor words this is a fraction of the 256-character
// blocks. A match starts no further before its anchor hit than the anchor's
// offset inside the pattern (anchorOffset), or failing that its longest match.
// A longer (or unbounded) rule keeps its blocks, but when the pattern forces
// an anchor or `requires` word at a bounded offset its matches can only start
// that far before a hit of that word: the blocks are cut down to those spans.
function bounds(rule: Rule): RuleBounds | undefined {
  let b = ruleBounds.get(rule);
  if (b === undefined) {
    const e = patternExtent(rule.pattern);
    const offset = anchorOffset(rule.pattern, rule.anchors);
    const offsetRequires = anchorOffset(rule.pattern, rule.requires ?? []);
    const usable = rule.anchors.length > 0 && e.behind <= lookback;
    if (usable && e.extent < reach)
      b = {
        kind: "spans",
        extent: e.extent,
        before: Math.min(e.length, offset),
        beforeRequires: Math.min(e.length, offsetRequires),
      };
    else if (usable && (offset < reach || (rule.requires && offsetRequires < reach)))
      b = { kind: "narrowed", extent: e.extent, before: offset, beforeRequires: offsetRequires };
    else b = null;
    ruleBounds.set(rule, b);
  }
  return b ?? undefined;
}

// Windows as flat [from, until, end) triples: matches start in [from, until)
// and read no further than `end`.
function ruleWindows(
  anchors: AnchorBlocks,
  r: number,
  bound: RuleBounds | undefined,
  length: number,
): number[] {
  if (bound === undefined) return withEnds(anchors.windows(r), reach, length);
  const join = Math.max(Math.min(bound.extent, reach), closeHits);
  const near = anchors.spans(r, bound.before, join, bound.beforeRequires);
  // Past the window a slice needs only what one match attempt can read.
  if (bound.kind === "spans") return withEnds(near, bound.extent + 2, length);
  // A narrowed window ends its slice where its block window's slice ended,
  // so a long match is cut exactly where it was before.
  const blocks = anchors.windows(r);
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < blocks.length && j < near.length) {
    const from = Math.max(blocks[i] as number, near[j] as number);
    const until = Math.min(blocks[i + 1] as number, near[j + 1] as number);
    if (from < until)
      out.push(
        from,
        until,
        Math.min(length, until + bound.extent + 2, (blocks[i + 1] as number) + reach),
      );
    if ((blocks[i + 1] as number) < (near[j + 1] as number)) i += 2;
    else j += 2;
  }
  return out;
}

function withEnds(windows: readonly number[], tail: number, length: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < windows.length; w += 2) {
    const until = windows[w + 1] as number;
    out.push(windows[w] as number, until, Math.min(length, until + tail));
  }
  return out;
}
const defaultBounds = allRules.map(bounds);
const defaultAnchored = allRules.every((rule) => rule.anchors.length > 0);
// Per channel, each default rule's severity: one array read per rule instead
// of a property lookup by a variable key on rules of many shapes.
const defaultSeverities = new Map<Channel, readonly (Severity | "off")[]>();
function severities(channel: Channel): readonly (Severity | "off")[] {
  let list = defaultSeverities.get(channel);
  if (list === undefined) {
    list = allRules.map((rule) => rule.severity[channel] ?? rule.severity.default);
    defaultSeverities.set(channel, list);
  }
  return list;
}

/**
 * How much text the rule patterns were run over (for tests that check the
 * scan stays linear: every pattern is bounded, so this is the work).
 *
 * @example
 * const work: ScanWork = { matched: 0, decoded: 0 };
 */
export interface ScanWork {
  matched: number;
  decoded: number;
}

/**
 * Findings past this many per scan are dropped: the verdict is settled long before.
 *
 * @example
 * findings.length <= maxFindings; // always
 */
export const maxFindings = 512;

/**
 * Runs every rule that applies to the channel over a normalized text and maps
 * each match back to the original span. Work is bounded: a rule only runs
 * when one of its anchor words occurs, and each pattern is linear.
 *
 * @example
 * matchRules(normalizeText("Ignore all previous instructions"), "Ignore all previous instructions", "text");
 */
export function matchRules(
  norm: NormalizedText,
  original: string,
  channel: Channel,
  rules: readonly Rule[] = allRules,
  work?: ScanWork,
): ScanFinding[] {
  const findings: ScanFinding[] = [];
  const { text } = norm;
  const anchors =
    rules === allRules
      ? defaultIndex.locate(text, norm.ascii)
      : anchorIndex(rules).locate(text, norm.ascii);
  const known = rules === allRules;
  // No anchor word at all (most short values): no anchored rule can match.
  if (anchors.empty && (known ? defaultAnchored : rules.every((r) => r.anchors.length > 0)))
    return findings;
  const channelSeverity = severities(channel);
  // Short texts: whole anchor blocks, as cheap as it gets (see preciseFrom).
  const precise = text.length > preciseFrom;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r] as Rule;
    // Most short values hold no anchor word at all: skip straight past.
    if (anchors.empty && rule.anchors.length > 0) continue;
    const base = known
      ? (channelSeverity[r] as Severity | "off")
      : (rule.severity[channel] ?? rule.severity.default);
    if (base === "off") continue;
    const bound = precise ? (known ? defaultBounds[r] : bounds(rule)) : undefined;
    const windows = ruleWindows(anchors, r, bound, text.length);
    if (windows.length === 0) continue;
    const pattern = rule.pattern;
    let lastEnd = 0;
    for (let w = 0; w < windows.length; w += 3) {
      // Match on a slice so a window with no match costs its own length, not
      // the rest of the text; matches may run past the window's end.
      // A little context before the window keeps \b, ^ and lookbehinds honest
      // at its edge; matches must still start inside the window.
      const windowStart = Math.max(windows[w] as number, lastEnd);
      const from = Math.max(0, windowStart - lookback);
      const until = windows[w + 1] as number;
      const slice = text.slice(from, windows[w + 2] as number);
      if (work) work.matched += slice.length;
      pattern.lastIndex = windowStart - from;
      for (let m = pattern.exec(slice); m && m.index < until - from; m = pattern.exec(slice)) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
          continue;
        }
        lastEnd = from + m.index + m[0].length;
        // Leading separators are context the pattern needed, not the phrase.
        const lead = /^[\s\n.!?>\]]*/.exec(m[0])?.[0].length ?? 0;
        const [start, end] = toOriginalSpan(norm, from + m.index + lead, lastEnd);
        let severity: Severity = base;
        // Data channels (tool results, arguments) need a quote and a
        // discussion context before a phrase counts as a mere mention.
        const strict = channel === "tool_output" || channel === "argument";
        if (
          rule.quotedIsMention &&
          isMention(text, from + m.index, strict, rule.mentionNeedsContext)
        ) {
          severity = "low";
        }
        findings.push({
          category: rule.category,
          rule: rule.id,
          start,
          end,
          severity,
          excerpt: excerpt(original, start, end),
        });
        if (findings.length >= maxFindings) return findings;
      }
    }
  }
  return findings;
}

/**
 * The original text of a span, shortened for display.
 *
 * @example
 * excerpt("hello world", 0, 5); // "hello"
 */
export function excerpt(original: string, start: number, end: number): string {
  const raw = original.slice(start, end);
  return raw.length > 160 ? `${raw.slice(0, 157)}...` : raw;
}
