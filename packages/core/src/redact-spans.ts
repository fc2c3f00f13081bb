import type { ScanFinding } from "./scan-result.js";

/**
 * Internal: `text` with each finding's span replaced by `[redacted]` (overlapping
 * spans are merged into one).
 *
 * @example
 * redactSpans("ab", [{ ...finding, start: 0, end: 1 }]); // "[redacted]b"
 */
export function redactSpans(text: string, findings: readonly ScanFinding[]): string {
  let out = "";
  let at = 0;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    // An overlapping span is merged into the one before it, so none of it is left.
    if (f.start < at) {
      if (f.end > at) at = f.end;
      continue;
    }
    out += `${text.slice(at, f.start)}[redacted]`;
    at = f.end;
  }
  return out + text.slice(at);
}
