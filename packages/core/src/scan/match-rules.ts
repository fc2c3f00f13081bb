import type { Channel, ScanFinding, Severity } from "../scan-result.js";
import { anchorIndex, closeHits, preciseFrom, reach } from "./anchor-index.js";
import { isMention } from "./is-mention.js";
import { type NormalizedText, toOriginalSpan } from "./normalize-text.js";
import { type PatternExtent, patternExtent } from "./pattern-extent.js";
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";

const defaultIndex = anchorIndex(allRules);
const lookback = 32;
const extents = new WeakMap<RegExp, PatternExtent>();

// A rule whose every match is shorter than `reach` is matched only where a
// match can start (near an anchor hit, by its longest match), in slices that
// end just past what one attempt can read: on text dense with anchor words
// this is a fraction of the 256-character blocks.
function bounds(rule: Rule): PatternExtent | undefined {
  let e = extents.get(rule.pattern);
  if (e === undefined) {
    e = patternExtent(rule.pattern);
    extents.set(rule.pattern, e);
  }
  return rule.anchors.length > 0 && e.extent < reach && e.behind <= lookback ? e : undefined;
}
const defaultBounds = allRules.map(bounds);

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
  const anchors = rules === allRules ? defaultIndex.locate(text) : anchorIndex(rules).locate(text);
  const known = rules === allRules;
  // Short texts: whole anchor blocks, as cheap as it gets (see preciseFrom).
  const precise = text.length > preciseFrom;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r] as Rule;
    // Most short values hold no anchor word at all: skip straight past.
    if (anchors.empty && rule.anchors.length > 0) continue;
    const base = rule.severity[channel] ?? rule.severity.default;
    if (base === "off") continue;
    const bound = precise ? (known ? defaultBounds[r] : bounds(rule)) : undefined;
    const windows =
      bound === undefined
        ? anchors.windows(rule)
        : anchors.spans(rule, bound.length, Math.max(bound.extent, closeHits));
    if (windows.length === 0) continue;
    // Past the window a slice needs only what one match attempt can read.
    const tail = bound === undefined ? reach : bound.extent + 2;
    const pattern = rule.pattern;
    let lastEnd = 0;
    for (let w = 0; w < windows.length; w += 2) {
      // Match on a slice so a window with no match costs its own length, not
      // the rest of the text; matches may run `reach` past the window's end.
      // A little context before the window keeps \b, ^ and lookbehinds honest
      // at its edge; matches must still start inside the window.
      const windowStart = Math.max(windows[w] as number, lastEnd);
      const from = Math.max(0, windowStart - lookback);
      const until = windows[w + 1] as number;
      const slice = text.slice(from, Math.min(text.length, until + tail));
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
