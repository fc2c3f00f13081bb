import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The scanner's start-up and memory, measured in fresh processes (a warm
 * process has paid both already, so these cannot be measured beside the
 * throughput rows): importing the core, the first scan (which builds the
 * rule tables), the public records scanned once cold (V8 compiles each
 * rule's regex on its first use) and once warm, and the RSS and V8 code
 * space held after every record was scanned on all four channels.
 */
export interface ScanStartup {
  readonly importMs: number;
  readonly firstScanMs: number;
  readonly coldCorpusMs: number;
  readonly warmCorpusMs: number;
  readonly rssMB: number;
  readonly codeMB: number;
}

const child = fileURLToPath(new URL("./scan-startup-child.ts", import.meta.url));

/**
 * The median of `runs` fresh processes, field by field.
 *
 * @example
 * const { firstScanMs } = scanStartup(3);
 */
export function scanStartup(runs = 3): ScanStartup {
  const samples: ScanStartup[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(
      process.execPath,
      ["--experimental-strip-types", "--no-warnings", child],
      { encoding: "utf8", env: process.env, maxBuffer: 1 << 20 },
    );
    samples.push(JSON.parse(out.trim().split("\n").at(-1) as string) as ScanStartup);
  }
  const median = (key: keyof ScanStartup): number => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
    return sorted[sorted.length >> 1] as number;
  };
  return {
    importMs: median("importMs"),
    firstScanMs: median("firstScanMs"),
    coldCorpusMs: median("coldCorpusMs"),
    warmCorpusMs: median("warmCorpusMs"),
    rssMB: median("rssMB"),
    codeMB: median("codeMB"),
  };
}
