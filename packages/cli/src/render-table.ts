import type { CliFinding, CliReport } from "./cli-report.js";

interface Column {
  readonly title: string;
  readonly cell: (f: CliFinding) => string;
  readonly max: number;
}

const columns: readonly Column[] = [
  { title: "TOOL", cell: (f) => f.tool ?? "", max: 28 },
  { title: "FIELD", cell: (f) => f.field ?? "", max: 56 },
  { title: "SPAN", cell: (f) => (f.start === undefined ? "" : `${f.start}-${f.end}`), max: 11 },
  { title: "SEVERITY", cell: (f) => f.severity, max: 8 },
  { title: "RULE", cell: (f) => f.ruleId, max: 36 },
  { title: "DETAIL", cell: (f) => (f.excerpt ? `"${f.excerpt}"` : f.message), max: 72 },
];

const ansi = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;
const severityTone = { high: "red", medium: "yellow", low: "dim" } as const;

/**
 * The default output: a status line, a table with one row per finding
 * (columns with nothing in them are left out), and notes. Invisible and
 * control characters in every cell, the summary and the notes are shown as
 * escapes, so hidden text is seen and a name from the input cannot move the
 * cursor, recolour or rewrite the terminal.
 * With `color`, the status and severities are coloured (padding is computed
 * on the plain text, so columns stay aligned).
 *
 * @example
 * io.stdout(renderTable(report, { color: process.stdout.isTTY && !process.env.NO_COLOR }));
 */
export function renderTable(report: CliReport, options: { readonly color?: boolean } = {}): string {
  const paint = (tone: keyof typeof ansi, text: string) =>
    options.color ? `\x1b[${ansi[tone]}m${text}\x1b[0m` : text;
  const status = report.blocked ? paint("red", "BLOCKED") : paint("green", "OK");
  // The summary and notes carry names from the input (a file, a tool, a model's call).
  const lines = [`${status}  ${visible(report.summary)}`];
  const used = columns.filter((c) => report.findings.some((f) => c.cell(f) !== ""));
  if (report.findings.length > 0) {
    const rows = report.findings.map((f) => used.map((c) => fit(visible(c.cell(f)), c.max)));
    const widths = used.map((c, i) => Math.max(c.title.length, ...rows.map((r) => r[i]!.length)));
    const severityAt = used.findIndex((c) => c.title === "SEVERITY");
    const line = (cells: readonly string[], row?: number) =>
      cells
        .map((cell, i) => {
          const padded = i === cells.length - 1 ? cell : cell.padEnd(widths[i]!);
          const finding = row === undefined ? undefined : report.findings[row];
          return i === severityAt && finding
            ? paint(severityTone[finding.severity], padded)
            : padded;
        })
        .join("  ");
    lines.push(
      "",
      paint("bold", line(used.map((c) => c.title))),
      ...rows.map((r, i) => line(r, i)),
    );
  }
  if (report.notes?.length) lines.push("", ...report.notes.map(visible));
  return `${lines.join("\n")}\n`;
}

/**
 * Shows invisible, control and bidi characters as `\u{…}` escapes.
 *
 * @example
 * visible("a\u200bb"); // "a\\u{200b}b"
 */
export function visible(text: string): string {
  return text.replace(
    /[\p{Cc}\p{Cf}\u2028\u2029]/gu,
    (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`,
  );
}

function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
