import { excerpt, maxFindings } from "./scan/match-rules.js";
import type { ScanFinding, Severity } from "./scan-result.js";

const rank: Readonly<Record<Severity, number>> = { low: 0, medium: 1, high: 2 };

/**
 * Internal: for a text whose scan stopped at the findings cap (`maxFindings` per text),
 * one more finding, `hidden_text.too_many_findings`, spanning from the first finding to
 * the end of the text (`end`, in the same offsets as the findings): the scan read no
 * further, so a redaction that removes only the findings would leave the rest of a
 * flood of copies in place. Its severity is the highest of the findings (a text of
 * informational matches stays informational). `undefined` below the cap, so only a
 * text that reached it pays anything.
 *
 * @example
 * tooManyFindings(scan(text).findings, text.length)?.rule; // "hidden_text.too_many_findings" for 600 copies of an attack
 */
export function tooManyFindings(
  findings: readonly ScanFinding[],
  end: number,
  text?: string,
): ScanFinding | undefined {
  if (findings.length < maxFindings) return undefined;
  let start = end;
  let severity: Severity = "low";
  for (const f of findings) {
    if (f.start < start) start = f.start;
    if (rank[f.severity] > rank[severity]) severity = f.severity;
  }
  return {
    category: "hidden_text",
    rule: "hidden_text.too_many_findings",
    start,
    end,
    severity,
    excerpt: text === undefined ? "" : excerpt(text, start, end),
  };
}
