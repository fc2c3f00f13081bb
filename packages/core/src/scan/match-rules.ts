import type { Channel, ScanFinding, Severity } from "../scan-result.js";
import { isMention } from "./is-mention.js";
import { type NormalizedText, toOriginalSpan } from "./normalize-text.js";
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";

/** Findings past this many per scan are dropped: the verdict is settled long before. */
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
): ScanFinding[] {
  const findings: ScanFinding[] = [];
  const { text } = norm;
  for (const rule of rules) {
    const base = rule.severity[channel] ?? rule.severity.default;
    if (base === "off") continue;
    if (rule.anchors.length > 0 && !rule.anchors.some((anchor) => text.includes(anchor))) continue;
    const pattern = rule.pattern;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      // Leading separators are context the pattern needed, not the phrase.
      const lead = /^[\s\n.!?>\]]*/.exec(m[0])?.[0].length ?? 0;
      const [start, end] = toOriginalSpan(norm, m.index + lead, m.index + m[0].length);
      let severity: Severity = base;
      if (
        rule.quotedIsMention &&
        (channel === "text" || channel === "description") &&
        isMention(text, m.index)
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
